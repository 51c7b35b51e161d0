// `npm test`: every check, in order. Typecheck, lint, the rooms' boundaries, unused code, file sizes, the whole suite on PGlite, the server suite
// again on PostgreSQL when TEST_DATABASE_URL is set, and the browser journeys in Chromium.
// Under CI=true a missing service is a failure, never a silent skip.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const ci = process.env.CI === "true";
const reports = mkdtempSync(path.join(tmpdir(), "cbm-test-report-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Seconds each step took, printed at the end: where the run's time goes. */
const timings = [];
const timed = (title, work) => {
  const started = performance.now();
  const result = work();
  timings.push(`${title}: ${Math.round((performance.now() - started) / 1000)} s`);
  return result;
};

function run(title, command, args, env = process.env) {
  console.log(`\n▶ ${title}`);
  const result = timed(title, () => spawnSync(command, args, { cwd: root, stdio: "inherit", env }));
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    summarize();
    process.exit(result.status ?? 1);
  }
}

function vitest(title, args, env) {
  const report = path.join(reports, `${title.replace(/\W+/g, "-")}.json`);
  console.log(`\n▶ ${title}`);
  const result = timed(title, () =>
    spawnSync(
      "npx",
      ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`, ...args],
      { cwd: root, stdio: "inherit", env },
    ),
  );
  if (existsSync(report)) {
    const counts = JSON.parse(readFileSync(report, "utf8"));
    totals.passed += counts.numPassedTests;
    totals.failed += counts.numFailedTests;
    totals.skipped += counts.numPendingTests + counts.numTodoTests;
  }
  if (result.status !== 0) {
    console.error(`\n✗ ${title} failed`);
    summarize();
    process.exit(result.status ?? 1);
  }
}

function playwright() {
  const report = path.join(reports, "e2e.json");
  console.log("\n▶ browser journeys in Chromium");
  const result = timed("browser journeys", () =>
    spawnSync("npx", ["playwright", "test"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, E2E_REPORT: report },
    }),
  );
  if (existsSync(report)) {
    const { stats } = JSON.parse(readFileSync(report, "utf8"));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
  if (result.status !== 0) {
    console.error("\n✗ browser journeys failed");
    summarize();
    process.exit(result.status ?? 1);
  }
}

function summarize() {
  console.log(`\ntime per step: ${timings.join(", ")}`);
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}

function required(name, why) {
  if (ci && !process.env[name]) {
    console.error(`✗ ${name} is not set: ${why}. Under CI=true this is a failure, not a skip.`);
    process.exit(1);
  }
}

required("TEST_DATABASE_URL", "the integration suite must also run on PostgreSQL");
required("REDIS_URL", "the multi-instance tests need the real Redis");

run("typecheck", "npx", ["tsc", "-b"]);
run("lint", "npx", ["biome", "check", "."]);
run("boundaries between rooms (dependency-cruiser)", "node", ["scripts/boundaries.mjs"]);
run("unused files, exports and dependencies (knip)", "npx", ["knip", "--no-progress"]);
run("source files of at most 300 lines", "node", ["scripts/file-sizes.mjs"]);

const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
vitest("all tests on PGlite", [], withoutPostgres);
if (TEST_DATABASE_URL) {
  // The seed's tests seed an empty PGlite of their own in either pass (the run's PostgreSQL database is
  // shared by every file, so never empty): here they would only repeat the first pass, at 80 s of a worker.
  // Each worker has its own copy of the run's database (testing/global-setup.ts): when the files of two
  // workers shared one, they queued on pg-boss's tables until requests timed out with 503s (807 s).
  vitest("server tests on PostgreSQL", ["--project", "server", "--exclude", "src/seed/**"], {
    ...process.env,
    CBM_TEST_DRIVER: "postgres",
  });
} else {
  console.log("\n(TEST_DATABASE_URL is not set: the PostgreSQL pass is skipped outside CI)");
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (existsSync(chromium)) {
  playwright();
} else if (ci) {
  console.error(
    `✗ Chromium is missing at ${chromium}: the browser journeys cannot run. Under CI=true this is a failure.`,
  );
  process.exit(1);
} else {
  console.log(
    `\n(Chromium is not at ${chromium}: the browser journeys are skipped outside CI; apt-get install chromium)`,
  );
}

summarize();
