// A live event's room: its pinned product and cheers, the comments and who is muted.
import type { LiveCheer } from "@cbm/contracts";
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import type { Mark } from "../../platform/paging.ts";
import { fullName, livePerson, personAvatar } from "../users/index.ts";
import { liveComments, liveMutes, liveRooms } from "./tables.ts";

/** The event's room row, made on first use. */
async function ensureRoom(db: Executor, eventId: string): Promise<void> {
  await db.insert(liveRooms).values({ eventId }).onConflictDoNothing();
}

export async function roomOf(db: Executor, eventId: string) {
  const [row] = await db.select().from(liveRooms).where(eq(liveRooms.eventId, eventId));
  return row;
}

export async function pin(db: Executor, eventId: string, productId: string | null): Promise<void> {
  await db
    .insert(liveRooms)
    .values({ eventId, pinnedProductId: productId })
    .onConflictDoUpdate({ target: liveRooms.eventId, set: { pinnedProductId: productId } });
}

/** The pinned product of each of the events that has one. */
export async function pinsOf(db: Executor, eventIds: string[]): Promise<Map<string, string>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ eventId: liveRooms.eventId, productId: liveRooms.pinnedProductId })
    .from(liveRooms)
    .where(inArray(liveRooms.eventId, eventIds));
  return new Map(rows.flatMap((row) => (row.productId ? [[row.eventId, row.productId] as const] : [])));
}

/** Adds one to the event's count of the cheer; answers the new count. */
export async function cheered(db: Executor, eventId: string, kind: LiveCheer): Promise<number> {
  await ensureRoom(db, eventId);
  const column = liveRooms[kind];
  const [row] = await db
    .update(liveRooms)
    .set({ [kind]: sql`${column} + 1` })
    .where(eq(liveRooms.eventId, eventId))
    .returning({ count: column });
  return row?.count ?? 0;
}

export interface CommentRow extends Mark {
  id: string;
  message: string;
  createdAt: Date;
  author: { id: string; fullName: string; avatar: string | null };
}

const commentColumns = {
  id: liveComments.id,
  key: sql<string>`${liveComments.createdAt}::text`,
  message: liveComments.message,
  createdAt: liveComments.createdAt,
  author: { id: liveComments.authorId, fullName, avatar: personAvatar },
};

export async function commentOf(db: Executor, id: string): Promise<CommentRow | undefined> {
  const [row] = await db
    .select(commentColumns)
    .from(liveComments)
    .innerJoin(...livePerson(liveComments.authorId))
    .where(eq(liveComments.id, id));
  return row;
}

/** The event's comments of live authors, newest first, before the mark when one is given. */
export function commentsBefore(
  db: Executor,
  eventId: string,
  before: Mark | undefined,
  limit: number,
): Promise<CommentRow[]> {
  const after = before
    ? or(
        sql`${liveComments.createdAt} < ${before.key}::timestamptz`,
        and(
          sql`${liveComments.createdAt} = ${before.key}::timestamptz`,
          sql`${liveComments.id} < ${before.id}`,
        ),
      )
    : undefined;
  return db
    .select(commentColumns)
    .from(liveComments)
    .innerJoin(...livePerson(liveComments.authorId))
    .where(and(eq(liveComments.eventId, eventId), after))
    .orderBy(desc(liveComments.createdAt), desc(liveComments.id))
    .limit(limit);
}

export async function insertedComment(
  db: Executor,
  comment: { eventId: string; authorId: string; message: string },
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db
    .insert(liveComments)
    .values(comment)
    .returning({ id: liveComments.id, createdAt: liveComments.createdAt });
  if (!row) throw new Error("live comment insert returned nothing");
  return row;
}

export async function deletedComment(db: Executor, eventId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(liveComments)
    .where(and(eq(liveComments.eventId, eventId), eq(liveComments.id, id)))
    .returning({ id: liveComments.id });
  return deleted.length > 0;
}

export async function isMuted(db: Executor, eventId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: liveMutes.userId })
    .from(liveMutes)
    .where(and(eq(liveMutes.eventId, eventId), eq(liveMutes.userId, userId)));
  return row !== undefined;
}

/** Mutes the person; answers whether they were not muted before. */
export async function muted(
  db: Executor,
  mute: { eventId: string; userId: string; mutedBy: string },
): Promise<boolean> {
  const rows = await db
    .insert(liveMutes)
    .values(mute)
    .onConflictDoNothing()
    .returning({ userId: liveMutes.userId });
  return rows.length > 0;
}

/** Lets the person comment again; answers whether they were muted. */
export async function unmuted(db: Executor, eventId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(liveMutes)
    .where(and(eq(liveMutes.eventId, eventId), eq(liveMutes.userId, userId)))
    .returning({ userId: liveMutes.userId });
  return rows.length > 0;
}
