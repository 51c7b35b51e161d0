// pg-boss's way into CBM's database: the pool's (or PGlite's) own connections, or the caller's open
// transaction for a job written with what it follows; and the statements of pg-boss's that CBM runs itself.
import { createRequire } from "node:module";
import { type SQL, sql } from "drizzle-orm";
import { pgSchema, text, timestamp } from "drizzle-orm/pg-core";
import type PgBoss from "pg-boss";
import { type Database, type Executor, reusable } from "./db.ts";

export type Rows<T = Record<string, unknown>> = { rows: T[] };

/** The driver's own client under Drizzle: PostgreSQL's pool or the one PGlite. */
interface RawClient {
  query(text: string, values?: unknown[]): Promise<Rows>;
  exec?(text: string): Promise<Rows[]>;
}

/**
 * pg-boss's way into our database, sharing its connections. PGlite runs a text of several statements
 * (pg-boss's maintenance is `begin; …; commit`) only through `exec`, and waits for any transaction in
 * progress before either, so pg-boss never runs inside someone else's transaction.
 */
export function sharedConnection(database: Database): PgBoss.Db {
  const client = (database.db as unknown as { $client: RawClient }).$client;
  return {
    async executeSql(text, values) {
      if (values?.length || !client.exec) return client.query(text, values);
      const results = await client.exec(text);
      return results.at(-1) ?? { rows: [] };
    },
  };
}

/** pg-boss's statement, with its `$n` parameters, as one Drizzle can run in an open transaction. */
function parameterized(text: string, values: unknown[] = []): SQL {
  const pieces = text.split(/\$(\d+)/);
  return sql.join(
    pieces.map((piece, i) => (i % 2 === 0 ? sql.raw(piece) : sql`${values[Number(piece) - 1] ?? null}`)),
  );
}

const inTransaction = (tx: Executor): PgBoss.Db => ({
  executeSql: async (text, values) => (await tx.execute(parameterized(text, values))) as unknown as Rows,
});

/** pg-boss's statements that end a batch's jobs, which it runs without awaiting them (see `tolerant`). */
const plans = createRequire(import.meta.url)("pg-boss/src/plans.js") as {
  completeJobs(schema: string): string;
  failJobsById(schema: string): string;
  insertJobs(schema: string): string;
};
export const UNAWAITED = new Set([plans.completeJobs("pgboss"), plans.failJobsById("pgboss")]);

/** pg-boss's insert of many jobs (its `insert`), answering the ids it wrote, which its own does not. */
const INSERT_JOBS = `${plans.insertJobs("pgboss")} RETURNING id`;
/** The runner's defaults for what a job leaves out (expiry, retention, retries): pg-boss's own then apply. */
const INSERT_DEFAULTS = [null, null, null, null, null];

/** Writes the jobs in the caller's transaction; answers how many were written (not those without a queue). */
export async function insertedJobs(tx: Executor, jobs: object[]): Promise<number> {
  const { rows } = await inTransaction(tx).executeSql(INSERT_JOBS, [
    JSON.stringify(jobs),
    ...INSERT_DEFAULTS,
  ]);
  return rows.length;
}

/** The columns of pg-boss's job table that the runner's look reads. */
const bossJobs = pgSchema("pgboss").table("job", {
  name: text("name").notNull(),
  state: text("state").notNull(),
  startAfter: timestamp("start_after", { withTimezone: true }).notNull(),
});

const dueQueuesQuery = reusable((db) =>
  db
    .selectDistinct({ name: bossJobs.name })
    .from(bossJobs)
    .where(
      sql`${bossJobs.name} = any(${sql.placeholder("names")}::text[])
        and ${bossJobs.state} < 'active' and ${bossJobs.startAfter} <= now()`,
    )
    .prepare("jobs_due_queues"),
);

/** Which of the queues named have jobs due: prepared, as it runs every second on every instance. */
export async function dueQueues(db: Executor, names: string[]): Promise<string[]> {
  const rows = await dueQueuesQuery(db).execute({ names });
  return rows.map((row) => row.name);
}
