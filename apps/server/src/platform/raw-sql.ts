// Raw SQL: a fragment's text and parameters, a text array bound value by value, and the rows a raw
// statement answers.
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Executor } from "./db.ts";

const dialect = new PgDialect();

/** A fragment's SQL text and parameters, as PostgreSQL would receive them. */
export const sqlQuery = (fragment: SQL) => dialect.sqlToQuery(fragment);

/** A text array of the values, each bound as a parameter. */
export const textArray = (values: readonly string[]): SQL =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`array[${sql.join(
        values.map((value) => sql`${value}`),
        sql`, `,
      )}]::text[]`;

/** The rows a raw statement answers: both drivers answer them as `rows`, which Drizzle's union type hides. */
export async function rowsOf<Row>(db: Executor, statement: SQL): Promise<Row[]> {
  const result = (await db.execute(statement)) as unknown as { rows: Row[] };
  return result.rows;
}
