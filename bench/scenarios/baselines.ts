// The baselines CBM scenarios are compared with (bench/baselines/*.ts are the servers).
import type { ChildProcess } from "node:child_process";
import type autocannon from "autocannon";
import { log, plan } from "../config.ts";
import { type Load, type Measurement, measure } from "../load.ts";
import { createDatabase, startBaseline, stop } from "../processes.ts";

/** A baseline's server, started, with the load that measures it. */
async function startedBaseline(
  name: string,
  script: string,
  env?: Record<string, string>,
  request: Pick<autocannon.Options, "method" | "headers" | "body"> = {},
): Promise<{ child: ChildProcess; load: Load }> {
  log(`starting ${name}`);
  const { child, ready } = await startBaseline(script, env);
  return {
    child,
    load: { name, target: { url: `${ready.url}${ready.path}`, ...request }, serverPid: child.pid },
  };
}

async function benchBaseline(started: Promise<{ child: ChildProcess; load: Load }>): Promise<Measurement> {
  const { child, load } = await started;
  try {
    return await measure(load.name, load.target, plan, { serverPid: load.serverPid, progress: log });
  } finally {
    await stop(child);
  }
}

/** baseline-json: bare Fastify answering from memory, the ceiling of the HTTP stack here. */
export const benchBaselineJson = () => benchBaseline(startedBaseline("baseline-json", "bare-json.ts"));

/** baseline-pk: bare Fastify reading one row by primary key, the ceiling of "one indexed query per request". */
export const startedBaselinePk = async () =>
  startedBaseline("baseline-pk", "pk-read.ts", { PK_DATABASE_URL: await createDatabase("pk") });
export const benchBaselinePk = () => benchBaseline(startedBaselinePk());

/** baseline-keyset: bare Fastify reading a 20-row keyset page of one indexed table, the ceiling of a feed page. */
export const startedBaselineKeyset = async () =>
  startedBaseline("baseline-keyset", "keyset-page.ts", {
    KEYSET_DATABASE_URL: await createDatabase("keyset"),
  });
export const benchBaselineKeyset = () => benchBaseline(startedBaselineKeyset());

/**
 * baseline-insert: bare Fastify inserting one message-shaped row per request, the ceiling of "one write per
 * request"; started for a scenario to be measured in turns with it (the caller stops it).
 */
export const startedBaselineInsert = async (body: string) =>
  startedBaseline(
    "baseline-insert",
    "insert-row.ts",
    { INSERT_DATABASE_URL: await createDatabase("insert") },
    { method: "POST", headers: { "content-type": "application/json" }, body },
  );
