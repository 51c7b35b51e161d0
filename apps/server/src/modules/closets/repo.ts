import { type Closet, ClosetSchema } from "@cbm/contracts";
import { and, asc, desc, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import { madeInOrder } from "../../platform/made-in-order.ts";
import type { Paging } from "../../platform/paging.ts";
import { type Card, cardObject, type JsonText, json, jsonObject } from "../../platform/rendered-json.ts";
import { followeeIdsOf, livePerson, personMembers, seenBy } from "../users/index.ts";
import { type ClosetRow, closetItems, closets, type NewClosetItemRow, type NewClosetRow } from "./tables.ts";

/** The fields of a `Closet` its card holds (closet_card in sql/cards.sql). */
export const closetCard = {
  schema: ClosetSchema,
  column: closets.card,
  fields: [
    "id",
    "name",
    "description",
    "cover",
    "preview",
    "visibility",
    "itemCount",
    "createdAt",
    "updatedAt",
  ],
} as const satisfies Card<typeof ClosetSchema, keyof typeof ClosetSchema.shape>;

/**
 * The closet as the contract's `Closet`, JSON text the database writes: its card (its own fields and its
 * newest items' images, which the database keeps, migration 0012), its owner and whether the viewer is
 * the owner. The Following feed sends it as written, the closets' own answers take it parsed. The query
 * must read `closets` and its owner from `users`.
 */
export const closetJson = (viewerId: string | SQLWrapper) =>
  cardObject(closetCard, {
    owner: jsonObject(ClosetSchema.shape.owner, personMembers),
    isOwner: json.scalar(sql`(${closets.ownerId} = ${viewerId})`),
  });

const viewed = (db: Executor, viewerId: string) =>
  db
    .select({ closet: sql<Closet>`${closetJson(viewerId)}::json` })
    .from(closets)
    .innerJoin(...livePerson(closets.ownerId));

export const closetSeenBy = (viewerId: string) => seenBy(viewerId, closets.ownerId, closets.visibility);

/** The closet when the viewer may see it. */
export async function closetViewedBy(
  db: Executor,
  viewerId: string,
  id: string,
): Promise<Closet | undefined> {
  const [row] = await viewed(db, viewerId)
    .where(and(eq(closets.id, id), closetSeenBy(viewerId)))
    .limit(1);
  return row?.closet;
}

async function closetPage(
  db: Executor,
  viewerId: string,
  where: SQL | undefined,
  order: SQL[],
  paging: Paging,
): Promise<{ closets: Closet[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    viewed(db, viewerId)
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(closets)
      .innerJoin(...livePerson(closets.ownerId))
      .where(where),
  ]);
  return { closets: rows.map((row) => row.closet), total: counted?.total ?? 0 };
}

const newestFirst = [desc(closets.createdAt), desc(closets.id)];

/** A person's closets the viewer may see, newest first. */
export const closetsOfOwner = (db: Executor, viewerId: string, ownerId: string, paging: Paging) =>
  closetPage(db, viewerId, and(eq(closets.ownerId, ownerId), closetSeenBy(viewerId)), newestFirst, paging);

/** The closets of the people the viewer follows that they may see, the ones with new items first. */
export const closetsOfFollowed = (db: Executor, viewerId: string, paging: Paging) =>
  closetPage(
    db,
    viewerId,
    and(sql`${closets.ownerId} in (${followeeIdsOf(viewerId)})`, closetSeenBy(viewerId)),
    [sql`coalesce(${closets.itemsAddedAt}, ${closets.createdAt}) desc`, desc(closets.id)],
    paging,
  );

/** Public closets with the most items, of people the viewer has no block with. */
export const popularClosets = (db: Executor, viewerId: string, paging: Paging) =>
  closetPage(
    db,
    viewerId,
    and(eq(closets.visibility, "public"), sql`${closets.itemCount} > 0`, closetSeenBy(viewerId)),
    [desc(closets.itemCount), desc(closets.updatedAt), asc(closets.id)],
    paging,
  );

export async function closetCountOf(db: Executor, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(closets)
    .where(eq(closets.ownerId, ownerId));
  return row?.total ?? 0;
}

/** A member's closets and closet items, oldest first, for the plan's limits. */
export const closetsMade = madeInOrder({
  table: closets,
  createdAt: closets.createdAt,
  id: closets.id,
  of: (ownerId) => eq(closets.ownerId, ownerId),
});
export const closetItemsMade = madeInOrder({
  table: closetItems,
  createdAt: closetItems.createdAt,
  id: closetItems.id,
  of: (ownerId) => eq(closetItems.ownerId, ownerId),
});

