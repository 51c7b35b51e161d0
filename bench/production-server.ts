// Starting the production bundle and watching a child process: the pieces both benchmarks share
// (`npm run bench` and `npm run bench:web`), each of which tracks what it starts in its own processes.ts.
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import serverNodeFlags from "../apps/server/node-flags.json" with { type: "json" };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** A port that is free on 127.0.0.1 at the moment. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Output a child wrote lately, shown when it fails. */
export function keepTail(child: ChildProcess): () => string {
  const lines: string[] = [];
  const add = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on("data", add);
  child.stderr?.on("data", add);
  return () => lines.join("\n");
}

/**
 * The production bundle on 127.0.0.1:`port`, its embedded database in `dataDir`, no demo data; `env`
 * adds to or overrides that.
 */
export function spawnProductionServer(port: number, dataDir: string, env: Record<string, string> = {}) {
  // BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops, for `--cpu-prof` readers.
  const profile = process.env.BENCH_PROFILE
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const bundle = path.join(root, "apps/server/dist/main.js");
  return spawn(process.execPath, [...profile, ...serverNodeFlags, bundle], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? dataDir,
      NODE_ENV: "production",
      JWT_SECRET: randomBytes(32).toString("base64url"),
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: "false",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Waits up to 60 s for the server at `base` to answer /readyz; `name` and the output's tail explain a failure. */
export async function waitUntilReady(child: ChildProcess, base: string, name: string, tail: () => string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${tail()}`);
    try {
      const response = await fetch(`${base}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${name} was not ready in 60 s:\n${tail()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
