// The baselines CBM scenarios are compared with (bench/baselines/*.ts are the servers).
import type autocannon from "autocannon";
import { log, plan } from "../config.ts";
import { type Measurement, measure } from "../load.ts";
import { createDatabase, startBaseline, stop } from "../processes.ts";

async function benchBaseline(
  name: string,
  script: string,
  env?: Record<string, string>,
  request: Pick<autocannon.Options, "method" | "headers" | "body"> = {},
): Promise<Measurement> {
  log(`starting ${name}`);
  const { child, ready } = await startBaseline(script, env);
  try {
    return await measure(name, { url: `${ready.url}${ready.path}`, ...request }, plan, {
      serverPid: child.pid,
      progress: log,
    });
  } finally {
    await stop(child);
  }
}

/** baseline-json: bare Fastify answering from memory, the ceiling of the HTTP stack here. */
export const benchBaselineJson = () => benchBaseline("baseline-json", "bare-json.ts");

/** baseline-pk: bare Fastify reading one row by primary key, the ceiling of "one indexed query per request". */
export const benchBaselinePk = async () =>
  benchBaseline("baseline-pk", "pk-read.ts", { PK_DATABASE_URL: await createDatabase("pk") });

/** baseline-keyset: bare Fastify reading a 20-row keyset page of one indexed table, the ceiling of a feed page. */
export const benchBaselineKeyset = async () =>
  benchBaseline("baseline-keyset", "keyset-page.ts", { KEYSET_DATABASE_URL: await createDatabase("keyset") });

/** baseline-insert: bare Fastify inserting one message-shaped row per request, the ceiling of "one write per request". */
export const benchBaselineInsert = async (body: string) =>
  benchBaseline(
    "baseline-insert",
    "insert-row.ts",
    { INSERT_DATABASE_URL: await createDatabase("insert") },
    { method: "POST", headers: { "content-type": "application/json" }, body },
  );
