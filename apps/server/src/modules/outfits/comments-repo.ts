// The comments of outfits and their replies, as the viewer sees them.
import { and, asc, eq, getTableColumns, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../platform/db.ts";
import type { Mark } from "../../platform/paging.ts";
import { fullName, livePerson, noBlockBetween, personAvatar } from "../users/index.ts";
import { hiddenFrom, timeKey } from "./repo.ts";
import { type CommentRow, outfitComments } from "./tables.ts";

export type CommentView = CommentRow & { authorName: string; authorAvatar: string | null; key: string };

const commentView = {
  ...getTableColumns(outfitComments),
  authorName: fullName,
  authorAvatar: personAvatar,
  key: timeKey(outfitComments.createdAt),
};

const reply = alias(outfitComments, "reply");

/** The comment's replies the viewer can see: without those of people blocked either way (issue 12 §3). */
const seenReplyCount = (viewerId: string) => {
  const hidden = hiddenFrom(viewerId);
  return sql<number>`(${outfitComments.replyCount} - case when cardinality(${hidden}) = 0 then 0 else (
    select count(*)::int from ${outfitComments} as ${reply}
    where ${reply.outfitId} = ${outfitComments.outfitId} and ${reply.parentId} = ${outfitComments.id}
      and ${reply.authorId} = any(${hidden})) end)`;
};

/**
 * A thread's comments (top level, or the replies of `parentId`) oldest first, without people blocked
 * either way, nor their replies in the counts.
 */
export async function commentPage(
  db: Executor,
  viewerId: string,
  outfitId: string,
  parentId: string | undefined,
  after: Mark | undefined,
  limit: number,
): Promise<CommentView[]> {
  return db
    .select({ ...commentView, replyCount: seenReplyCount(viewerId) })
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
