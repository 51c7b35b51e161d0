// `npm run bench:web`: how heavy and how fast the web app's public pages are, built for production and
// served by the API server on 127.0.0.1 (bench/README.md, "Web bench", says what is measured).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type JsWeight, measureJs } from "./js-weight.ts";
import {
  ensureLighthouse,
  LIGHTHOUSE_VERSION,
  type LighthouseResult,
  type LighthouseRun,
  lighthouse,
  type Preset,
} from "./lighthouse.ts";
import { CHROME_PATH, cleanUp, log, root, run, startServer, stop } from "./processes.ts";

const PAGES = ["/", "/login"] as const;
const PRESETS: readonly Preset[] = ["mobile", "desktop"];

/** The targets of issue 3 §9 (kB = 1,000 bytes, as Vite reports them). */
const TARGET = {
  jsGzipBytes: 150_000,
  performance: { mobile: 90, desktop: 98 },
  accessibility: 100,
} as const;

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

const runs = positiveInteger("BENCH_WEB_RUNS", 1);
const skipBuild = process.env.BENCH_SKIP_BUILD === "1" || process.env.BENCH_SKIP_BUILD === "true";
const resultsFile = path.join(root, ".bench/web-results.json");
const reportsDir = path.join(root, ".bench/lighthouse-reports");

interface PageResult {
  path: string;
  js: JsWeight;
  lighthouse: Record<Preset, LighthouseResult>;
  meets: {
    jsGzip: boolean;
    performance: Record<Preset, boolean>;
    accessibility: Record<Preset, boolean>;
  };
}

// ---------------------------------------------------------------------------------------------
// Reporting

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const verdict = (met: boolean) => (met ? "ok" : "MISS");
const scoreCell = (value: number | null, met: boolean) =>
  value === null ? "error" : `${value} ${verdict(met)}`;

function render(rows: string[][]): string {
  const widths = (rows[0] ?? []).map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? "").length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}

function summaryTable(results: PageResult[]): string {
  const header = ["page", "JS raw", "JS gzip", "perf mobile", "perf desktop", "a11y mobile", "a11y desktop"];
  const rows = results.map((result) => [
    result.path,
    kB(result.js.beforeFirstRender.rawBytes),
    `${kB(result.js.beforeFirstRender.gzipBytes)} ${verdict(result.meets.jsGzip)}`,
    scoreCell(result.lighthouse.mobile.performance, result.meets.performance.mobile),
    scoreCell(result.lighthouse.desktop.performance, result.meets.performance.desktop),
    scoreCell(result.lighthouse.mobile.accessibility, result.meets.accessibility.mobile),
    scoreCell(result.lighthouse.desktop.accessibility, result.meets.accessibility.desktop),
  ]);
  const target = [
    "target",
    "",
    `≤ ${kB(TARGET.jsGzipBytes)}`,
    `≥ ${TARGET.performance.mobile}`,
    `≥ ${TARGET.performance.desktop}`,
    String(TARGET.accessibility),
    String(TARGET.accessibility),
  ];
  return render([header, ...rows, target]);
}

function chunksTable(result: PageResult, top = 8): string {
  const { chunks, count } = result.js.beforeFirstRender;
  const rows = chunks.slice(0, top).map((chunk) => ["", chunk.name, kB(chunk.rawBytes), kB(chunk.gzipBytes)]);
  if (count > top) {
    const rest = chunks.slice(top);
    rows.push([
      "",
      `(${rest.length} more)`,
      kB(rest.reduce((sum, c) => sum + c.rawBytes, 0)),
      kB(rest.reduce((sum, c) => sum + c.gzipBytes, 0)),
    ]);
  }
  const idle = result.js.afterNetworkIdle;
  const later = idle.count - count;
  const footer =
    later > 0
      ? `  then ${later} more after first render (by network idle: ${kB(idle.gzipBytes)} gzip in all)`
      : "  nothing more loaded by network idle";
  return `${result.path}: ${count} JS files before the h1 ("${result.js.h1}") showed, ${result.js.msToH1} ms locally\n${render([["", "chunk", "raw", "gzip"], ...rows])}\n${footer}`;
}

/** The run whose performance score is the median, for its metrics. */
function medianRun(result: LighthouseResult): LighthouseRun | undefined {
  const scored = result.runs.filter((r) => r.performance !== null);
  return scored.find((r) => r.performance === result.performance) ?? scored[0];
}

function metricsTable(results: PageResult[]): string {
  const ms = (value: number | null | undefined) => (value == null ? "-" : `${Math.round(value)}`);
  const rows = results.flatMap((result) =>
    PRESETS.map((preset) => {
      const metrics = medianRun(result.lighthouse[preset])?.metrics;
      return [
        result.path,
        preset,
        ms(metrics?.fcp),
        ms(metrics?.lcp),
        ms(metrics?.tbt),
        metrics?.cls == null ? "-" : metrics.cls.toFixed(3),
        ms(metrics?.si),
      ];
    }),
  );
  return render([["page", "preset", "FCP ms", "LCP ms", "TBT ms", "CLS", "SI ms"], ...rows]);
}

