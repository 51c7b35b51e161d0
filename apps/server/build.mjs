// Bundles the server for `npm start`: workspace packages (TypeScript source) are inlined,
// every other package stays external; the migrations are copied beside the bundle.
import { cp, rm } from "node:fs/promises";
import { build } from "esbuild";

const inlineWorkspace = {
  name: "external-packages-but-workspace",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith("@cbm/") ? undefined : { path: args.path, external: true },
    );
  },
};

await rm("dist", { recursive: true, force: true });
await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  plugins: [inlineWorkspace],
  logLevel: "warning",
});
await cp("src/db/migrations", "dist/migrations", { recursive: true });
console.log("built apps/server/dist");
