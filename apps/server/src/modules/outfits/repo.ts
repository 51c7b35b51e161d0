import { OutfitSchema } from "@cbm/contracts";
import { and, asc, eq, getTableColumns, inArray, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type Executor, reusable } from "../../platform/db.ts";
import type { Mark } from "../../platform/paging.ts";
import { type Card, cardObject, json, jsonObject } from "../../platform/rendered-json.ts";
import { type ItemInCloset, itemsInClosets } from "../closets/index.ts";
import { blockedEitherWayIds, livePerson, personMembers, seenBy, viewerFollows } from "../users/index.ts";
import {
  type NewOutfitRow,
  type OutfitRow,
  outfitComments,
  outfitItems,
  outfitLikes,
  outfitSaves,
  outfits,
} from "./tables.ts";

// Outfits read as the viewer sees them (one outfit; the pieces of a page, whose lists are lists-repo.ts's)
// and written by their author.
// Likes, saves and the counts are engagement-repo.ts's; comments are comments-repo.ts's.

// ---- reading outfits ----

/** A viewer's id, or the placeholder of a prepared statement that takes it. */
type ViewerId = string | SQLWrapper;

export const outfitSeenBy = (viewerId: ViewerId) => seenBy(viewerId, outfits.authorId, outfits.visibility);

/** The fields of an `Outfit` its card holds (outfit_card in sql/cards.sql). */
export const outfitCard = {
  schema: OutfitSchema,
  column: outfits.card,
  fields: [
    "id",
    "image",
    "hasPhoto",
    "caption",
    "occasion",
    "seasons",
    "tags",
    "colours",
    "visibility",
    "itemCount",
    "createdAt",
  ],
} as const satisfies Card<typeof OutfitSchema, keyof typeof OutfitSchema.shape>;

/**
 * The people hidden from the viewer (blocked either way) as an array: a subquery of the viewer alone, so
 * PostgreSQL works it out once per statement (an InitPlan), not once per row.
 */
export const hiddenFrom = (viewerId: ViewerId) => sql`array(${blockedEitherWayIds(viewerId)})`;

const counted = alias(outfitComments, "counted");
const thread = alias(outfitComments, "thread");

/**
 * How many of the outfit's comments the viewer cannot see (issue 12 §3): those of people blocked either
 * way, and the replies in their threads (hidden with them). Counted only for a viewer who has blocks; for
 * the others, most viewers, it is 0 without a lookup, so the feeds do no more work per row.
 */
const hiddenComments = (viewerId: ViewerId) => {
  const hidden = hiddenFrom(viewerId);
  return sql<number>`(case when cardinality(${hidden}) = 0 then 0 else (
    select count(*)::int from ${outfitComments} as ${counted}
      left join ${outfitComments} as ${thread} on ${thread.id} = ${counted.parentId}
    where ${counted.outfitId} = ${outfits.id}
      and (${counted.authorId} = any(${hidden}) or ${thread.authorId} = any(${hidden}))) end)`;
};

/**
 * The outfit as the contract's `Outfit`, JSON text the database writes: its card (its own fields, which
 * the database keeps, migration 0012), its author, counts (without what the viewer cannot see) and the
 * viewer's flags. Lists and feeds send their rows as written, never parsed and serialised again in Node
 * (decision 006). The query must read
 * `outfits` and its author from `users`; `authorFollowed` is whether the viewer follows the author.
 */
export const outfitJson = (viewerId: ViewerId, authorFollowed: SQLWrapper = viewerFollows(viewerId)) =>
  cardObject(outfitCard, {
    author: jsonObject(OutfitSchema.shape.author, {
      ...personMembers,
      isFollowing: json.scalar(authorFollowed),
    }),
    likeCount: json.scalar(outfits.likeCount),
    saveCount: json.scalar(outfits.saveCount),
    commentCount: json.scalar(sql`(${outfits.commentCount} - ${hiddenComments(viewerId)})`),
    liked: json.scalar(
      sql`exists (select 1 from ${outfitLikes} where ${outfitLikes.outfitId} = ${outfits.id} and ${outfitLikes.userId} = ${viewerId})`,
    ),
    saved: json.scalar(
      sql`exists (select 1 from ${outfitSaves} where ${outfitSaves.outfitId} = ${outfits.id} and ${outfitSaves.userId} = ${viewerId})`,
    ),
    isAuthor: json.scalar(sql`(${outfits.authorId} = ${viewerId})`),
  });

/** An outfit's rendering, as the row of a page whose order is `key`. */
export const renderedBy = (viewerId: ViewerId, key: SQLWrapper) => ({
  id: outfits.id,
  key: sql<string | number>`${key}`,
  json: outfitJson(viewerId),
});

/**
 * The placeholders of the feeds' prepared statements, built and planned once per connection: building
 * and planning them on every call cost more than running them (issue 5's bench: Explore's throughput
 * more than doubled).
 */
export const p = {
  viewer: sql`${sql.placeholder("viewer")}::uuid`,
  id: sql`${sql.placeholder("id")}::uuid`,
  time: sql`${sql.placeholder("key")}::timestamptz`,
  rank: sql`${sql.placeholder("key")}::float8`,
  limit: sql.placeholder("limit"),
};

const renderedOutfitQuery = reusable((db) =>
  db
    .select({ json: outfitJson(p.viewer) })
    .from(outfits)
    .innerJoin(...livePerson(outfits.authorId))
    .where(and(eq(outfits.id, p.id), outfitSeenBy(p.viewer)))
    .prepare("outfit_rendered"),
);

