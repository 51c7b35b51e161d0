// People's things of which one is the default (addresses, saved cards): one way to move the default.
import { desc, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./db.ts";

/** The table and the columns the default needs; a partial unique index keeps one default per owner. */
export interface ThingsWithADefault {
  table: PgTable;
  id: PgColumn;
  ownerId: PgColumn;
  isDefault: PgColumn;
  createdAt: PgColumn;
}

export function defaultOf({ table, id, ownerId, isDefault, createdAt }: ThingsWithADefault) {
  /** Makes `thing` the owner's only default: the old one first gives it up (the unique index allows one). */
  async function make(db: Executor, owner: string, thing: string): Promise<void> {
    const column = sql.identifier(isDefault.name);
    await db.execute(sql`update ${table} set ${column} = false where ${ownerId} = ${owner} and ${isDefault}`);
    await db.execute(
      sql`update ${table} set ${column} = true where ${ownerId} = ${owner} and ${id} = ${thing}`,
    );
  }

  return {
    /** The default first, then the newest. */
    order: [desc(isDefault), desc(createdAt), desc(id)],
    make,
    /** After the owner's default was deleted, the newest thing left becomes it. */
    async passOn(db: Executor, owner: string): Promise<void> {
      const [newest] = await db
        .select({ id })
        .from(table)
        .where(eq(ownerId, owner))
        .orderBy(desc(createdAt), desc(id))
        .limit(1);
      if (newest) await make(db, owner, newest.id as string);
    },
  };
}
