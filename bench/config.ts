// What `npm run bench` reads from the environment (bench/README.md lists the variables).
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plan } from "./load.ts";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

function positiveNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

export const plan: Plan = {
  connections: Math.round(positiveNumber("BENCH_CONNECTIONS", 50)),
  warmupSeconds: positiveNumber("BENCH_WARMUP", 5),
  durationSeconds: positiveNumber("BENCH_DURATION", 10),
  runs: Math.round(positiveNumber("BENCH_RUNS", 3)),
};

export const postgresUrl =
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || "postgres://root@127.0.0.1:5432/test";

/** The Redis the two instances of the messages scenario share, each run under a key prefix of its own. */
export const redisUrl = process.env.BENCH_REDIS_URL || process.env.REDIS_URL || "redis://127.0.0.1:6379";

/** The scenarios `BENCH_ONLY` may name; the run measures them in this order. */
export const SCENARIOS = [
  "baseline-json",
  "baseline-pk",
  "baseline-keyset",
  "postgres",
  "pglite",
  "search",
  "feeds",
  "shop",
  "buying",
  "messages",
  "assistant",
] as const;
export type Scenario = (typeof SCENARIOS)[number];

function chosenScenarios(): Set<Scenario> {
  const raw = process.env.BENCH_ONLY;
  if (raw === undefined || raw.trim() === "") return new Set(SCENARIOS);
  const names = raw.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !(SCENARIOS as readonly string[]).includes(name));
  if (unknown.length)
    throw new Error(
      `BENCH_ONLY names unknown scenarios (${unknown.join(", ")}); known: ${SCENARIOS.join(", ")}`,
    );
  return new Set(names as Scenario[]);
}

/** The scenarios to measure: every one unless `BENCH_ONLY` lists some. */
export const scenarios = chosenScenarios();

export const skipBuild = process.env.BENCH_SKIP_BUILD === "1" || process.env.BENCH_SKIP_BUILD === "true";