/** The outfit as the viewer sees it (the contract's `Outfit` as JSON text), when they may see it. */
export async function renderedOutfit(
  db: Executor,
  viewerId: string,
  id: string,
): Promise<string | undefined> {
  const [row] = await renderedOutfitQuery(db).execute({ viewer: viewerId, id });
  return row?.json;
}

/** The picture and caption of each outfit among `ids` that the viewer may see (an outfit shared in a chat). */
export function outfitPicturesSeenBy(
  db: Executor,
  viewerId: string,
  ids: string[],
): Promise<Array<Pick<OutfitRow, "id" | "image" | "caption">>> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({ id: outfits.id, image: outfits.image, caption: outfits.caption })
    .from(outfits)
    .where(and(inArray(outfits.id, ids), outfitSeenBy(viewerId)));
}

/** The author of the outfit, when the viewer may see it. */
export async function authorOfSeen(db: Executor, viewerId: string, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ authorId: outfits.authorId })
    .from(outfits)
    .where(and(eq(outfits.id, id), outfitSeenBy(viewerId)));
  return row?.authorId;
}

/** The outfit's items in their order, each with whether the viewer may see the closet it is in. */
export async function itemsOfOutfit(
  db: Executor,
  viewerId: string,
  outfitId: string,
): Promise<ItemInCloset[]> {
  const ids = await itemIdsOfOutfit(db, outfitId);
  const byId = new Map((await itemsInClosets(db, viewerId, ids)).map((item) => [item.id, item]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// ---- pages by cursor ----

export const timeKey = (column: SQLWrapper) => sql<string>`${column}::text`;

/** Rows after `after` in (time desc, id desc) order. */
export const beforeInTime = (time: SQLWrapper, id: SQLWrapper, after: Mark | undefined) =>
  after
    ? olderThan(time, id, { time: sql`${after.key}::timestamptz`, id: sql`${after.id}::uuid` })
    : sql`true`;

/** Rows that sort after the mark in (time desc, id desc) order. */
export const olderThan = (time: SQLWrapper, id: SQLWrapper, mark: { time: SQLWrapper; id: SQLWrapper }) =>
  sql`(${time}, ${id}) < (${mark.time}, ${mark.id})`;

// ---- writing outfits ----

/** Reddit's rank: each tenfold of engagement is worth 12.5 hours of freshness. */
const HOT_SECONDS = 45_000;
/** The Explore rank of an outfit created at `created` with these counts (each may be a sum, hence the brackets). */
export const hotOf = (created: SQLWrapper, likes: SQLWrapper, saves: SQLWrapper, comments: SQLWrapper) =>
  sql<number>`(extract(epoch from ${created}) / ${HOT_SECONDS} + log(1 + (${likes}) + 3 * (${saves}) + 2 * (${comments})))`;
const hotOnCreation = hotOf(sql`now()`, sql`0`, sql`0`, sql`0`);

export async function insertedOutfit(db: Executor, row: Omit<NewOutfitRow, "hot">): Promise<OutfitRow> {
  const [inserted] = await db
    .insert(outfits)
    .values({ ...row, hot: hotOnCreation })
    .returning();
  if (!inserted) throw new Error("insert into outfits returned nothing");
  return inserted;
}

export async function updatedOutfit(db: Executor, id: string, fields: Partial<NewOutfitRow>): Promise<void> {
  await db
    .update(outfits)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(outfits.id, id));
}

export async function deletedOutfit(db: Executor, id: string): Promise<void> {
  await db.delete(outfits).where(eq(outfits.id, id));
}

export async function replacedOutfitItems(db: Executor, outfitId: string, itemIds: string[]): Promise<void> {
  await db.delete(outfitItems).where(eq(outfitItems.outfitId, outfitId));
  if (itemIds.length === 0) return;
  await db.insert(outfitItems).values(itemIds.map((itemId, position) => ({ outfitId, itemId, position })));
}

/** The outfit's row, locked, when the viewer may see it. */
export async function outfitLockedFor(
  db: Executor,
  viewerId: string,
  id: string,
): Promise<OutfitRow | undefined> {
  const [row] = await db
    .select(getTableColumns(outfits))
    .from(outfits)
    .where(and(eq(outfits.id, id), outfitSeenBy(viewerId)))
    .for("update");
  return row;
}

/** The outfits made with these items lose them (they are being deleted): their item counts follow. */
export async function forgetItems(db: Executor, itemIds: string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db.execute(sql`update ${outfits} set item_count = item_count - gone.n from (
      select outfit_id, count(*)::int as n from ${outfitItems} where ${inArray(outfitItems.itemId, itemIds)}
      group by outfit_id) as gone
    where ${outfits.id} = gone.outfit_id`);
}

/** The ids of the outfit's items in their order. */
export async function itemIdsOfOutfit(db: Executor, outfitId: string): Promise<string[]> {
  const rows = await db
    .select({ itemId: outfitItems.itemId })
    .from(outfitItems)
    .where(eq(outfitItems.outfitId, outfitId))
    .orderBy(asc(outfitItems.position));
  return rows.map((row) => row.itemId);
}

/** How many outfits there are (the admin dashboard). */
export async function countOutfits(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(outfits);
  return row?.count ?? 0;
}
