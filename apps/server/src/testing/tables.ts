import { sql } from "drizzle-orm";
import type { Executor } from "../platform/db.ts";

const camelCase = (name: string) => name.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * Every row of a table, read by the table's name, with camelCase keys: a test that checks what was
 * written across rooms (the demo data) reads the tables without importing another module's insides.
 */
export async function rowsOf<T>(db: Executor, table: string, orderBy?: string): Promise<T[]> {
  const order = orderBy ? sql` order by ${sql.identifier(orderBy)}` : sql``;
  const result = await db.execute(sql`select * from ${sql.identifier(table)}${order}`);
  const { rows } = result as unknown as { rows: Record<string, unknown>[] };
  return rows.map(
    (row) => Object.fromEntries(Object.entries(row).map(([key, value]) => [camelCase(key), value])) as T,
  );
}
