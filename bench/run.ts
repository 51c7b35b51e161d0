// `npm run bench`: the API under load against three baselines measured in the same run on the same
// machine (bench/README.md explains what is measured and how to read the ratios). The scenarios are
// in bench/scenarios/, one server at a time; this file runs them in order and reports.
import { mkdir, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { log, plan, postgresUrl, root, type Scenario, scenarios, skipBuild } from "./config.ts";
import { adminQuery, cleanUp, run } from "./processes.ts";
import { checkTarget, ratio, table } from "./report.ts";
import { assistantLines, benchAssistant } from "./scenarios/assistant.ts";
import { benchBaselineJson, benchBaselineKeyset, benchBaselinePk } from "./scenarios/baselines.ts";
import { benchBuying, buyingLines } from "./scenarios/buying.ts";
import { benchFeeds, checkFeeds, feedMeasurements, feedPlanLines } from "./scenarios/feeds.ts";
import { benchMessages, checkMessages } from "./scenarios/messages.ts";
import { benchProfileAndRefresh, PROFILE_TARGET } from "./scenarios/profile-refresh.ts";
import { benchShop, checkShop, shopMeasurements, shopPlanLines } from "./scenarios/shop.ts";
import { benchUserSearch, planLines, SEARCH_TARGET } from "./scenarios/user-search.ts";

/**
 * The cores other processes may keep busy before a run counts as noisy. Without a database in the loop
 * nothing else should be busy; PostgreSQL serving one indexed read per request gets some slack. Under
 * the search and the feeds PostgreSQL does much of the work, so there "others" cannot tell noise from
 * the load.
 */
function noiseLimit(scenario: string): number {
  if (/ (search|following|explore|shop|send message)/.test(scenario)) return Number.POSITIVE_INFINITY;
  return /postgres|baseline-pk|baseline-keyset|baseline-insert/.test(scenario) ? 1.2 : 0.3;
}

async function main(): Promise<number> {
  log(
    `plan: ${[...scenarios].join(", ")}; ${plan.connections} connections, ${plan.warmupSeconds}s warm-up, ${plan.runs} x ${plan.durationSeconds}s measured, medians reported`,
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

  const measured = <T>(scenario: Scenario, bench: () => Promise<T>) =>
    scenarios.has(scenario) ? bench() : Promise.resolve(undefined);
  const json = await measured("baseline-json", benchBaselineJson);
  const pk = await measured("baseline-pk", benchBaselinePk);
  const keyset = await measured("baseline-keyset", benchBaselineKeyset);
  const postgres = await measured("postgres", () => benchProfileAndRefresh("postgres"));
  const pglite = await measured("pglite", () => benchProfileAndRefresh("pglite"));
  // After the others: PostgreSQL is still writing the seeded rows out for a while after each of these.
  const userSearch = await measured("search", benchUserSearch);
  const feeds = await measured("feeds", benchFeeds);
  const shop = await measured("shop", benchShop);
  const buying = await measured("buying", benchBuying);
  const messages = await measured("messages", benchMessages);
  const assistant = await measured("assistant", benchAssistant);
  const present = <T>(values: (T | undefined)[]) => values.filter((value) => value !== undefined);
  const baselines = present([json, pk, keyset, messages?.baseline]);
  const results = [
    ...baselines,
    ...present([postgres?.profile, postgres?.refresh, pglite?.profile, pglite?.refresh, userSearch?.search]),
    ...(feeds ? feedMeasurements(feeds) : []),
    ...(shop ? shopMeasurements(shop) : []),
    ...(buying ? [buying.add, buying.keyset, buying.read] : []),
    ...present([messages?.send, assistant]),
  ];

  // A target is checked when its scenario and its baseline both ran.
  const profileTarget = postgres && pk && checkTarget(PROFILE_TARGET, postgres.profile, pk);
  const searchTarget = userSearch && pk && checkTarget(SEARCH_TARGET, userSearch.search, pk);
  const feedTarget = feeds && keyset && checkFeeds(feeds, keyset);
  const shopTarget = shop && checkShop(shop);
  const messagesTarget = messages && checkMessages(messages);
  const unhealthy = [
    ...results.filter((result) => result.non2xx > 0 || result.errors > 0).map((result) => result.name),
    ...(messages && messages.delivery.delivered < messages.delivery.sent ? ["messages delivery"] : []),
  ];
  const busy = results.filter((result) => (result.otherCores ?? 0) > noiseLimit(result.name));
  const planMismatch = [userSearch?.plans, feeds?.plans, shop?.plans].some(
    (plans) => plans && !plans.sameStatementsAsCbm,
  );

  const lines = [
    "",
    `CBM load bench: ${plan.connections} connections, ${plan.runs} x ${plan.durationSeconds}s after ${plan.warmupSeconds}s warm-up (medians), ${os.cpus().length} CPUs, Node ${process.version}`,
    "",
    table(results, baselines),
    "",
    ...(profileTarget?.lines ?? []),
    ...(searchTarget?.lines ?? []),
    ...(feedTarget?.lines ?? []),
    ...(shopTarget?.lines ?? []),
    ...(buying ? buyingLines(buying) : []),
    ...(messagesTarget?.lines ?? []),
    ...(assistant ? assistantLines(assistant) : []),
    "CPU µs/req: CPU time of the server process per request (ratio-free cost; PostgreSQL's own CPU not included).",
    "others: CPU cores busy in other processes during the runs (PostgreSQL serving the run included).",
    ...(busy.length
      ? [
          `NOISY: other processes kept ${Math.max(...busy.map((result) => result.otherCores ?? 0)).toFixed(1)} cores busy during ${busy.map((result) => result.name).join(", ")}; the machine was shared, compare CPU µs/req rather than req/s.`,
        ]
      : []),
    unhealthy.length
      ? `UNHEALTHY: non-2xx responses, errors or lost deliveries in ${unhealthy.join(", ")} (see .bench/results.json for status codes)`
      : "Health: no non-2xx responses and no errors in any measured run.",
    "",
    ...(userSearch ? [...planLines(userSearch.plans), ""] : []),
    ...(feeds ? [...feedPlanLines(feeds.plans), ""] : []),
    ...(shop ? [...shopPlanLines(shop.plans), ""] : []),
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
    scenarios: [...scenarios],
    targets: present([
      profileTarget?.check,
      searchTarget?.check,
      ...(feedTarget?.checks ?? []),
      ...(shopTarget?.checks ?? []),
      ...(messagesTarget?.checks ?? []),
    ]),
    healthy: unhealthy.length === 0,
    noisy: busy.map((result) => result.name),
    results: results.map((result) => ({
      ...result,
      vsBaselineJson: json && ratio(result.requestsPerSecond, json.requestsPerSecond),
      vsBaselinePk: pk && ratio(result.requestsPerSecond, pk.requestsPerSecond),
      vsBaselineKeyset: keyset && ratio(result.requestsPerSecond, keyset.requestsPerSecond),
      vsBaselineInsert: messages && ratio(result.requestsPerSecond, messages.baseline.requestsPerSecond),
    })),
    userSearchPlans: userSearch?.plans,
    feedPlans: feeds?.plans,
    shopPlans: shop?.plans,
    buying: buying && { checkout: buying.checkout, oneVariant: buying.oneVariant },
  };
  await writeFile(path.join(outDir, "results.json"), `${JSON.stringify(report, null, 2)}\n`);
  log(`wrote ${path.relative(process.cwd(), path.join(outDir, "results.json"))}`);
  return unhealthy.length || planMismatch ? 1 : 0;
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
