// What the viewer reads: their conversations or requests a page at a time, with the last message, the
// unread counts and the people in them, and the messages of one conversation.
import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import type { Mark, Paging } from "../../platform/paging.ts";
import { fullName, livePerson, noBlockBetween, personAvatar } from "../users/index.ts";
import { openTo } from "./repo.ts";
import {
  type ChatMessageRow,
  type ConversationRow,
  chatMessages,
  conversations,
  conversationParticipants as participants,
} from "./tables.ts";

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
