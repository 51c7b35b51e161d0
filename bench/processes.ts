// Everything `npm run bench` starts (servers, databases, temporary directories) is tracked here, so
// that it is undone at the end, whatever happens: normal end, failure, Ctrl-C.
import { type ChildProcess, fork, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Ready } from "./baselines/shared.ts";
import { log, postgresUrl, root } from "./config.ts";
import { freePort, keepTail, spawnProductionServer, waitUntilReady } from "./production-server.ts";

const children = new Set<ChildProcess>();
/** Children being stopped on purpose: any other exit is reported. */
const stopping = new WeakSet<ChildProcess>();
const databases = new Set<string>();
const tempDirs = new Set<string>();

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    children.delete(child);
    return;
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  stopping.add(child);
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database on the bench's PostgreSQL server, dropped at the end; returns its URL. */
export async function createDatabase(purpose: string): Promise<string> {
  const name = `cbm_bench_${purpose}_${randomBytes(4).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  databases.add(name);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let cleaning: Promise<void> | undefined;
export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all([...children].map(stop));
    for (const name of databases) {
      try {
        await adminQuery(`drop database if exists ${name} with (force)`);
        databases.delete(name);
      } catch (error) {
        log(`could not drop database ${name}: ${(error as Error).message}`);
      }
    }
    for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
  })();
  return cleaning;
}

process.on("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    cleanUp().finally(() => process.exit(130));
  });
}

/** Runs a command to its end; rejects with the tail of its output when it fails. */
export function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = track(spawn(command, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"] }));
    const tail = keepTail(child);
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} failed (${code}):\n${tail()}`)),
    );
  });
}

/** Starts a baseline server script (with tsx) and waits for it to say where it listens. */
export async function startBaseline(script: string, env: Record<string, string> = {}) {
  const child = track(
    fork(path.join(root, "bench/baselines", script), [], {
      cwd: root,
      env: { ...process.env, ...env },
      execArgv: ["--import", "tsx"],
      stdio: ["ignore", "pipe", "pipe", "ipc"],
    }),
  );
  const tail = keepTail(child);
  const ready = await new Promise<Ready>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start in 30 s:\n${tail()}`)), 30_000);
    child.once("message", (message) => {
      clearTimeout(timer);
      resolve(message as Ready);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) before it was ready:\n${tail()}`));
    });
  });
  return { child, ready };
}

export interface Cbm {
  child: ChildProcess;
  base: string;
  /** The database CBM migrated and uses, on PostgreSQL. */
  databaseUrl?: string;
}

/**
 * Starts the production bundle, on a fresh PostgreSQL database (or `shared.databaseUrl`, another
 * instance's) or on PGlite in a temporary DATA_DIR, and waits until it answers /readyz (it has migrated
 * its database by then). `shared.env` adds to its environment (Redis, a JWT_SECRET shared by instances).
 */
export async function startCbm(
  kind: "postgres" | "pglite",
  shared: { databaseUrl?: string; env?: Record<string, string> } = {},
): Promise<Cbm> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `cbm-bench-${kind}-`));
  tempDirs.add(dataDir);
  const databaseUrl = kind === "postgres" ? (shared.databaseUrl ?? (await createDatabase("cbm"))) : undefined;
  const child = track(
    spawnProductionServer(port, dataDir, {
      RATE_LIMIT_LOGIN_IP: "1000000",
      RATE_LIMIT_LOGIN_ACCOUNT: "1000000",
      RATE_LIMIT_REGISTER_IP: "1000000",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...shared.env,
    }),
  );
  const tail = keepTail(child);
  child.once("exit", (code, signal) => {
    if (!stopping.has(child))
      log(`CBM (${kind}) exited (${code ?? signal}) while the bench used it:\n${tail()}`);
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, base, `CBM (${kind})`, tail);
  return { child, base, databaseUrl };
}

/** Starts the assistant's production bundle over the API at `apiUrl`, and waits until it answers /readyz. */
export async function startAssistant(apiUrl: string, env: Record<string, string>): Promise<Cbm> {
  const port = await freePort();
  const child = track(
    spawn(process.execPath, [path.join(root, "apps/assistant/dist/main.js")], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        ASSISTANT_PORT: String(port),
        ASSISTANT_API_URL: apiUrl,
        RATE_LIMIT_ASSISTANT_IP: "1000000000",
        LOG_LEVEL: "warn",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, base, "the assistant", keepTail(child));
  return { child, base };
}
