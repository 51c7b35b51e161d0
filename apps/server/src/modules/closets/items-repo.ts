// The items in closets: written by their owner, read by whoever may see their closet, and for other
// modules (an outfit's items, through index.ts).
import type { ClosetItemQuery, Image } from "@cbm/contracts";
import { and, desc, eq, getTableColumns, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import type { Paging } from "../../platform/paging.ts";
import { seenBy } from "../users/index.ts";
import { closetSeenBy } from "./repo.ts";
import { type ClosetItemRow, closetItems, closets, type NewClosetItemRow } from "./tables.ts";

export async function itemCountIn(db: Executor, closetId: string): Promise<number> {
  const [row] = await db
    .select({ itemCount: closets.itemCount })
    .from(closets)
    .where(eq(closets.id, closetId));
  return row?.itemCount ?? 0;
}

export async function insertedItem(db: Executor, row: NewClosetItemRow): Promise<ClosetItemRow> {
  const [inserted] = await insertedItems(db, [row]);
  if (!inserted) throw new Error("insert into closet_items returned nothing");
  return inserted;
}

export const insertedItems = (db: Executor, rows: NewClosetItemRow[]): Promise<ClosetItemRow[]> =>
  db.insert(closetItems).values(rows).returning();

/** Which of the products the owner already has, as `productId:size`. */
export async function ownedProductSizes(db: Executor, ownerId: string, productIds: string[]) {
  if (productIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ productId: closetItems.productId, size: closetItems.size })
    .from(closetItems)
    .where(and(eq(closetItems.ownerId, ownerId), inArray(closetItems.productId, productIds)));
  return new Set(rows.map((row) => `${row.productId}:${row.size}`));
}

export async function updatedItem(
  db: Executor,
  id: string,
  fields: Partial<NewClosetItemRow>,
): Promise<ClosetItemRow | undefined> {
  const [row] = await db
    .update(closetItems)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(closetItems.id, id))
    .returning();
  return row;
}

export async function deletedItem(db: Executor, id: string): Promise<void> {
  await db.delete(closetItems).where(eq(closetItems.id, id));
}

/** The item, locked, when it is the owner's. */
export async function ownedItem(
  db: Executor,
  ownerId: string,
  id: string,
): Promise<ClosetItemRow | undefined> {
  const [row] = await db
    .select()
    .from(closetItems)
    .where(and(eq(closetItems.id, id), eq(closetItems.ownerId, ownerId)))
    .for("update");
  return row;
}

/** The item when the viewer may see its closet. */
export async function itemViewedBy(
  db: Executor,
  viewerId: string,
  id: string,
): Promise<ClosetItemRow | undefined> {
  const [row] = await db
    .select(getTableColumns(closetItems))
    .from(closetItems)
    .innerJoin(closets, eq(closets.id, closetItems.closetId))
    .where(and(eq(closetItems.id, id), closetSeenBy(viewerId)))
    .limit(1);
  return row;
}

function itemFilters(query: Pick<ClosetItemQuery, "category" | "colour" | "season">): SQL[] {
  const filters: SQL[] = [];
  if (query.category) filters.push(eq(closetItems.category, query.category));
  if (query.colour) filters.push(sql`${closetItems.colours} @> array[${query.colour}]::text[]`);
  if (query.season) filters.push(sql`${closetItems.seasons} @> array[${query.season}]::text[]`);
  return filters;
}

/** Items where `owner` says, narrowed by the query's filters, newest first. */
export async function itemPage(
  db: Executor,
  where: SQL,
  query: Pick<ClosetItemQuery, "category" | "colour" | "season">,
  paging: Paging,
): Promise<{ rows: ClosetItemRow[]; total: number }> {
  const condition = and(where, ...itemFilters(query));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(closetItems)
      .where(condition)
      .orderBy(desc(closetItems.createdAt), desc(closetItems.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ total: sql<number>`count(*)::int` }).from(closetItems).where(condition),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

export const itemsOfCloset = (closetId: string) => eq(closetItems.closetId, closetId);
export const itemsOfOwner = (ownerId: string) => eq(closetItems.ownerId, ownerId);

export async function itemIdsIn(db: Executor, closetId: string): Promise<string[]> {
  const rows = await db
    .select({ id: closetItems.id })
    .from(closetItems)
    .where(eq(closetItems.closetId, closetId));
  return rows.map((row) => row.id);
}

/** The owner's items among `ids`, for building an outfit. */
export async function ownedItems(db: Executor, ownerId: string, ids: string[]): Promise<ClosetItemRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(closetItems)
    .where(and(eq(closetItems.ownerId, ownerId), inArray(closetItems.id, ids)));
}

// ---- for other modules (through index.ts) ----

export interface ItemInCloset {
  id: string;
  image: Image;
  category: string;
  subcategory: string;
  brandId: string | null;
  brandName: string | null;
  colours: string[];
  productId: string | null;
  closetId: string;
  closetName: string;
  /** The viewer may see the closet the item is in. */
  closetSeen: boolean;
}

/** The items `ids` names, each with its closet and whether the viewer may see that closet (an outfit's items). */
export async function itemsInClosets(db: Executor, viewerId: string, ids: string[]): Promise<ItemInCloset[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: closetItems.id,
      image: closetItems.image,
      category: closetItems.category,
      subcategory: closetItems.subcategory,
      brandId: closetItems.brandId,
      brandName: closetItems.brandName,
      colours: closetItems.colours,
      productId: closetItems.productId,
      closetId: closets.id,
      closetName: closets.name,
      closetSeen: seenBy(viewerId, closets.ownerId, closets.visibility),
    })
    .from(closetItems)
    .innerJoin(closets, eq(closets.id, closetItems.closetId))
    .where(inArray(closetItems.id, ids));
}

/** The ids of the items that are this product, as a subquery (the outfits made with it). */
export const itemsOfProduct = (productId: SQLWrapper) =>
  sql`select ${closetItems.id} from ${closetItems} where ${closetItems.productId} = ${productId}`;
