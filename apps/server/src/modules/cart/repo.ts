import { and, desc, eq, getTableColumns, lte, type SQL, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import { buyableNow, type Purchasable, purchasableNamed } from "../products/index.ts";
import { fullName, livePerson } from "../users/index.ts";
import { type CartLineRow, cartLines } from "./tables.ts";

/** Lines with the name of the author of the outfit each came from, and the variant as buyers meet it. */
const linesWhere = (db: Executor, where: SQL | undefined) =>
  db
    .select({
      ...getTableColumns(cartLines),
      outfitAuthorName: sql<string | null>`${fullName}`,
      item: sql<Purchasable | null>`(select row_to_json(item)
        from (${purchasableNamed(sql`${cartLines.variantId}`)}) as item)`,
    })
    .from(cartLines)
    .leftJoin(...livePerson(cartLines.outfitAuthorId))
    .where(where);

type Line = CartLineRow & { item: Purchasable | null };

const ofUser = (userId: string, id: string) => and(eq(cartLines.userId, userId), eq(cartLines.id, id));

const linesOfUser = reusable((db) =>
  linesWhere(db, eq(cartLines.userId, sql.placeholder("userId")))
    .orderBy(desc(cartLines.addedAt), desc(cartLines.id))
    .prepare("cart_lines_of_user"),
);

/** The user's lines, newest first, each with its variant (none once the variant is gone). */
export function linesOf(db: Executor, userId: string): Promise<Line[]> {
  return linesOfUser(db).execute({ userId });
}

export async function lineOf(db: Executor, userId: string, id: string): Promise<Line | undefined> {
  const [row] = await linesWhere(db, ofUser(userId, id));
  return row;
}

type StoredLine = typeof cartLines.$inferSelect;

const param = {
  userId: sql`${sql.placeholder("userId")}::uuid`,
  variantId: sql`${sql.placeholder("variantId")}::uuid`,
  quantity: sql`${sql.placeholder("quantity")}::int`,
  maxQuantity: sql`${sql.placeholder("maxQuantity")}::int`,
  outfitId: sql`${sql.placeholder("outfitId")}::uuid`,
  outfitAuthorId: sql`${sql.placeholder("outfitAuthorId")}::uuid`,
  eventId: sql`${sql.placeholder("eventId")}::uuid`,
  maxLines: sql`${sql.placeholder("maxLines")}::int`,
};

/**
 * Adds to the variant's line, or opens one, in one statement, when shoppers can buy it now: the line's
 * new quantity stays within the stock and `maxQuantity`, a line held at a flash deal's price is not
 * touched, and a new line needs room under `maxLines` (the cart's lines are counted only for a new one).
 * A shopper's additions may be lost in a crash, never torn: the commit does not wait for the disk.
 * Answers the line and the variant as bought, or nothing when one of those says no (the caller tells why).
 */
const addLine = reusable((db) => {
  const item = db.$with("item", {}).as(buyableNow(param.variantId));
  const upTo = sql`(select least(item.stock, ${param.maxQuantity}) from item)`;
  return db
    .with(item)
    .insert(cartLines)
    .select(
      sql`select gen_random_uuid(), ${param.userId}, item."variantId", ${param.quantity}, item."priceMinor",
        ${param.outfitId}, ${param.outfitAuthorId}, ${param.eventId}, null::int, 0, now()
      from item, (select set_config('synchronous_commit', 'off', true)) as durability
      where ${param.quantity} <= ${upTo} and (
        exists (select from ${cartLines}
          where ${cartLines.userId} = ${param.userId} and ${cartLines.variantId} = ${param.variantId})
        or (select count(*) from ${cartLines} where ${cartLines.userId} = ${param.userId}) < ${param.maxLines})`,
    )
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.variantId],
      set: {
        quantity: sql`${cartLines.quantity} + excluded.quantity`,
        outfitId: sql`coalesce(excluded.outfit_id, ${cartLines.outfitId})`,
        outfitAuthorId: sql`coalesce(excluded.outfit_author_id, ${cartLines.outfitAuthorId})`,
        eventId: sql`coalesce(excluded.event_id, ${cartLines.eventId})`,
      },
      setWhere: sql`${cartLines.dealPriceMinor} is null and ${cartLines.quantity} + excluded.quantity <= ${upTo}`,
    })
    .returning({
      ...getTableColumns(cartLines),
      item: sql<Purchasable>`(select row_to_json(item) from item)`,
    })
    .prepare("cart_add_line");
});

