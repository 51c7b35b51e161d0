// `npm start`: builds the production bundles when missing or older than the sources, then runs the API
// and the assistant side by side; when one stops, the other is stopped too.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import serverNodeFlags from "../apps/server/node-flags.json" with { type: "json" };

const root = path.resolve(import.meta.dirname, "..");
const outputs = ["apps/server/dist/main.js", "apps/assistant/dist/main.js", "apps/web/dist/index.html"].map(
  (file) => path.join(root, file),
);
const [serverBundle, assistantBundle] = outputs;
const sources = [
  "apps/server/src",
  "apps/assistant/src",
  "apps/web/src",
  "apps/web/index.html",
  "packages/contracts/src",
  "packages/help",
].map((entry) => path.join(root, entry));

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

/**
 * The catalogue's calls are for signed-in people, so the assistant reads them as an account: outside
 * production, the demo customer of the README unless ASSISTANT_API_EMAIL says otherwise.
 */
const demoAccount =
  process.env.NODE_ENV === "production" || process.env.ASSISTANT_API_EMAIL
    ? {}
    : { ASSISTANT_API_EMAIL: "customer@example.com", ASSISTANT_API_PASSWORD: "Password123!" };

const run = (bundle, env = {}, flags = []) =>
  spawn(process.execPath, ["--enable-source-maps", ...flags, bundle], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, ...env },
  });
// The API's Node flags (decision 027): a young generation sized for its requests' garbage.
const children = [run(serverBundle, {}, serverNodeFlags), run(assistantBundle, demoAccount)];

const stopAll = (signal) => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stopAll(signal));
for (const child of children) {
  child.on("exit", (code) => {
    if (!process.exitCode) process.exitCode = code ?? 0;
    stopAll("SIGTERM");
  });
}
