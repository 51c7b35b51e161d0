// The autocannon wrapper: a warm-up, then several measured runs, summarised by their medians.
import { readFile } from "node:fs/promises";
import autocannon from "autocannon";

export interface Plan {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  runs: number;
}

/** What one autocannon run saw. Latencies are in milliseconds. */
export interface RunStats {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** CPU time the server process spent per request (user + system), when it could be read (Linux). */
  serverCpuMicrosPerRequest: number | null;
  /**
   * CPU cores busy during the run in processes other than the server under load and this bench
   * (PostgreSQL serving the run counts here too). Much above 0 on a run without a database, the
   * machine was shared and the numbers are noisy. Null where /proc/stat is missing.
   */
  otherCores: number | null;
}

export interface Measurement {
  name: string;
  /** Medians over the measured runs. */
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Summed over the measured runs (the warm-up is reported apart). */
  non2xx: number;
  errors: number;
  /** Median server CPU time per request, in microseconds (null when not measurable). */
  serverCpuMicrosPerRequest: number | null;
  /** Median CPU cores used by other processes during the runs (see RunStats.otherCores). */
  otherCores: number | null;
  warmup: RunStats;
  runs: RunStats[];
}

/** What to send: fixed options, or options built afresh for each run (for per-connection state). */
export type Target =
  | Omit<autocannon.Options, "connections" | "duration">
  | (() => Omit<autocannon.Options, "connections" | "duration">);

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The value at `share` (0.99 for the p99) of values sorted in ascending order; 0 when there are none. */
export const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/** Busy CPU seconds of the whole machine so far, from /proc/stat; null where there is none. */
async function machineCpuSeconds(): Promise<number | null> {
  try {
    const line = (await readFile("/proc/stat", "utf8")).split("\n")[0] ?? "";
    // cpu user nice system idle iowait irq softirq steal ...: everything but idle and iowait is busy.
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    const busy = ticks.reduce((sum, value, index) => (index === 3 || index === 4 ? sum : sum + value), 0);
    return busy / 100;
  } catch {
    return null;
  }
}

/** CPU seconds (user + system) a process has used so far, from /proc; null where there is none. */
async function cpuSeconds(pid: number | undefined): Promise<number | null> {
  if (pid === undefined) return null;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

async function once(target: Target, connections: number, duration: number, pid?: number): Promise<RunStats> {
  const options = typeof target === "function" ? target() : target;
  const cpuBefore = await cpuSeconds(pid);
  const machineBefore = await machineCpuSeconds();
  const selfBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({ ...options, connections, duration, timeout: 10 });
  const elapsed = (performance.now() - started) / 1000;
  const self = process.cpuUsage(selfBefore);
  const machineAfter = await machineCpuSeconds();
  const cpuAfter = await cpuSeconds(pid);
  const serverCpu = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
  const otherCores =
    machineBefore !== null && machineAfter !== null
      ? Math.max(0, machineAfter - machineBefore - (serverCpu ?? 0) - (self.user + self.system) / 1e6) /
        elapsed
      : null;
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = stat.count;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    serverCpuMicrosPerRequest:
      serverCpu !== null && result.requests.total > 0 ? (serverCpu * 1e6) / result.requests.total : null,
    otherCores,
  };
}

/** A load to measure: its name, what to send, and the process under load (its CPU time is reported). */
export interface Load {
  name: string;
  target: Target;
  serverPid?: number;
}

const runLine = (name: string, run: number, runs: number, stats: RunStats) => {
  const cpu =
    stats.serverCpuMicrosPerRequest === null
      ? ""
      : `, server CPU ${stats.serverCpuMicrosPerRequest.toFixed(0)} µs/req`;
  const others = stats.otherCores === null ? "" : `, other processes ${stats.otherCores.toFixed(2)} cores`;
  return `${name}: run ${run}/${runs}: ${stats.requestsPerSecond.toFixed(0)} req/s, p50 ${stats.p50} ms, p99 ${stats.p99} ms, non-2xx ${stats.non2xx}, errors ${stats.errors}${cpu}${others}`;
};

function summarised(name: string, warmup: RunStats, runs: RunStats[]): Measurement {
  const present = (value: number | null): value is number => value !== null;
  const cpus = runs.map((run) => run.serverCpuMicrosPerRequest).filter(present);
  const others = runs.map((run) => run.otherCores).filter(present);
  return {
    name,
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    serverCpuMicrosPerRequest: cpus.length ? median(cpus) : null,
    otherCores: others.length ? median(others) : null,
    warmup,
    runs,
  };
}

/**
 * Warms each load up, then runs `plan.runs` measured runs of each, taking turns (a run of the first, a run
 * of the second, ...), and reports each one's medians. A scenario and its baseline measured in turns meet
 * the same moods of the machine, whose speed drifts by a third within minutes here; measured one after
 * the other, their ratio carried that drift.
 */
export async function measureInTurns(
  loads: Load[],
  plan: Plan,
  progress: (line: string) => void = () => {},
): Promise<Measurement[]> {
  const warmups: RunStats[] = [];
  for (const load of loads) {
    progress(`${load.name}: warm-up ${plan.warmupSeconds}s`);
    warmups.push(await once(load.target, plan.connections, plan.warmupSeconds, load.serverPid));
  }
  const runs: RunStats[][] = loads.map(() => []);
  for (let run = 1; run <= plan.runs; run++) {
    for (const [index, load] of loads.entries()) {
      const stats = await once(load.target, plan.connections, plan.durationSeconds, load.serverPid);
      progress(runLine(load.name, run, plan.runs, stats));
      runs[index]?.push(stats);
    }
  }
  return loads.map((load, index) => summarised(load.name, warmups[index] as RunStats, runs[index] ?? []));
}

/**
 * Warms up, then runs `plan.runs` measured runs back to back and reports their medians.
 * `serverPid` is the process under load, whose CPU time per request is reported too.
 */
export async function measure(
  name: string,
  target: Target,
  plan: Plan,
  options: { serverPid?: number; progress?: (line: string) => void } = {},
): Promise<Measurement> {
  const [measured] = await measureInTurns(
    [{ name, target, serverPid: options.serverPid }],
    plan,
    options.progress,
  );
  return measured as Measurement;
}

/**
 * POST `path` with `{ refreshToken }`, each connection on its own session: connection i presents
 * the token its previous response returned. The chain lives outside autocannon's per-request
 * context (which resets after each cycle), in one slot per connection kept across runs, so the
 * measured runs continue the chains the warm-up started.
 */
export function refreshChains(url: string, path: string, tokens: string[]): () => autocannon.Options {
  const slots = tokens.map((token) => ({ token }));
  return () => {
    let next = 0;
    return {
      url,
      setupClient(client) {
        const slot = slots[next++ % slots.length] as { token: string };
        client.setRequests([
          {
            method: "POST",
            path,
            headers: { "content-type": "application/json" },
            setupRequest: (request) => ({ ...request, body: JSON.stringify({ refreshToken: slot.token }) }),
            onResponse: (status, body) => {
              if (status !== 200) return;
              const token = (JSON.parse(body) as { refreshToken?: unknown }).refreshToken;
              if (typeof token === "string") slot.token = token;
            },
          },
        ]);
      },
    };
  };
}