export async function addedLine(
  db: Executor,
  line: {
    userId: string;
    variantId: string;
    quantity: number;
    maxQuantity: number;
    outfitId: string | null;
    outfitAuthorId: string | null;
    eventId: string | null;
    maxLines: number;
  },
): Promise<{ line: StoredLine; item: Purchasable } | undefined> {
  const [row] = await addLine(db).execute(line);
  if (!row) return undefined;
  const { item, ...stored } = row;
  return { line: stored, item };
}

/** The line's new quantity, and the outfit or event it now comes from when one is given. */
export async function changedLine(
  db: Executor,
  id: string,
  fields: Pick<CartLineRow, "quantity"> &
    Partial<Pick<CartLineRow, "outfitId" | "outfitAuthorId" | "eventId">>,
): Promise<StoredLine> {
  const [row] = await db.update(cartLines).set(fields).where(eq(cartLines.id, id)).returning();
  if (!row) throw new Error("cart line update returned nothing");
  return row;
}

export async function deletedLine(db: Executor, userId: string, id: string): Promise<boolean> {
  const deleted = await db.delete(cartLines).where(ofUser(userId, id)).returning({ id: cartLines.id });
  return deleted.length > 0;
}

const totalQuantityQuery = reusable((db) =>
  db
    .select({ total: sql<number>`coalesce(sum(${cartLines.quantity}), 0)::int` })
    .from(cartLines)
    .where(eq(cartLines.userId, sql.placeholder("userId")))
    .prepare("cart_total_quantity"),
);

/** The cart badge's count: asked on every page a signed-in person opens, so prepared once. */
export async function totalQuantity(db: Executor, userId: string): Promise<number> {
  const [row] = await totalQuantityQuery(db).execute({ userId });
  return row?.total ?? 0;
}

/**
 * Puts units of a live's flash deal the shopper claimed in their cart: the variant's line holds the deal's
 * units alone from now on, at its price, already taken off the stock for them, from the deal's event.
 */
export async function holdDealUnits(
  db: Executor,
  userId: string,
  hold: { variantId: string; quantity: number; priceMinor: number; eventId: string },
): Promise<void> {
  const reserved = sql`${cartLines.reservedQuantity} + ${hold.quantity}`;
  await db
    .insert(cartLines)
    .values({
      userId,
      variantId: hold.variantId,
      quantity: hold.quantity,
      reservedQuantity: hold.quantity,
      dealPriceMinor: hold.priceMinor,
      priceWhenAddedMinor: hold.priceMinor,
      eventId: hold.eventId,
    })
    .onConflictDoUpdate({
      target: [cartLines.userId, cartLines.variantId],
      set: {
        quantity: reserved,
        reservedQuantity: reserved,
        dealPriceMinor: hold.priceMinor,
        priceWhenAddedMinor: hold.priceMinor,
        eventId: hold.eventId,
      },
    });
}

/** Takes a released deal claim's units out of the line: what is left goes back to the product's price, or the line goes. */
export async function releaseDealUnits(
  db: Executor,
  userId: string,
  variantId: string,
  quantity: number,
): Promise<void> {
  const line = and(eq(cartLines.userId, userId), eq(cartLines.variantId, variantId));
  const reserved = sql`greatest(${cartLines.reservedQuantity} - ${quantity}, 0)`;
  await db
    .update(cartLines)
    .set({
      quantity: sql`${cartLines.quantity} - ${quantity}`,
      reservedQuantity: reserved,
      dealPriceMinor: sql`case when ${reserved} > 0 then ${cartLines.dealPriceMinor} end`,
    })
    .where(line);
  await db.delete(cartLines).where(and(line, lte(cartLines.quantity, 0)));
}

/** Takes out of the user's cart the variants they bought. */
const forgetBoughtQuery = reusable((db) =>
  db
    .delete(cartLines)
    .where(
      and(
        eq(cartLines.userId, sql.placeholder("userId")),
        sql`${cartLines.variantId} = any(${sql.placeholder("variantIds")}::uuid[])`,
      ),
    )
    .prepare("cart_bought_forgotten"),
);

export async function forgetBought(db: Executor, userId: string, variantIds: string[]): Promise<void> {
  if (variantIds.length === 0) return;
  await forgetBoughtQuery(db).execute({ userId, variantIds });
}

export async function forgetPerson(db: Executor, userId: string): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.userId, userId));
}
