// The conversations and who is in them: opening one, joining and leaving, requests, read marks and
// who hears what the viewer does.
import { and, eq, isNotNull, isNull, lt, ne, or, type SQLWrapper, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import { noBlockBetween } from "../users/index.ts";
import {
  type ConversationRow,
  conversations,
  conversationParticipants as participants,
  type RequestState,
} from "./tables.ts";

/** Someone as a query takes them: an id, or a prepared statement's placeholder for one. */
type Who = string | SQLWrapper;

/** The values a message's prepared statements take. */
const p = {
  id: sql.placeholder("id"),
  viewerId: sql.placeholder("viewerId"),
  userId: sql.placeholder("userId"),
  readSeq: sql.placeholder("readSeq"),
};

/** The other person of a one-to-one conversation, seen from the viewer. */
export const otherOfPair = (viewerId: Who) =>
  sql`case when ${conversations.pairLowId} = ${viewerId} then ${conversations.pairHighId} else ${conversations.pairLowId} end`;

/** The viewer is still in the conversation, and in a one-to-one one, neither side blocked the other. */
export const openTo = (viewerId: Who) =>
  and(
    eq(participants.userId, viewerId),
    isNull(participants.leftAt),
    or(isNull(conversations.pairLowId), noBlockBetween(viewerId, otherOfPair(viewerId))),
  );

const joinedParticipation = (db: Executor) =>
  db.select().from(conversations).innerJoin(participants, eq(participants.conversationId, conversations.id));

/** The one-to-one conversation of the pair (ids in order), if there is one. */
export async function directOf(
  db: Executor,
  lowId: string,
  highId: string,
): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.pairLowId, lowId), eq(conversations.pairHighId, highId)));
  return row;
}

/** The new one-to-one conversation, or nothing when the pair already has one (even one opened this instant). */
export async function insertedDirect(
  db: Executor,
  values: Pick<ConversationRow, "pairLowId" | "pairHighId" | "requestState" | "requestedBy">,
): Promise<ConversationRow | undefined> {
  const [row] = await db.insert(conversations).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertedGroup(db: Executor, title: string): Promise<ConversationRow> {
  const [row] = await db.insert(conversations).values({ title }).returning();
  if (!row) throw new Error("conversation insert returned nothing");
  return row;
}

export async function addParticipants(
  db: Executor,
  conversationId: string,
  userIds: string[],
): Promise<void> {
  await db
    .insert(participants)
    .values(userIds.map((userId) => ({ conversationId, userId })))
    .onConflictDoNothing();
}

const rejoinQuery = reusable((db) =>
  db
    .update(participants)
    .set({ leftAt: null, readSeq: sql`${p.readSeq}::int` })
    .where(
      and(
        eq(participants.conversationId, p.id),
        eq(participants.userId, p.userId),
        isNotNull(participants.leftAt),
      ),
    )
    .prepare("conversation_rejoin"),
);

/** Brings back someone who left, having read up to message `readSeq`. */
export async function rejoin(
  db: Executor,
  conversationId: string,
  userId: string,
  readSeq: number,
): Promise<void> {
  await rejoinQuery(db).execute({ id: conversationId, userId, readSeq });
}

/** The conversation is open to the viewer, and not a request they declined. */
export const writableBy = (viewerId: Who) =>
  and(
    openTo(viewerId),
    or(
      isNull(conversations.requestState),
      ne(conversations.requestState, "declined"),
      eq(conversations.requestedBy, viewerId),
    ),
  );

const openToQuery = reusable((db) =>
  joinedParticipation(db)
    .where(and(eq(conversations.id, p.id), writableBy(p.viewerId)))
    .prepare("conversation_open_to"),
);

/** The conversation as the viewer may read it: they are in it, no block between the pair, no request they declined. */
export async function conversationOpenTo(
  db: Executor,
  viewerId: string,
  id: string,
): Promise<ConversationRow | undefined> {
  const [row] = await openToQuery(db).execute({ id, viewerId });
  return row?.conversations;
}

export async function activeParticipantIds(db: Executor, conversationId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: participants.userId })
    .from(participants)
    .where(and(eq(participants.conversationId, conversationId), isNull(participants.leftAt)));
  return rows.map((row) => row.userId);
}

export async function setRequestState(
  db: Executor,
  id: string,
  requestState: RequestState | null,
): Promise<void> {
  await db.update(conversations).set({ requestState }).where(eq(conversations.id, id));
}

export async function markLeft(db: Executor, conversationId: string, userId: string): Promise<void> {
  await db
    .update(participants)
    .set({ leftAt: sql`now()` })
    .where(and(eq(participants.conversationId, conversationId), eq(participants.userId, userId)));
}

/** Marks read up to message `seq`, never back (an older page read after a newer one): whether it moved. */
export async function markedRead(
  db: Executor,
  conversationId: string,
  userId: string,
  seq: number,
): Promise<boolean> {
  const moved = await db
    .update(participants)
    .set({ readSeq: seq })
    .where(
      and(
        eq(participants.conversationId, conversationId),
        eq(participants.userId, userId),
        lt(participants.readSeq, seq),
      ),
    )
    .returning({ readSeq: participants.readSeq });
  return moved.length > 0;
}

/** Who hears what the viewer does in the conversation: the others still in it, with no block between them. */
export async function audienceOf(db: Executor, conversationId: string, viewerId: string): Promise<string[]> {
  const rows = await db
    .select({ userId: participants.userId })
    .from(participants)
    .where(
      and(
        eq(participants.conversationId, conversationId),
        isNull(participants.leftAt),
        ne(participants.userId, viewerId),
        noBlockBetween(viewerId, participants.userId),
      ),
    );
  return rows.map((row) => row.userId);
}
