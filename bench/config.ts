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

export const skipBuild = process.env.BENCH_SKIP_BUILD === "1" || process.env.BENCH_SKIP_BUILD === "true";
