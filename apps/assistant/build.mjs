// Bundles the assistant for `npm start`: its dependencies stay external, the workspace packages
// (TypeScript source) are inlined; the help articles are copied beside the bundle.
import { cp, readFile, rm } from "node:fs/promises";
import { build } from "esbuild";

const { dependencies } = JSON.parse(await readFile("package.json", "utf8"));

await rm("dist", { recursive: true, force: true });
await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: Object.keys(dependencies).filter((name) => !name.startsWith("@cbm/")),
  logLevel: "warning",
});
await cp("../../packages/help/articles", "dist/articles", { recursive: true });
console.log("built apps/assistant/dist");
