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
    // Every browser CBM supports preloads modules natively. A lazy page's imports are preloaded with it
    // (the first screen waits for them); the loaders' query chunks are not, as their page imports the same
    // modules: the first chunk lists fewer imports (0.7 kB gzip of the 150 kB budget). Decision 016.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === "html" || /-page-/.test(file) ? deps : [],
    },
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (featureModule.test(id) ? false : undefined) },
    },
  },
});
