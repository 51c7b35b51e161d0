import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, type SQLWrapper, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import type { Mark, Paging } from "../../platform/paging.ts";
import { fullName, livePerson, noBlockBetween, personAvatar } from "../users/index.ts";
import {
  type ChatMessageRow,
  type ConversationRow,
  chatMessages,
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
const openTo = (viewerId: Who) =>
  and(
    eq(participants.userId, viewerId),
    isNull(participants.leftAt),
    or(isNull(conversations.pairLowId), noBlockBetween(viewerId, otherOfPair(viewerId))),
  );

/** A pair's conversation shows once something was said in it: opening one tells the other nothing. */
const started = or(isNull(conversations.pairLowId), gt(conversations.lastSeq, 0));

/** Where the viewer finds a conversation: their conversations, or the pending requests sent to them. */
const listedFor = (viewerId: string, requests: boolean) =>
  requests
    ? and(
        openTo(viewerId),
        started,
        eq(conversations.requestState, "pending"),
        ne(conversations.requestedBy, viewerId),
      )
    : and(
        openTo(viewerId),
        started,
        or(isNull(conversations.requestState), eq(conversations.requestedBy, viewerId)),
      );

/**
 * In a group, what someone blocked either way with the viewer says is hidden from the viewer (decision
 * 024); a one-to-one conversation with a block is closed altogether (`openTo`).
 */
const sentWithoutBlock = (viewerId: string) => noBlockBetween(viewerId, chatMessages.senderId);

const unreadCount = (viewerId: string) =>
  sql<number>`(select count(*) from ${chatMessages} where ${chatMessages.conversationId} = ${conversations.id}
    and ${chatMessages.seq} > ${participants.readSeq} and ${chatMessages.senderId} <> ${viewerId}
    and ${chatMessages.kind} = 'message'
    and (${conversations.pairLowId} is not null or ${sentWithoutBlock(viewerId)}))::int`;

/** The number of the newest message the viewer may see: in a group, the newest from someone not blocked either way. */
const lastSeenSeq = (viewerId: string) =>
  sql`case when ${conversations.pairLowId} is not null then ${conversations.lastSeq} else
    (select max(seen.seq) from ${chatMessages} seen where seen.conversation_id = ${conversations.id}
      and ${noBlockBetween(viewerId, sql`seen.sender_id`)}) end`;

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

/**
 * Up to `limit` messages the viewer may see before the mark (or the newest), newest first; their mark's
 * key is the number.
 */
export async function messagesBefore(
  db: Executor,
  viewerId: string,
  conversationId: string,
  before: Mark | undefined,
  limit: number,
): Promise<Array<ChatMessageRow & Mark>> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        before ? lt(chatMessages.seq, Number(before.key)) : undefined,
        sentWithoutBlock(viewerId),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
  return rows.map((row) => ({ ...row, key: row.seq }));
}

export type ListedConversationRow = ConversationRow & {
  unreadCount: number;
  lastMessage: Pick<ChatMessageRow, "text" | "senderId" | "kind" | "createdAt"> | null;
};

/** A page of the viewer's conversations or requests, newest activity first. */
export async function conversationPage(
  db: Executor,
  viewerId: string,
  requests: boolean,
  page: Paging,
): Promise<{ rows: ListedConversationRow[]; total: number }> {
  const where = listedFor(viewerId, requests);
  const [rows, [count]] = await Promise.all([
    db
      .select({ conversation: conversations, unreadCount: unreadCount(viewerId), last: chatMessages })
      .from(conversations)
      .innerJoin(participants, eq(participants.conversationId, conversations.id))
      .leftJoin(
        chatMessages,
        and(eq(chatMessages.conversationId, conversations.id), eq(chatMessages.seq, lastSeenSeq(viewerId))),
      )
      .where(where)
      .orderBy(desc(conversations.lastActivityAt), desc(conversations.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(conversations)
      .innerJoin(participants, eq(participants.conversationId, conversations.id))
      .where(where),
  ]);
  return {
    rows: rows.map(({ conversation, unreadCount, last }) => ({
      ...conversation,
      unreadCount,
      lastMessage: last,
    })),
    total: count?.count ?? 0,
  };
}

export interface ParticipantRow {
  conversationId: string;
  id: string;
  fullName: string;
  avatar: string | null;
  readSeq: number;
}

/**
 * The live people of the conversations other than the viewer: in a group those still in it and not
 * blocked either way with the viewer, in a pair the other one.
 */
export function participantsOf(
  db: Executor,
  viewerId: string,
  conversationIds: string[],
): Promise<ParticipantRow[]> {
  if (conversationIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      conversationId: participants.conversationId,
      id: participants.userId,
      fullName,
      avatar: personAvatar,
      readSeq: participants.readSeq,
    })
    .from(participants)
    .innerJoin(conversations, eq(conversations.id, participants.conversationId))
    .innerJoin(...livePerson(participants.userId))
    .where(
      and(
        inArray(participants.conversationId, conversationIds),
        ne(participants.userId, viewerId),
        or(isNull(participants.leftAt), isNotNull(conversations.pairLowId)),
        noBlockBetween(viewerId, participants.userId),
      ),
    )
    .orderBy(participants.joinedAt, participants.userId);
}

/** Unread messages over the viewer's conversations (not the requests sent to them). */
export async function unreadTotal(db: Executor, viewerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${unreadCount(viewerId)}), 0)::int` })
    .from(conversations)
    .innerJoin(participants, eq(participants.conversationId, conversations.id))
    .where(listedFor(viewerId, false));
  return row?.count ?? 0;
}