function notes(results: PageResult[]): string[] {
  const lines: string[] = [];
  for (const result of results) {
    if (result.js.foreignRequests.length > 0)
      lines.push(
        `${result.path}: requests to other hosts (blocked): ${result.js.foreignRequests.join(", ")}`,
      );
    if (new URL(result.js.finalUrl).pathname !== result.path)
      lines.push(`${result.path}: ended up at ${result.js.finalUrl}`);
    for (const preset of PRESETS) {
      for (const [index, lhRun] of result.lighthouse[preset].runs.entries()) {
        const where = `${result.path} ${preset} run ${index + 1}`;
        if (lhRun.error) lines.push(`${where}: FAILED after ${lhRun.attempts} attempts: ${lhRun.error}`);
        else if (lhRun.attempts > 1) lines.push(`${where}: needed ${lhRun.attempts} attempts`);
        for (const warning of lhRun.warnings) lines.push(`${where}: lighthouse warns: ${warning}`);
      }
      const failedAudits = new Set(result.lighthouse[preset].runs.flatMap((r) => r.failedA11yAudits));
      if (failedAudits.size > 0)
        lines.push(`${result.path} ${preset}: accessibility audits failing: ${[...failedAudits].join("; ")}`);
    }
  }
  return lines;
}

function git(args: string[]): string | null {
  try {
    return execFileSync("git", args, {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chromium at ${CHROME_PATH} (set BENCH_CHROME_PATH)`);
  const cli = await ensureLighthouse();
  if (skipBuild) {
    log("BENCH_SKIP_BUILD: reusing apps/web/dist and apps/server/dist");
  } else {
    log("building (npm run build)");
    await run("npm", ["run", "build"]);
  }
  for (const file of ["apps/web/dist/index.html", "apps/server/dist/main.js"])
    if (!existsSync(path.join(root, file))) throw new Error(`${file} is missing: build first`);

  await mkdir(reportsDir, { recursive: true });
  const { child: server, base } = await startServer();
  log(`server on ${base}`);
  let results: PageResult[];
  let chromiumVersion: string;
  try {
    log(`weighing the JavaScript of ${PAGES.join(", ")}`);
    const js = await measureJs(base, PAGES);
    chromiumVersion = js.chromiumVersion;
    results = [];
    for (const weight of js.pages) {
      const slug = weight.path === "/" ? "home" : weight.path.replace(/^\//, "").replaceAll("/", "-");
      const scores = {} as Record<Preset, LighthouseResult>;
      for (const preset of PRESETS)
        scores[preset] = await lighthouse(
          cli,
          `${base}${weight.path}`,
          preset,
          runs,
          path.join(reportsDir, slug),
        );
      const met = (value: number | null, target: number) => value !== null && value >= target;
      results.push({
        path: weight.path,
        js: weight,
        lighthouse: scores,
        meets: {
          jsGzip: weight.beforeFirstRender.gzipBytes <= TARGET.jsGzipBytes,
          performance: {
            mobile: met(scores.mobile.performance, TARGET.performance.mobile),
            desktop: met(scores.desktop.performance, TARGET.performance.desktop),
          },
          accessibility: {
            mobile: met(scores.mobile.accessibility, TARGET.accessibility),
            desktop: met(scores.desktop.accessibility, TARGET.accessibility),
          },
        },
      });
    }
  } finally {
    await stop(server);
  }

  const dirty = git(["status", "--porcelain"]);
  await writeFile(
    resultsFile,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        commit: git(["rev-parse", "HEAD"]),
        uncommittedChanges: dirty === null ? null : dirty.length > 0,
        machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? null, node: process.version },
        chromium: chromiumVersion,
        lighthouse: LIGHTHOUSE_VERSION,
        lighthouseRuns: runs,
        targets: TARGET,
        pages: results,
      },
      null,
      2,
    )}\n`,
  );

  const out = [
    "",
    summaryTable(results),
    "",
    "JavaScript before first render (gzip level 9, kB = 1,000 bytes), largest first:",
    ...results.map((result) => chunksTable(result)),
    "",
    `Lighthouse metrics (${runs === 1 ? "one run" : `median-performance run of ${runs}`}):`,
    metricsTable(results),
  ];
  const remarks = notes(results);
  if (remarks.length > 0) out.push("", "Notes:", ...remarks.map((line) => `- ${line}`));
  out.push(
    "",
    `Written: ${path.relative(root, resultsFile)}, reports in ${path.relative(root, reportsDir)}/`,
  );
  process.stdout.write(`${out.join("\n")}\n`);

  // A missed target is reported, not a failure; a measurement that could not be made is.
  const broken = results.some((result) =>
    PRESETS.some((preset) => result.lighthouse[preset].runs.some((r) => r.error !== undefined)),
  );
  return broken ? 1 : 0;
}

main()
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    await cleanUp();
    process.exit(1);
  });
