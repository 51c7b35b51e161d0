import { and, desc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import { fullName, livePerson } from "../users/index.ts";
import { type CartLineRow, cartLines } from "./tables.ts";

/** Lines with the name of the author of the outfit each came from. */
const linesWhere = (db: Executor, where: SQL | undefined) =>
  db
    .select({ ...getTableColumns(cartLines), outfitAuthorName: sql<string | null>`${fullName}` })
    .from(cartLines)
    .leftJoin(...livePerson(cartLines.outfitAuthorId))
    .where(where);

const ofUser = (userId: string, id: string) => and(eq(cartLines.userId, userId), eq(cartLines.id, id));

const linesOfUser = reusable((db) =>
  linesWhere(db, eq(cartLines.userId, sql.placeholder("userId")))
    .orderBy(desc(cartLines.addedAt), desc(cartLines.id))
    .prepare("cart_lines_of_user"),
);

/** The user's lines, newest first. */
export function linesOf(db: Executor, userId: string): Promise<CartLineRow[]> {
  return linesOfUser(db).execute({ userId });
}

export async function lineOf(db: Executor, userId: string, id: string): Promise<CartLineRow | undefined> {
  const [row] = await linesWhere(db, ofUser(userId, id));
  return row;
}

type StoredLine = typeof cartLines.$inferSelect;

export async function insertedLine(db: Executor, line: typeof cartLines.$inferInsert): Promise<StoredLine> {
  const [row] = await db.insert(cartLines).values(line).returning();
  if (!row) throw new Error("cart line insert returned nothing");
  return row;
}

/** The line's new quantity, and the outfit or event it now comes from when one is given. */
export async function changedLine(
  db: Executor,
  id: string,
  fields: Pick<CartLineRow, "quantity"> & Partial<Pick<CartLineRow, "outfitId" | "outfitAuthorId" | "eventId">>,
): Promise<StoredLine> {
  const [row] = await db.update(cartLines).set(fields).where(eq(cartLines.id, id)).returning();
  if (!row) throw new Error("cart line update returned nothing");
  return row;
}

export async function deletedLine(db: Executor, userId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(cartLines).where(ofUser(userId, id)).returning({ id: cartLines.id });
  return deleted.length > 0;
}

export async function totalQuantity(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
    .from(cartLines)
    .where(eq(cartLines.userId, userId));
  return row?.total ?? 0;
}

/** Takes out of the user's cart the variants they bought. */
export async function forgetBought(db: Executor, userId: string, variantIds: string[]): Promise<void> {
  if (variantIds.length === 0) return;
  await db
    .delete(cartLines)
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.variantId, variantIds)));
}

export async function forgetPerson(db: Executor, userId: string): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.userId, userId));
}
