// The table `npm run bench` prints, and the check of a scenario against its target.
import type { Measurement } from "./load.ts";

export const ratio = (value: number, of: number) => (of > 0 ? value / of : Number.NaN);

/** "baseline-pk" -> "pk": the column title of the ratio to a baseline. */
const shortName = (baseline: Measurement) => baseline.name.replace(/^baseline-/, "");

export function table(results: Measurement[], baselines: Measurement[]): string {
  const header = [
    "scenario",
    "req/s",
    "p50 ms",
    "p99 ms",
    "non-2xx",
    "errors",
    ...baselines.map((baseline) => `vs ${shortName(baseline)}`),
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
    ...baselines.map(
      (baseline) => `${(ratio(result.requestsPerSecond, baseline.requestsPerSecond) * 100).toFixed(1)}%`,
    ),
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

/** A route's target on PostgreSQL: a share of a baseline's req/s and a p99 bound, at the bench's connections. */
export interface Target {
  /** Where it was set, for the report ("issue 12"). */
  source: string;
  /** The route, for the report ("GET /v1/users/profile"). */
  route: string;
  shareOfBaseline: number;
  /** The p99 bound, when the target has one: below it, or at most it with `p99AtMost`. */
  p99Ms?: number;
  p99AtMost?: boolean;
}

export interface TargetCheck extends Target {
  scenario: string;
  baseline: string;
  shareOfBaseline_measured: number;
  p99Ms_measured: number;
  throughputMet: boolean;
  latencyMet: boolean;
  met: boolean;
}

/** The verdict of a measurement against its target. */
export function verdict(target: Target, measured: Measurement, baseline: Measurement): TargetCheck {
  const share = ratio(measured.requestsPerSecond, baseline.requestsPerSecond);
  const throughputMet = share >= target.shareOfBaseline;
  // A run that answered nothing has no latency to meet a bound with (its p99 reads 0).
  const answered = measured.requestsPerSecond > 0;
  const latencyMet =
    target.p99Ms === undefined ||
    (answered && (target.p99AtMost ? measured.p99 <= target.p99Ms : measured.p99 < target.p99Ms));
  return {
    ...target,
    scenario: measured.name,
    baseline: baseline.name,
    shareOfBaseline_measured: share,
    p99Ms_measured: measured.p99,
    throughputMet,
    latencyMet,
    met: throughputMet && latencyMet,
  };
}

const met = (ok: boolean) => (ok ? "met" : "MISSED");

/** The route's CPU time per request against the baseline's (the contention-free view of throughput). */
export function cpuVersus(measured: Measurement, baseline: Measurement): string | undefined {
  const cpu = measured.serverCpuMicrosPerRequest;
  const baselineCpu = baseline.serverCpuMicrosPerRequest;
  if (cpu === null || baselineCpu === null) return undefined;
  return `server CPU per request: ${measured.name} ${cpu.toFixed(0)} µs vs ${baseline.name} ${baselineCpu.toFixed(0)} µs (${(cpu / baselineCpu).toFixed(1)}x)`;
}

/** Checks a measurement against its target; answers the verdict and the lines that report it. */
export function checkTarget(
  target: Target,
  measured: Measurement,
  baseline: Measurement,
): { check: TargetCheck; lines: string[] } {
  const check = verdict(target, measured, baseline);
  const cpu = cpuVersus(measured, baseline);
  const lines = [
    `Target (${target.source}): on PostgreSQL, ${target.route} at >= ${target.shareOfBaseline * 100}% of ${baseline.name}'s req/s, and p99 < ${target.p99Ms} ms.`,
    `  throughput: ${(check.shareOfBaseline_measured * 100).toFixed(1)}% of ${baseline.name} -> ${met(check.throughputMet)}`,
    `  p99: ${measured.p99.toFixed(1)} ms -> ${met(check.latencyMet)}`,
    `  target ${check.met ? "MET" : "MISSED"}`,
    ...(cpu ? [`  ${cpu}`] : []),
  ];
  return { check, lines };
}

/** Two scenarios whose p99 latencies must be within `factor` of each other. */
export interface SpreadCheck {
  what: string;
  scenarios: [string, string];
  p99Ms: [number, number];
  /** The larger p99 over the smaller. */
  spread: number;
  factor: number;
  met: boolean;
}

export function checkSpread(what: string, a: Measurement, b: Measurement, factor: number): SpreadCheck {
  const spread = Math.max(a.p99, b.p99) / Math.min(a.p99, b.p99);
  return {
    what,
    scenarios: [a.name, b.name],
    p99Ms: [a.p99, b.p99],
    spread,
    factor,
    met: spread <= factor,
  };
}

export const spreadLine = (check: SpreadCheck) =>
  `${check.what}: p99 ${check.p99Ms[0].toFixed(0)} vs ${check.p99Ms[1].toFixed(0)} ms, ${check.spread.toFixed(2)}x (<= ${check.factor}x) -> ${met(check.met)}`;

export const verdictLine = (check: TargetCheck) =>
  `${check.scenario}: ${(check.shareOfBaseline_measured * 100).toFixed(1)}% of ${check.baseline}'s req/s -> ${met(check.throughputMet)}; p99 ${check.p99Ms_measured.toFixed(0)} ms${check.p99Ms === undefined ? "" : ` -> ${met(check.latencyMet)}`}`;
