// Likes, saves and comment counts of outfits, and the Explore rank they move (decision 006).
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import { hotOf } from "./repo.ts";
import {
  feedEntries,
  feedInboxes,
  type OutfitRow,
  outfitComments,
  outfitLikes,
  outfitSaves,
  outfits,
} from "./tables.ts";

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

/** One like or save of the demo data: by whom, and when (now when it is left out). */
interface Engaged {
  userId: string;
  createdAt?: Date;
}

/**
 * Likes, saves and comments of an outfit written at once (demo data), each at its `createdAt` (now when
 * it is left out), with the counts they make. The Explore rank is the caller's: `rerankedOutfits` after.
 */
export async function insertedEngagement(
  db: Executor,
  outfitId: string,
  engagement: {
    likes: Engaged[];
    saves: Engaged[];
    comments: { authorId: string; text: string; createdAt?: Date }[];
  },
): Promise<void> {
  const { likes, saves, comments } = engagement;
  if (likes.length > 0) await db.insert(outfitLikes).values(likes.map((like) => ({ outfitId, ...like })));
  if (saves.length > 0) await db.insert(outfitSaves).values(saves.map((save) => ({ outfitId, ...save })));
  if (comments.length > 0) {
    await db.insert(outfitComments).values(comments.map((comment) => ({ outfitId, ...comment })));
  }
  await db
    .update(outfits)
    .set({ likeCount: likes.length, saveCount: saves.length, commentCount: comments.length })
    .where(eq(outfits.id, outfitId));
}

/** Ranks every outfit again from its counts (demo data written with counts of its own). */
export async function rerankedOutfits(db: Executor): Promise<void> {
  await db
    .update(outfits)
    .set({ hot: hotOf(outfits.createdAt, outfits.likeCount, outfits.saveCount, outfits.commentCount) });
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
