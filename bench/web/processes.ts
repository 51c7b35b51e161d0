// What `npm run bench:web` starts (the server, Lighthouse, the browsers) is tracked here, so that it is
// stopped at the end, whatever happens: normal end, failure, Ctrl-C.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, keepTail, spawnProductionServer, waitUntilReady } from "../production-server.ts";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export const log = (line: string) => process.stderr.write(`[bench:web] ${line}\n`);

/** The browser both measurements use, and the flags it runs with. */
export const CHROME_PATH = process.env.BENCH_CHROME_PATH || "/usr/bin/chromium";
export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  // Belt and braces for "no traffic but 127.0.0.1": loopback bypasses a proxy implicitly, so the
  // bench's server is reached directly, while any other host would go to a dead proxy on 127.0.0.1:9.
  "--proxy-server=127.0.0.1:9",
];

interface Tracked {
  /** Spawned with `detached`: its process group is signalled, not only the process. */
  group: boolean;
}

const children = new Map<ChildProcess, Tracked>();
const tempDirs = new Set<string>();
const cleanups = new Set<() => Promise<void>>();

export function track(child: ChildProcess, options: Tracked = { group: false }): ChildProcess {
  children.set(child, options);
  child.once("exit", () => children.delete(child));
  return child;
}

function signal(child: ChildProcess, name: NodeJS.Signals): void {
  const pid = child.pid;
  if (pid === undefined) return;
  try {
    if (children.get(child)?.group) process.kill(-pid, name);
    else child.kill(name);
  } catch {
    // already gone
  }
}

/** Stops a child: `first` (SIGTERM unless told), then SIGKILL after 5 s. */
export async function stop(child: ChildProcess, first: NodeJS.Signals = "SIGTERM"): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    if (children.get(child)?.group) signal(child, "SIGKILL"); // stragglers of the group
    children.delete(child);
    return;
  }
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  signal(child, first);
  const timer = setTimeout(() => signal(child, "SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
  if (children.get(child)?.group) signal(child, "SIGKILL");
  children.delete(child);
}

/** Runs `fn` at clean-up time (closing a browser, say); returns a function that unregisters it. */
export function onCleanUp(fn: () => Promise<void>): () => void {
  cleanups.add(fn);
  return () => cleanups.delete(fn);
}

export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `cbm-bench-web-${prefix}-`));
  tempDirs.add(dir);
  return dir;
}

/**
 * Chrome started by Lighthouse (chrome-launcher) leads its own process group and writes its pid to
 * `<TMPDIR>/lighthouse.*\/chrome.pid`; the bench gives Lighthouse its own TMPDIR, so whatever is left
 * there after a run (a killed Lighthouse does not stop its Chrome) is ours and is killed by its id.
 */
export function killLeftoverChrome(dir: string): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir)) {
    const pidFile = path.join(dir, entry, "chrome.pid");
    if (!entry.startsWith("lighthouse.") || !existsSync(pidFile)) continue;
    const pid = Number(readFileSync(pidFile, "utf8").trim());
    if (!Number.isInteger(pid) || pid <= 1) continue;
    let cmdline = "";
    try {
      cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8");
    } catch {
      continue; // not running
    }
    if (!cmdline.includes(dir)) continue; // the pid was reused by something else
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
  }
}

let cleaning: Promise<void> | undefined;
/** True once the bench is stopping (interrupted or done): failures from then on are expected. */
export const stopping = () => cleaning !== undefined;

export function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const fn of cleanups) {
      try {
        await fn();
      } catch (error) {
        log(`clean-up step failed: ${(error as Error).message}`);
      }
    }
    cleanups.clear();
    await Promise.all([...children.keys()].map((child) => stop(child)));
    for (const dir of tempDirs) {
      killLeftoverChrome(dir);
      rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
    }
    tempDirs.clear();
  })();
  return cleaning;
}

process.on("exit", () => {
  for (const child of children.keys()) signal(child, "SIGKILL");
  for (const dir of tempDirs) killLeftoverChrome(dir);
});
for (const name of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(name, () => {
    log(`${name}: stopping`);
    cleanUp().finally(() => process.exit(130));
  });
}

/** Runs a command to its end; rejects with the tail of its output when it fails. */
export function run(
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = track(
      spawn(command, args, {
        cwd: options.cwd ?? root,
        env: options.env ?? process.env,
        stdio: ["ignore", "pipe", "pipe"],
      }),
    );
    const tail = keepTail(child);
    child.once("error", reject);
    child.once("exit", (code, signalName) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(" ")} failed (${code ?? signalName}):\n${tail()}`)),
    );
  });
}

/** The production bundle on 127.0.0.1, an empty embedded database, no demo data; waits for /readyz. */
export async function startServer(): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = track(spawnProductionServer(port, await tempDir("data")));
  const base = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, base, "the server", keepTail(child));
  return { child, base };
}
