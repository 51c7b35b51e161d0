// Raw SQL: a fragment's text and parameters, a text array bound value by value, the rows a raw
// statement answers, and rows to insert passed as one JSON parameter.
import { getTableColumns, is, SQL, sql } from "drizzle-orm";
import { PgDialect, type PgTable } from "drizzle-orm/pg-core";
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

/**
 * Rows of `table` passed as one JSON array (`jsonb_to_recordset`), for an insert of any number of rows in
 * one prepared statement (Drizzle's values() builds a new text for each count of rows). `select` gives
 * every column an insert writes, in Drizzle's order (as `insert(table).select()` expects): each from the
 * rows' field of the same name in `fields`, the others their default. `columns` names them, for raw SQL.
 */
export function rowsFromJson<T extends PgTable>(
  table: T,
  rows: SQL,
  fields: readonly (keyof T["$inferInsert"] & string)[],
): { columns: SQL; select: SQL } {
  // As Drizzle's insert: generated columns are not written (its typings hide the check).
  const written = Object.entries(getTableColumns(table)).filter(
    ([, column]) => !(column as unknown as { shouldDisableInsert(): boolean }).shouldDisableInsert(),
  );
  const given = new Set<string>(fields);
  const writtenAs = (key: string, column: (typeof written)[number][1]): SQL => {
    if (given.has(key)) return sql`given.${sql.identifier(key)}`;
    if (column.defaultFn) throw new Error(`${key}: a default made in JavaScript cannot be taken from JSON`);
    if (is(column.default, SQL)) return column.default;
    return column.default === undefined ? sql`null` : sql`${column.default}`;
  };
  const record = written
    .filter(([key]) => given.has(key))
    .map(([key, column]) => sql`${sql.identifier(key)} ${sql.raw(column.getSQLType())}`);
  return {
    columns: sql.join(
      written.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    ),
    select: sql`select ${sql.join(
      written.map(([key, column]) => writtenAs(key, column)),
      sql`, `,
    )} from jsonb_to_recordset(${rows}) as given(${sql.join(record, sql`, `)})`,
  };
}
