// pg-boss's way into CBM's database: the pool's (or PGlite's) own connections, or the caller's open
// transaction for a job written with what it follows.
import { type SQL, sql } from "drizzle-orm";
import type PgBoss from "pg-boss";
import type { Database, Executor } from "./db.ts";

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

export const inTransaction = (tx: Executor): PgBoss.Db => ({
  executeSql: async (text, values) => (await tx.execute(parameterized(text, values))) as unknown as Rows,
});
