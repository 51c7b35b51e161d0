// The things a member has of one kind, oldest first: how plan limits (decision 023) tell which are
// beyond a limit, whatever module keeps them.
import { asc, count, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "./db.ts";

/** A member's things of one kind, as the module keeping them counts them. */
export interface MadeInOrder {
  count(ex: Executor, userId: string): Promise<number>;
  /** When the member's `nth` oldest (1 is the oldest) was made; none when they have fewer. */
  nthMadeAt(ex: Executor, userId: string, nth: number): Promise<Date | undefined>;
}

interface Kind {
  table: PgTable;
  createdAt: PgColumn;
  id: PgColumn;
  /** The member's rows of the kind. */
  of: (userId: string) => SQL | undefined;
}

/** The rows of `kind` a member has, counted and ordered by when they were made (ties by id). */
export const madeInOrder = ({ table, createdAt, id, of }: Kind): MadeInOrder => ({
  async count(ex, userId) {
    const [row] = await ex.select({ total: count() }).from(table).where(of(userId));
    return row?.total ?? 0;
  },
  async nthMadeAt(ex, userId, nth) {
    if (nth < 1) return new Date(0);
    const [row] = await ex
      .select({ madeAt: createdAt })
      .from(table)
      .where(of(userId))
      .orderBy(asc(createdAt), asc(id))
      .offset(nth - 1)
      .limit(1);
    return row?.madeAt as Date | undefined;
  },
});