/** The items in all the owner's closets. */
export async function itemCountOf(db: Executor, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${closets.itemCount}), 0)::int` })
    .from(closets)
    .where(eq(closets.ownerId, ownerId));
  return row?.total ?? 0;
}

/** The owner's closet, locked for a change of its items. */
export async function ownedCloset(db: Executor, ownerId: string, id: string): Promise<ClosetRow | undefined> {
  const [row] = await db
    .select()
    .from(closets)
    .where(and(eq(closets.id, id), eq(closets.ownerId, ownerId)))
    .for("update");
  return row;
}

export async function insertedCloset(db: Executor, row: NewClosetRow): Promise<ClosetRow> {
  const [inserted] = await db.insert(closets).values(row).returning();
  if (!inserted) throw new Error("insert into closets returned nothing");
  return inserted;
}

export async function updatedCloset(
  db: Executor,
  id: string,
  fields: Pick<NewClosetRow, "name" | "description" | "cover" | "visibility">,
): Promise<void> {
  await db
    .update(closets)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(closets.id, id));
}

export async function deletedCloset(db: Executor, id: string): Promise<void> {
  await db.delete(closets).where(eq(closets.id, id));
}

/** Adds `delta` to the closet's item count; `added` also marks it as having new items. */
export async function countedItems(
  db: Executor,
  closetId: string,
  delta: number,
  added = false,
): Promise<void> {
  await db
    .update(closets)
    .set({
      itemCount: sql`${closets.itemCount} + ${delta}`,
      updatedAt: sql`now()`,
      ...(added ? { itemsAddedAt: sql`now()` } : {}),
    })
    .where(eq(closets.id, closetId));
}

/** Deletes a person's closets and their items (account deletion). */
export async function deletedClosetsOf(db: Executor, ownerId: string): Promise<void> {
  await db.delete(closets).where(eq(closets.ownerId, ownerId));
}

// ---- demo data (the seed, through index.ts) ----

/** A closet and its items, written at once; answers the items' ids in their order. */
export async function insertedClosetWithItems(
  db: Executor,
  closet: NewClosetRow,
  items: Omit<NewClosetItemRow, "closetId" | "ownerId">[],
  itemsAddedAt: Date,
): Promise<string[]> {
  const [row] = await db.insert(closets).values(closet).returning({ id: closets.id });
  if (!row) throw new Error("insert into closets returned nothing");
  const inserted = await db
    .insert(closetItems)
    .values(items.map((item) => ({ ...item, closetId: row.id, ownerId: closet.ownerId })))
    .returning({ id: closetItems.id });
  await db.update(closets).set({ itemCount: items.length, itemsAddedAt }).where(eq(closets.id, row.id));
  return inserted.map((item) => item.id);
}

// ---- for the Following feed (through index.ts) ----

type Visible = (visibility: SQLWrapper) => SQL;

/**
 * A feed entry's closet (`closetId`) rendered as the `entry` of its JSON (closetJson), when `shown` by its
 * visibility; `owner` joins its owner in (the users face's `joinLivePerson`). A subquery of the feed's page.
 */
export const renderedClosetEntry = (
  viewerId: SQLWrapper,
  closetId: SQLWrapper,
  entry: (closet: JsonText) => JsonText,
  owner: SQL,
  shown: Visible,
) =>
  sql`(select ${entry(closetJson(viewerId))} from ${closets} ${owner}
      where ${closets.id} = ${closetId} and ${shown(closets.visibility)})`;

/**
 * The newest closets `ownerId` added items to, as `id` and `at` (when items came), `shown` by their
 * visibility and `older` than the feed's marks: a lateral read of the Following feed past its inbox.
 */
export const closetUpdatesOf = (
  ownerId: SQLWrapper,
  shown: Visible,
  older: (time: SQLWrapper, id: SQLWrapper) => SQL,
  limit: SQLWrapper,
) =>
  sql`select ${closets.id} as id, ${closets.itemsAddedAt} as at from ${closets}
      where ${closets.ownerId} = ${ownerId} and ${closets.itemsAddedAt} is not null and ${shown(closets.visibility)}
        ${older(closets.itemsAddedAt, closets.id)}
      order by ${closets.itemsAddedAt} desc, ${closets.id} desc limit ${limit}`;

/** How many closets and closet items there are (the admin dashboard). */
export async function countClosets(db: Executor): Promise<{ closets: number; items: number }> {
  const count = sql<number>`count(*)::int`;
  const [[allClosets], [allItems]] = await Promise.all([
    db.select({ count }).from(closets),
    db.select({ count }).from(closetItems),
  ]);
  return { closets: allClosets?.count ?? 0, items: allItems?.count ?? 0 };
}
