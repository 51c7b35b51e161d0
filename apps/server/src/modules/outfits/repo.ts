import { type OutfitListQuery, OutfitSchema } from "@cbm/contracts";
import { and, asc, eq, getTableColumns, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import type { Mark, Rendered } from "../../platform/paging.ts";
import { type Card, cardObject, json, jsonObject } from "../../platform/rendered-json.ts";
import { type ItemInCloset, itemsInClosets } from "../closets/index.ts";
import {
  fullName,
  livePerson,
  noBlockBetween,
  personAvatar,
  personMembers,
  seenBy,
  viewerFollows,
} from "../users/index.ts";
import {
  type CommentRow,
  feedEntries,
  feedInboxes,
  type NewOutfitRow,
  type OutfitRow,
  outfitComments,
  outfitItems,
  outfitLikes,
  outfitSaves,
  outfits,
} from "./tables.ts";

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
 * The outfit as the contract's `Outfit`, JSON text the database writes: its card (its own fields, which
 * the database keeps, migration 0012), its author, counts and the viewer's flags. Lists and feeds send
 * their rows as written, never parsed and serialised again in Node (decision 006). The query must read
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
    commentCount: json.scalar(outfits.commentCount),
    liked: json.scalar(
      sql`exists (select 1 from ${outfitLikes} where ${outfitLikes.outfitId} = ${outfits.id} and ${outfitLikes.userId} = ${viewerId})`,
    ),
    saved: json.scalar(
      sql`exists (select 1 from ${outfitSaves} where ${outfitSaves.outfitId} = ${outfits.id} and ${outfitSaves.userId} = ${viewerId})`,
    ),
    isAuthor: json.scalar(sql`(${outfits.authorId} = ${viewerId})`),
  });

