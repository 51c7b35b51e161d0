import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./precompress.ts";

const api = process.env.CBM_API_URL ?? "http://127.0.0.1:3000";

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { "/v1": api, "/media": api, "/socket.io": { target: api, ws: true } },
  },
  build: { outDir: "dist", sourcemap: true, chunkSizeWarningLimit: 400 },
});
