// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (proxying /v1 and /media).
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "apps/server/src/main.ts"], {
    cwd: root,
    stdio: "inherit",
  }),
  spawn("npx", ["vite", "apps/web"], { cwd: root, stdio: "inherit" }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