/** An outfit's rendering, as the row of a page whose order is `key`. */
const renderedBy = (viewerId: ViewerId, key: SQLWrapper) => ({
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

const timeKey = (column: SQLWrapper) => sql<string>`${column}::text`;

/** Rows after `after` in (time desc, id desc) order. */
const beforeInTime = (time: SQLWrapper, id: SQLWrapper, after: Mark | undefined) =>
  after
    ? olderThan(time, id, { time: sql`${after.key}::timestamptz`, id: sql`${after.id}::uuid` })
    : sql`true`;

/** Rows that sort after the mark in (time desc, id desc) order. */
export const olderThan = (time: SQLWrapper, id: SQLWrapper, mark: { time: SQLWrapper; id: SQLWrapper }) =>
  sql`(${time}, ${id}) < (${mark.time}, ${mark.id})`;

/** One page of outfits matching `where`, newest first, rendered for the viewer. */
async function newestOutfits(
  db: Executor,
  viewerId: string,
  where: SQL,
  after: Mark | undefined,
  limit: number,
): Promise<Rendered[]> {
  return db
    .select(renderedBy(viewerId, timeKey(outfits.createdAt)))
    .from(outfits)
    .innerJoin(...livePerson(outfits.authorId))
    .where(and(where, beforeInTime(outfits.createdAt, outfits.id, after)))
    .orderBy(sql`${outfits.createdAt} desc, ${outfits.id} desc`)
    .limit(limit);
}

function listFilters(query: Pick<OutfitListQuery, "occasion" | "season" | "colour" | "tag">): SQL[] {
  const filters: SQL[] = [];
  if (query.occasion) filters.push(eq(outfits.occasion, query.occasion));
  if (query.season) filters.push(sql`${outfits.seasons} @> array[${query.season}]::text[]`);
  if (query.colour) filters.push(sql`${outfits.colours} @> array[${query.colour}]::text[]`);
  if (query.tag) filters.push(sql`${outfits.tags} @> array[${query.tag}]::text[]`);
  return filters;
}

/**
 * Written as a literal, not bound as a parameter: CBM's statements run with generic plans (SESSION_OPTIONS
 * in platform/db.ts), and a generic plan only uses the partial indexes on public outfits when it can
 * prove their `visibility = 'public'` from the statement's text. Bound, Explore read the whole table.
 */
export const isPublic = sql`${outfits.visibility} = 'public'`;

/** Public outfits of people without a block with the viewer, newest first, narrowed by the filters. */
export const publicOutfits = (
  db: Executor,
  viewerId: string,
  query: OutfitListQuery,
  after: Mark | undefined,
  limit: number,
) =>
  newestOutfits(
    db,
    viewerId,
    and(isPublic, noBlockBetween(viewerId, outfits.authorId), ...listFilters(query)) as SQL,
    after,
    limit,
  );

/** A person's outfits the viewer may see, newest first. */
export const outfitsOfAuthor = (
  db: Executor,
  viewerId: string,
  authorId: string,
  after: Mark | undefined,
  limit: number,
) =>
  newestOutfits(
    db,
    viewerId,
    and(eq(outfits.authorId, authorId), outfitSeenBy(viewerId)) as SQL,
    after,
    limit,
  );

/** The outfits the viewer saved that they may still see, the latest saved first. */
export async function savedOutfits(
  db: Executor,
  viewerId: string,
  after: Mark | undefined,
  limit: number,
): Promise<Rendered[]> {
  return db
    .select(renderedBy(viewerId, timeKey(outfitSaves.createdAt)))
    .from(outfitSaves)
    .innerJoin(outfits, eq(outfits.id, outfitSaves.outfitId))
    .innerJoin(...livePerson(outfits.authorId))
    .where(
      and(
        eq(outfitSaves.userId, viewerId),
        outfitSeenBy(viewerId),
        beforeInTime(outfitSaves.createdAt, outfitSaves.outfitId, after),
      ),
    )
    .orderBy(sql`${outfitSaves.createdAt} desc, ${outfitSaves.outfitId} desc`)
    .limit(limit);
}

// ---- writing outfits ----

/** Reddit's rank: each tenfold of engagement is worth 12.5 hours of freshness. */
const HOT_SECONDS = 45_000;
/** The Explore rank of an outfit created at `created` with these counts (each may be a sum, hence the brackets). */
export const hotOf = (created: SQLWrapper, likes: SQLWrapper, saves: SQLWrapper, comments: SQLWrapper) =>
  sql<number>`(extract(epoch from ${created}) / ${HOT_SECONDS} + log(1 + (${likes}) + 3 * (${saves}) + 2 * (${comments})))`;
const hotOnCreation = hotOf(sql`now()`, sql`0`, sql`0`, sql`0`);

/** The outfit's stored Explore rank, and the rank its counts give (they agree unless a count drifted). */
export async function rankOf(
  db: Executor,
  outfitId: string,
): Promise<{ stored: number; fromCounts: number }> {
  const [row] = await db
    .select({
      stored: outfits.hot,
      fromCounts: hotOf(outfits.createdAt, outfits.likeCount, outfits.saveCount, outfits.commentCount),
    })
    .from(outfits)
    .where(eq(outfits.id, outfitId));
  if (!row) throw new Error(`no outfit ${outfitId}`);
  return { stored: row.stored, fromCounts: Number(row.fromCounts) };
}

/** Likes, saves and comments of an outfit written at once (demo data), with the counts they make. */
export async function insertedEngagement(
  db: Executor,
  outfitId: string,
  engagement: { likers: string[]; savers: string[]; comments: { authorId: string; text: string }[] },
): Promise<void> {
  const { likers, savers, comments } = engagement;
  if (likers.length > 0) await db.insert(outfitLikes).values(likers.map((userId) => ({ outfitId, userId })));
  if (savers.length > 0) await db.insert(outfitSaves).values(savers.map((userId) => ({ outfitId, userId })));
  for (const comment of comments) await db.insert(outfitComments).values({ outfitId, ...comment });
  await db
    .update(outfits)
    .set({ likeCount: likers.length, saveCount: savers.length, commentCount: comments.length })
    .where(eq(outfits.id, outfitId));
}

/** Ranks every outfit again from its counts (demo data written with counts of its own). */
export async function rerankedOutfits(db: Executor): Promise<void> {
  await db
    .update(outfits)
    .set({ hot: hotOf(outfits.createdAt, outfits.likeCount, outfits.saveCount, outfits.commentCount) });
}

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

export interface Counts {
  likes?: number;
  saves?: number;
  comments?: number;
}

/** Adds to the outfit's counts and moves its Explore rank with them; answers the new counts. */
export async function countedEngagement(db: Executor, id: string, delta: Counts): Promise<OutfitRow> {
  const likes = sql`${outfits.likeCount} + ${delta.likes ?? 0}`;
  const saves = sql`${outfits.saveCount} + ${delta.saves ?? 0}`;
  const comments = sql`${outfits.commentCount} + ${delta.comments ?? 0}`;
  const [row] = await db
    .update(outfits)
    .set({
      likeCount: likes,
      saveCount: saves,
      commentCount: comments,
      hot: hotOf(outfits.createdAt, likes, saves, comments),
    })
    .where(eq(outfits.id, id))
    .returning();
  if (!row) throw new Error(`outfit ${id} vanished while counting`);
  return row;
}

export async function insertedLike(db: Executor, outfitId: string, userId: string): Promise<boolean> {
  const rows = await db.insert(outfitLikes).values({ outfitId, userId }).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function deletedLike(db: Executor, outfitId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(outfitLikes)
    .where(and(eq(outfitLikes.outfitId, outfitId), eq(outfitLikes.userId, userId)))
    .returning();
  return rows.length > 0;
}

export async function insertedSave(db: Executor, outfitId: string, userId: string): Promise<boolean> {
  const rows = await db.insert(outfitSaves).values({ outfitId, userId }).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function deletedSave(db: Executor, outfitId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(outfitSaves)
    .where(and(eq(outfitSaves.outfitId, outfitId), eq(outfitSaves.userId, userId)))
    .returning();
  return rows.length > 0;
}

// ---- comments ----

export type CommentView = CommentRow & { authorName: string; authorAvatar: string | null; key: string };

const commentView = {
  ...getTableColumns(outfitComments),
  authorName: fullName,
  authorAvatar: personAvatar,
  key: timeKey(outfitComments.createdAt),
};

/** A thread's comments (top level, or the replies of `parentId`) oldest first, without people blocked either way. */
export async function commentPage(
  db: Executor,
  viewerId: string,
  outfitId: string,
  parentId: string | undefined,
  after: Mark | undefined,
  limit: number,
): Promise<CommentView[]> {
  return db
    .select(commentView)
    .from(outfitComments)
    .innerJoin(...livePerson(outfitComments.authorId))
    .where(
      and(
        eq(outfitComments.outfitId, outfitId),
        parentId ? eq(outfitComments.parentId, parentId) : sql`${outfitComments.parentId} is null`,
        after
          ? sql`(${outfitComments.createdAt}, ${outfitComments.id}) > (${after.key}::timestamptz, ${after.id}::uuid)`
          : undefined,
        noBlockBetween(viewerId, outfitComments.authorId),
      ),
    )
    .orderBy(asc(outfitComments.createdAt), asc(outfitComments.id))
    .limit(limit);
}

export async function commentById(db: Executor, id: string): Promise<CommentRow | undefined> {
  const [row] = await db.select().from(outfitComments).where(eq(outfitComments.id, id)).limit(1);
  return row;
}

export async function insertedComment(
  db: Executor,
  row: { outfitId: string; authorId: string; parentId: string | null; text: string },
): Promise<CommentView> {
  const [inserted] = await db.insert(outfitComments).values(row).returning({ id: outfitComments.id });
  if (!inserted) throw new Error("insert into outfit_comments returned nothing");
  const [view] = await db
    .select(commentView)
    .from(outfitComments)
    .innerJoin(...livePerson(outfitComments.authorId))
    .where(eq(outfitComments.id, inserted.id));
  if (!view) throw new Error("the comment inserted is not there");
  return view;
}

export async function addedReplies(db: Executor, commentId: string, delta: number): Promise<void> {
  await db
    .update(outfitComments)
    .set({ replyCount: sql`${outfitComments.replyCount} + ${delta}` })
    .where(eq(outfitComments.id, commentId));
}

export async function deletedComment(db: Executor, id: string): Promise<void> {
  await db.delete(outfitComments).where(eq(outfitComments.id, id));
}

/** The outfits made with these items lose them (they are being deleted): their item counts follow. */
export async function forgetItems(db: Executor, itemIds: string[]): Promise<void> {
  if (itemIds.length === 0) return;
  await db.execute(sql`update ${outfits} set item_count = item_count - gone.n from (
      select outfit_id, count(*)::int as n from ${outfitItems} where ${inArray(outfitItems.itemId, itemIds)}
      group by outfit_id) as gone
    where ${outfits.id} = gone.outfit_id`);
}

// ---- forgetting a person (account deletion) ----

/**
 * Removes a person's feed inbox, their outfits and their likes, saves and comments on other people's outfits, taking
 * each from the counts it was in (decrements, so that concurrent likes by others stay counted) and
 * from the Explore rank.
 */
export async function forgetPerson(db: Executor, userId: string): Promise<void> {
  const { createdAt, likeCount, saveCount, commentCount } = outfits;
  await db.delete(feedEntries).where(eq(feedEntries.viewerId, userId));
  await db.delete(feedInboxes).where(eq(feedInboxes.viewerId, userId));
  await db.delete(outfits).where(eq(outfits.authorId, userId));
  await db.execute(sql`with gone as (delete from ${outfitLikes} where ${outfitLikes.userId} = ${userId} returning outfit_id)
    update ${outfits} set like_count = like_count - 1,
      hot = ${hotOf(createdAt, sql`like_count - 1`, saveCount, commentCount)}
    from gone where ${outfits.id} = gone.outfit_id`);
  await db.execute(sql`with gone as (delete from ${outfitSaves} where ${outfitSaves.userId} = ${userId} returning outfit_id)
    update ${outfits} set save_count = save_count - 1,
      hot = ${hotOf(createdAt, likeCount, sql`save_count - 1`, commentCount)}
    from gone where ${outfits.id} = gone.outfit_id`);
  // Their comments, with the replies others wrote under their top-level ones, leave each outfit's count;
  // their replies under other people's comments leave those comments' reply counts.
  await db.execute(sql`update ${outfits} set comment_count = comment_count - gone.n,
      hot = ${hotOf(createdAt, likeCount, saveCount, sql`comment_count - gone.n`)}
    from (
      select outfit_id, count(*)::int as n from ${outfitComments} c
      where c.author_id = ${userId} or c.parent_id in (select id from ${outfitComments} where author_id = ${userId})
      group by outfit_id) as gone
    where ${outfits.id} = gone.outfit_id`);
  await db.execute(sql`update ${outfitComments} set reply_count = reply_count - gone.n from (
      select parent_id, count(*)::int as n from ${outfitComments}
      where author_id = ${userId} and parent_id is not null group by parent_id) as gone
    where ${outfitComments.id} = gone.parent_id and ${outfitComments.authorId} <> ${userId}`);
  await db.delete(outfitComments).where(eq(outfitComments.authorId, userId));
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
