import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./precompress.ts";

const api = process.env.CBM_API_URL ?? "http://127.0.0.1:3000";

/**
 * A feature is used through its face (features/<name>/index.ts), which re-exports the pieces other rooms
 * use. Feature modules run nothing when imported, and saying so lets the bundler load only the pieces a
 * chunk uses: otherwise the router, which takes each face's lazy pages and search parsers, would pull
 * every re-exported piece into the first chunk.
 */
const featureModule = /\/src\/features\/.+\.tsx?$/;

export default defineConfig({
  plugins: [react(), precompress()],
  server: {
    port: 5173,
    proxy: { "/v1": api, "/media": api, "/socket.io": { target: api, ws: true } },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (featureModule.test(id) ? false : undefined) },
    },
  },
});
