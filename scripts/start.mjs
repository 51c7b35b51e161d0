// `npm start`: builds the production bundle when it is missing or older than the sources, then runs it.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outputs = ["apps/server/dist/main.js", "apps/web/dist/index.html"].map((file) => path.join(root, file));
const bundle = outputs[0];
const sources = ["apps/server/src", "apps/web/src", "apps/web/index.html", "packages/contracts/src"].map(
  (entry) => path.join(root, entry),
);

function newestChange(entry) {
  if (!statSync(entry).isDirectory()) return statSync(entry).mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const builtAt = () => Math.min(...outputs.map((file) => statSync(file).mtimeMs));
const stale = !outputs.every(existsSync) || sources.some((entry) => newestChange(entry) > builtAt());
if (stale) {
  const built = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

const server = spawn(process.execPath, ["--enable-source-maps", bundle], {
  cwd: root,
  stdio: "inherit",
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
