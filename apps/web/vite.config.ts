import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { precompress } from "./precompress.ts";

const api = process.env.CBM_API_URL ?? "http://127.0.0.1:3000";

/**
 * A feature is used through its face (features/<name>/index.ts), which re-exports the pieces other rooms
 * use. Feature modules run nothing when imported, and saying so lets the bundler load only the pieces a
 * chunk uses: otherwise the router, which takes each face's lazy pages and search parsers, would pull
 * every re-exported piece into the first chunk.
 */
const featureModule = /\/src\/features\/.+\.tsx?$/;

/** The chunks the first script loads (itself and its static imports, all the way down). */
const loadedFirst = new Set<string>();

/** Notes `loadedFirst` before the lazy imports' preload lists are written. */
const firstChunks: Plugin = {
  name: "cbm-first-chunks",
  generateBundle: {
    order: "pre",
    handler(_options, bundle) {
      loadedFirst.clear();
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== "chunk" || loadedFirst.has(fileName)) return;
        loadedFirst.add(fileName);
        chunk.imports.forEach(visit);
      };
      for (const chunk of Object.values(bundle))
        if (chunk.type === "chunk" && chunk.isEntry) visit(chunk.fileName);
    },
  },
};

export default defineConfig({
  plugins: [react(), precompress(), firstChunks],
  server: {
    port: 5173,
    proxy: { "/v1": api, "/media": api, "/socket.io": { target: api, ws: true } },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    chunkSizeWarningLimit: 400,
    // Every browser CBM supports preloads modules natively. A lazy page's imports are preloaded with it
    // (the first screen waits for them), less those the first script has loaded already; the loaders'
    // query chunks are not, as their page imports the same modules: the first chunk lists fewer imports
    // (each list is part of the 150 kB budget). Decision 016.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) => {
        if (hostType === "html") return deps;
        return /-page-/.test(file) ? deps.filter((dep) => !loadedFirst.has(dep)) : [];
      },
    },
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (featureModule.test(id) ? false : undefined) },
    },
  },
});
