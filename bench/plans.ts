// Explaining CBM's statements as CBM runs them: the texts CBM's own connections ran under the load
// (sampled from pg_stat_activity), a database handle for the server's services that hands over every
// statement they build, and EXPLAIN (ANALYZE, BUFFERS) of a statement prepared as CBM prepares it.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { Bus } from "../apps/server/src/platform/bus.ts";
import { type Database, type Db, SESSION_OPTIONS } from "../apps/server/src/platform/db.ts";
import type { JobRunner } from "../apps/server/src/platform/jobs.ts";
import type { Storage } from "../apps/server/src/platform/storage.ts";

export interface Statement {
  text: string;
  params: unknown[];
}

export interface CapturingDatabase {
  /** For the server's services: one connection with CBM's session settings. */
  database: Database;
  /** The statements run through `database` since the last call. */
  take(): Statement[];
}

/** A database handle whose Drizzle logger keeps each statement and its parameters. */
export function capturingDatabase(databaseUrl: string): CapturingDatabase {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1, options: SESSION_OPTIONS });
  let logged: Statement[] = [];
  const db = drizzle(pool, {
    logger: { logQuery: (text, params) => logged.push({ text, params }) },
  }) as unknown as Db;
  return {
    database: { db, kind: "postgres", ping: async () => {}, close: () => pool.end() },
    take() {
      const taken = logged;
      logged = [];
      return taken;
    },
  };
}

const unusedStorage = () => Promise.reject(new Error("the statements explained do not use storage"));
/** The services' storage where nothing explained reads or writes images. */
export const noStorage: Storage = {
  presign: unusedStorage,
  put: unusedStorage,
  read: unusedStorage,
};

/**
 * The services' bus where nothing explained emits an event: with no listener registered, an event would
 * reach neither a handler nor the job runner, which is why there is none.
 */
export const noBus = new Bus(undefined as unknown as JobRunner);

/** A connection with CBM's session settings (SESSION_OPTIONS), to explain statements on. */
export async function cbmSession(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, options: SESSION_OPTIONS });
  await client.connect();
  return client;
}

export interface Explained {
  plan: string;
  executionMs: number;
  /** Shared buffers the whole statement hit or read. */
  buffers: number;
}

/**
 * Prepares the statement as CBM's connections do, so that EXPLAIN shows the generic plan they run
 * (SESSION_OPTIONS forces generic plans), and runs it under EXPLAIN (ANALYZE, BUFFERS). EXPLAIN
 * takes no bind parameters: the values go in as literals.
 */
export async function explainAsCbm(client: pg.Client, { text, params }: Statement): Promise<Explained> {
  // Arrays as PostgreSQL writes them (`{a,b}`), as `pg` sends them; the statements pass only ids and plain
  // words in arrays. A null (a filter not asked for) stays a null.
  const literal = (value: unknown) => (Array.isArray(value) ? `{${value.join(",")}}` : String(value));
  const values = params
    .map((value) => (value === null ? "null" : client.escapeLiteral(literal(value))))
    .join(", ");
  await client.query(`prepare explained as ${text}`);
  try {
    const { rows } = await client.query<{ "QUERY PLAN": string }>(
      `explain (analyze, buffers) execute explained${params.length ? `(${values})` : ""}`,
    );
    const plan = rows.map((row) => row["QUERY PLAN"]).join("\n");
    // The first Buffers line is the top node's: everything the statement touched.
    const [, hit, read] = /Buffers: shared(?: hit=(\d+))?(?: read=(\d+))?/.exec(plan) ?? [];
    return {
      plan,
      executionMs: Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1]),
      buffers: Number(hit ?? 0) + Number(read ?? 0),
    };
  } finally {
    await client.query("deallocate explained");
  }
}

/**
 * Runs `work` while sampling, every 50 ms, the statement each of CBM's connections runs or ran last
 * (pg_stat_activity keeps each connection's latest, cut to its first track_activity_query_size bytes,
 * 1 kB by default); answers what `work` did and every statement text seen.
 */
export async function whileWatchingStatements<T>(
  databaseUrl: string,
  work: () => Promise<T>,
): Promise<{ result: T; ran: Set<string> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const ran = new Set<string>();
  const sample = async () => {
    const { rows } = await client.query<{ query: string }>(
      "select query from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query <> ''",
    );
    for (const row of rows) ran.add(row.query);
  };
  let watching = true;
  const sampling = (async () => {
    while (watching) {
      await sample();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // What each connection ran last once the work is over.
    await sample();
  })();
  try {
    return { result: await work(), ran };
  } finally {
    watching = false;
    await sampling;
    await client.end();
  }
}

/** The statement is one CBM's connections ran (seen cut to its first kilobyte). */
export const ranByCbm = (text: string, seen: Set<string>) => [...seen].some((ran) => text.startsWith(ran));

export const indent = (text: string) => text.replace(/^/gm, "    ");
