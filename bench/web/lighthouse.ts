// Lighthouse scores through its CLI. Lighthouse is not a dependency of the repository (it would add
// about 160 MB to every install, Sentry and OpenTelemetry included): the bench installs the pinned
// version on first use into .bench/lighthouse (gitignored) and reuses it afterwards.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { keepTail } from "../production-server.ts";
import {
  CHROME_FLAGS,
  CHROME_PATH,
  killLeftoverChrome,
  log,
  root,
  run,
  stop,
  stopping,
  tempDir,
  track,
} from "./processes.ts";

export const LIGHTHOUSE_VERSION = "13.5.0";
const installDir = path.join(root, ".bench/lighthouse");
const packageDir = path.join(installDir, "node_modules/lighthouse");

export type Preset = "mobile" | "desktop";

/** The part of a Lighthouse result (LHR) the bench reads. */
interface Lhr {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { title: string; score: number | null; scoreDisplayMode: string; numericValue?: number }
  >;
}

export interface LighthouseRun {
  /** 0–100, null when the category could not be scored. */
  performance: number | null;
  accessibility: number | null;
  /** Milliseconds, except CLS (unitless). */
  metrics: Record<"fcp" | "lcp" | "tbt" | "cls" | "si", number | null>;
  /** Accessibility audits that did not pass, `id: title`. */
  failedA11yAudits: string[];
  warnings: string[];
  /** Lighthouse runs made for this one: a failed run (NO_NAVSTART, say) is retried twice. */
  attempts: number;
  error?: string;
}

export interface LighthouseResult {
  /** Medians over the runs. */
  performance: number | null;
  accessibility: number | null;
  runs: LighthouseRun[];
}

/** The CLI's entry point, installing Lighthouse first when it is missing or another version. */
export async function ensureLighthouse(): Promise<string> {
  const manifest = path.join(packageDir, "package.json");
  const installed = existsSync(manifest)
    ? (JSON.parse(readFileSync(manifest, "utf8")) as { version?: string }).version
    : undefined;
  if (installed !== LIGHTHOUSE_VERSION) {
    log(`installing lighthouse@${LIGHTHOUSE_VERSION} into .bench/lighthouse (once)`);
    await mkdir(installDir, { recursive: true });
    await writeFile(
      path.join(installDir, "package.json"),
      `${JSON.stringify({ name: "cbm-bench-lighthouse", private: true, description: "installed by npm run bench:web" }, null, 2)}\n`,
    );
    await run(
      "npm",
      [
        "install",
        "--prefix",
        installDir,
        "--save-exact",
        `lighthouse@${LIGHTHOUSE_VERSION}`,
        "--no-audit",
        "--no-fund",
        "--ignore-scripts",
        "--loglevel=error",
      ],
      { cwd: installDir },
    );
  }
  return path.join(packageDir, "cli/index.js");
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

function summarize(lhr: Lhr): LighthouseRun {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const a11y = lhr.categories.accessibility;
  const failedA11yAudits = (a11y?.auditRefs ?? [])
    .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit !== undefined &&
        audit.score !== null &&
        audit.score < 1 &&
        (audit.scoreDisplayMode === "binary" || audit.scoreDisplayMode === "numeric"),
    )
    .map(({ id, audit }) => `${id}: ${audit?.title ?? ""}`);
  return {
    performance: score(lhr.categories.performance?.score),
    accessibility: score(a11y?.score),
    metrics: {
      fcp: numeric("first-contentful-paint"),
      lcp: numeric("largest-contentful-paint"),
      tbt: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      si: numeric("speed-index"),
    },
    failedA11yAudits,
    warnings: lhr.runWarnings ?? [],
    attempts: 1,
    error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
  };
}

const failed = (error: string): LighthouseRun => ({
  performance: null,
  accessibility: null,
  metrics: { fcp: null, lcp: null, tbt: null, cls: null, si: null },
  failedA11yAudits: [],
  warnings: [],
  attempts: 1,
  error,
});

/** One Lighthouse run; a failure is returned as a run with `error`, not thrown. */
async function runOnce(cli: string, url: string, preset: Preset, reportFile: string): Promise<LighthouseRun> {
  // Lighthouse's Chrome makes its profile under TMPDIR: a directory of the bench's own, so that a
  // Chrome left behind can be found and killed by its pid (processes.ts).
  const tmp = await tempDir("lighthouse");
  const args = [
    cli,
    url,
    "--output=json",
    `--output-path=${reportFile}`,
    "--quiet",
    "--only-categories=performance,accessibility",
    "--no-enable-error-reporting",
    `--chrome-flags=${CHROME_FLAGS.join(" ")}`,
    "--max-wait-for-load=60000",
  ];
  if (preset === "desktop") args.push("--preset=desktop");
  const child = track(
    spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, CHROME_PATH, TMPDIR: tmp, NODE_NO_WARNINGS: "1" },
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    }),
    { group: true },
  );
  const tail = keepTail(child);
  const timer = setTimeout(() => {
    log(`lighthouse ${preset} ${url} took over 3 minutes: stopping it`);
    void stop(child, "SIGINT");
  }, 180_000);
  const code = await new Promise<number | null>((resolve) => {
    child.once("error", () => resolve(null));
    child.once("exit", (exitCode) => resolve(exitCode));
  });
  clearTimeout(timer);
  await stop(child);
  killLeftoverChrome(tmp);
  if (code !== 0) return failed(`lighthouse exited with ${code}: ${tail().trim() || "no output"}`);
  try {
    return summarize(JSON.parse(readFileSync(reportFile, "utf8")) as Lhr);
  } catch (error) {
    return failed(`could not read ${reportFile}: ${(error as Error).message}`);
  }
}

function median(values: (number | null)[]): number | null {
  const present = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (present.length === 0) return null;
  const middle = Math.floor(present.length / 2);
  return present.length % 2 === 1
    ? (present[middle] ?? null)
    : Math.round(((present[middle - 1] ?? 0) + (present[middle] ?? 0)) / 2);
}

/** `runs` Lighthouse runs of one page with one preset; the scores are the medians of the runs that worked. */
export async function lighthouse(
  cli: string,
  url: string,
  preset: Preset,
  runs: number,
  reportPrefix: string,
): Promise<LighthouseResult> {
  const results: LighthouseRun[] = [];
  for (let index = 1; index <= runs; index++) {
    const reportFile = `${reportPrefix}-${preset}-${index}.json`;
    let result = await runOnce(cli, url, preset, reportFile);
    for (let attempt = 2; result.error && attempt <= 3; attempt++) {
      if (stopping()) break;
      log(`lighthouse ${preset} ${new URL(url).pathname} failed (${result.error.split("\n").pop()}): again`);
      result = { ...(await runOnce(cli, url, preset, reportFile)), attempts: attempt };
    }
    if (stopping()) throw new Error("interrupted");
    log(
      `lighthouse ${preset} ${new URL(url).pathname} run ${index}/${runs}: ` +
        (result.error
          ? `failed (${result.error.split("\n").pop()})`
          : `performance ${result.performance}, accessibility ${result.accessibility}`),
    );
    results.push(result);
  }
  return {
    performance: median(results.map((r) => r.performance)),
    accessibility: median(results.map((r) => r.accessibility)),
    runs: results,
  };
}
