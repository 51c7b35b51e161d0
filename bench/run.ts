// `npm run bench`: the API under load against two baselines measured in the same run on the same
// machine (bench/README.md explains what is measured and how to read the ratios).
import { type ChildProcess, fork, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import type { Ready } from "./baselines/shared.ts";
import { type Measurement, measure, type Plan, refreshChains } from "./load.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const plan: Plan = {
  connections: Math.round(positiveNumber("BENCH_CONNECTIONS", 50)),
  warmupSeconds: positiveNumber("BENCH_WARMUP", 5),
  durationSeconds: positiveNumber("BENCH_DURATION", 10),
  runs: Math.round(positiveNumber("BENCH_RUNS", 3)),
};
const postgresUrl =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://root@127.0.0.1:5432/test";
const skipBuild = process.env.BENCH_SKIP_BUILD === "1" || process.env.BENCH_SKIP_BUILD === "true";

/** The target this bench checks (issue 12). */
const TARGET = { profileShareOfPkBaseline: 0.6, profileP99Ms: 25 };

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

// ---------------------------------------------------------------------------------------------
// Everything started here is tracked, so that it is undone at the end, whatever happens.

const children = new Set<ChildProcess>();
const databases = new Set<string>();
const tempDirs = new Set<string>();

/** Output a child wrote lately, shown when it fails. */
function keepTail(child: ChildProcess): () => string {
  const lines: string[] = [];
  const add = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout?.on("data", add);
  child.stderr?.on("data", add);
  return () => lines.join("\n");
}

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    children.delete(child);
    return;
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
  children.delete(child);
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh database on the bench's PostgreSQL server, dropped at the end; returns its URL. */
async function createDatabase(purpose: string): Promise<string> {
  const name = `cbm_bench_${purpose}_${randomBytes(4).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  databases.add(name);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let cleaning: Promise<void> | undefined;
function cleanUp(): Promise<void> {
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

// ---------------------------------------------------------------------------------------------

function freePort(): Promise<number> {
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

function run(command: string, args: string[]): Promise<void> {
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
async function startBaseline(script: string, env: Record<string, string> = {}) {
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

/** Starts the production bundle and waits until it answers /readyz. */
async function startCbm(kind: "postgres" | "pglite"): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `cbm-bench-${kind}-`));
  tempDirs.add(dataDir);
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? dataDir,
    NODE_ENV: "production",
    JWT_SECRET: randomBytes(32).toString("base64url"),
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED: "false",
    LOG_LEVEL: "warn",
    RATE_LIMIT_LOGIN_IP: "1000000",
    RATE_LIMIT_LOGIN_ACCOUNT: "1000000",
    RATE_LIMIT_REGISTER_IP: "1000000",
  };
  if (kind === "postgres") env.DATABASE_URL = await createDatabase("cbm");
  const child = track(
    spawn(process.execPath, [path.join(root, "apps/server/dist/main.js")], {
      cwd: root,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    }),
  );
  const tail = keepTail(child);
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`CBM (${kind}) exited (${child.exitCode}):\n${tail()}`);
    try {
      const response = await fetch(`${base}/readyz`);
      if (response.ok) return { child, base };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`CBM (${kind}) was not ready in 60 s:\n${tail()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Auth {
  accessToken: string;
  refreshToken: string;
}

async function postJson(url: string, body: unknown): Promise<Auth> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Auth;
}

/** One user: the access token from registering, and one fresh session (refresh token) per connection. */
async function signIn(base: string): Promise<{ accessToken: string; refreshTokens: string[] }> {
  const email = `bench-${randomBytes(6).toString("hex")}@example.com`;
  const password = `Bench-${randomBytes(12).toString("base64url")}`;
  const registered = await postJson(`${base}/v1/authorization/register`, {
    firstName: "Bench",
    lastName: "Mark",
    email,
    password,
  });
  const refreshTokens: string[] = [];
  while (refreshTokens.length < plan.connections) {
    const batch = Math.min(5, plan.connections - refreshTokens.length);
    const sessions = await Promise.all(
      Array.from({ length: batch }, () =>
        postJson(`${base}/v1/authorization/login`, { username: email, password }),
      ),
    );
    refreshTokens.push(...sessions.map((session) => session.refreshToken));
  }
  const check = await fetch(`${base}/v1/users/profile`, {
    headers: { authorization: `Bearer ${registered.accessToken}` },
  });
  if (!check.ok) throw new Error(`GET /v1/users/profile before load: ${check.status} ${await check.text()}`);
  return { accessToken: registered.accessToken, refreshTokens };
}

async function benchCbm(kind: "postgres" | "pglite"): Promise<Measurement[]> {
  log(`starting CBM on ${kind}`);
  const { child, base } = await startCbm(kind);
  try {
    const { accessToken, refreshTokens } = await signIn(base);
    const profile = await measure(
      `cbm-${kind} profile`,
      { url: `${base}/v1/users/profile`, headers: { authorization: `Bearer ${accessToken}` } },
      plan,
      { serverPid: child.pid, progress: log },
    );
    const refresh = await measure(
      `cbm-${kind} refresh`,
      refreshChains(base, "/v1/authorization/refresh", refreshTokens),
      plan,
      { serverPid: child.pid, progress: log },
    );
    return [profile, refresh];
  } finally {
    await stop(child);
  }
}

async function benchBaseline(
  name: string,
  script: string,
  env?: Record<string, string>,
): Promise<Measurement> {
  log(`starting ${name}`);
  const { child, ready } = await startBaseline(script, env);
  try {
    return await measure(name, { url: `${ready.url}${ready.path}` }, plan, {
      serverPid: child.pid,
      progress: log,
    });
  } finally {
    await stop(child);
  }
}

// ---------------------------------------------------------------------------------------------

const ratio = (value: number, of: number) => (of > 0 ? value / of : Number.NaN);

function table(results: Measurement[], json: Measurement, pk: Measurement): string {
  const header = [
    "scenario",
    "req/s",
    "p50 ms",
    "p99 ms",
    "non-2xx",
    "errors",
    "vs json",
    "vs pk",
    "CPU µs/req",
    "others",
  ];
  const optional = (value: number | null, digits: number) => (value === null ? "-" : value.toFixed(digits));
  const rows = results.map((result) => [
    result.name,
    result.requestsPerSecond.toFixed(0),
    result.p50.toFixed(1),
    result.p99.toFixed(1),
    String(result.non2xx),
    String(result.errors),
    `${(ratio(result.requestsPerSecond, json.requestsPerSecond) * 100).toFixed(1)}%`,
    `${(ratio(result.requestsPerSecond, pk.requestsPerSecond) * 100).toFixed(1)}%`,
    optional(result.serverCpuMicrosPerRequest, 0),
    optional(result.otherCores, 2),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}

async function main(): Promise<number> {
  log(
    `plan: ${plan.connections} connections, ${plan.warmupSeconds}s warm-up, ${plan.runs} x ${plan.durationSeconds}s measured, medians reported`,
  );
  try {
    await adminQuery("select 1");
  } catch (error) {
    throw new Error(
      `PostgreSQL at ${postgresUrl} is not reachable (${(error as Error).message}); set BENCH_DATABASE_URL`,
    );
  }
  if (skipBuild) {
    log("BENCH_SKIP_BUILD: using the existing apps/server/dist");
  } else {
    log("building the production bundle (npm run build)");
    await run("npm", ["run", "build"]);
  }

  const json = await benchBaseline("baseline-json", "bare-json.ts");
  const pk = await benchBaseline("baseline-pk", "pk-read.ts", {
    PK_DATABASE_URL: await createDatabase("pk"),
  });
  const postgres = await benchCbm("postgres");
  const pglite = await benchCbm("pglite");
  const results = [json, pk, ...postgres, ...pglite];

  const pgProfile = postgres[0] as Measurement;
  const share = ratio(pgProfile.requestsPerSecond, pk.requestsPerSecond);
  const throughputMet = share >= TARGET.profileShareOfPkBaseline;
  const latencyMet = pgProfile.p99 < TARGET.profileP99Ms;
  const unhealthy = results.filter((result) => result.non2xx > 0 || result.errors > 0);
  // Without a database in the loop nothing else should be busy; PostgreSQL scenarios get some slack.
  const busy = results.filter(
    (result) =>
      (result.otherCores ?? 0) > (result.name.includes("postgres") || result.name.includes("pk") ? 1.2 : 0.3),
  );

  const lines = [
    "",
    `CBM load bench: ${plan.connections} connections, ${plan.runs} x ${plan.durationSeconds}s after ${plan.warmupSeconds}s warm-up (medians), ${os.cpus().length} CPUs, Node ${process.version}`,
    "",
    table(results, json, pk),
    "",
    `Target: on PostgreSQL, GET /v1/users/profile at >= ${TARGET.profileShareOfPkBaseline * 100}% of the primary-key baseline's req/s, and p99 < ${TARGET.profileP99Ms} ms.`,
    `  throughput: ${(share * 100).toFixed(1)}% of baseline-pk -> ${throughputMet ? "met" : "MISSED"}`,
    `  p99: ${pgProfile.p99.toFixed(1)} ms -> ${latencyMet ? "met" : "MISSED"}`,
    `  target ${throughputMet && latencyMet ? "MET" : "MISSED"}`,
    ...(pgProfile.serverCpuMicrosPerRequest !== null && pk.serverCpuMicrosPerRequest !== null
      ? [
          `  server CPU per request: profile ${pgProfile.serverCpuMicrosPerRequest.toFixed(0)} µs vs baseline-pk ${pk.serverCpuMicrosPerRequest.toFixed(0)} µs (${(pgProfile.serverCpuMicrosPerRequest / pk.serverCpuMicrosPerRequest).toFixed(1)}x)`,
        ]
      : []),
    "CPU µs/req: CPU time of the server process per request (ratio-free cost; PostgreSQL's own CPU not included).",
    "others: CPU cores busy in other processes during the runs (PostgreSQL serving the run included).",
    ...(busy.length
      ? [
          `NOISY: other processes kept ${Math.max(...busy.map((result) => result.otherCores ?? 0)).toFixed(1)} cores busy during ${busy.map((result) => result.name).join(", ")}; the machine was shared, compare CPU µs/req rather than req/s.`,
        ]
      : []),
    unhealthy.length
      ? `UNHEALTHY: non-2xx responses or errors in ${unhealthy.map((result) => result.name).join(", ")} (see .bench/results.json for status codes)`
      : "Health: no non-2xx responses and no errors in any measured run.",
    "",
  ];
  process.stdout.write(lines.join("\n"));

  const outDir = path.join(root, ".bench");
  await mkdir(outDir, { recursive: true });
  const report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryBytes: os.totalmem(),
      node: process.version,
    },
    plan,
    target: {
      ...TARGET,
      profileShareOfPkBaseline_measured: share,
      profileP99Ms_measured: pgProfile.p99,
      met: throughputMet && latencyMet,
    },
    healthy: unhealthy.length === 0,
    noisy: busy.map((result) => result.name),
    results: results.map((result) => ({
      ...result,
      vsBaselineJson: ratio(result.requestsPerSecond, json.requestsPerSecond),
      vsBaselinePk: ratio(result.requestsPerSecond, pk.requestsPerSecond),
    })),
  };
  await writeFile(path.join(outDir, "results.json"), `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote ${path.relative(process.cwd(), path.join(outDir, "results.json"))}`);
  return unhealthy.length ? 1 : 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);
