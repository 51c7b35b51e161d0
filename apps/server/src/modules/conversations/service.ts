import {
  CONVERSATION_LEFT,
  type Conversation,
  type ConversationPage,
  type ConversationSummary,
  type ConversationsQuery,
  type CursorQuery,
  type MessageResponse,
  REQUEST_ACCEPTED,
  REQUEST_DECLINED,
} from "@cbm/contracts";
import { inTransaction } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { decodeCursor, keysetPage, numberedPage, pagingOf } from "../../platform/paging.ts";
import type { UsersService } from "../users/index.ts";
import { messagesFor } from "./cards.ts";
import type { MessagesRead } from "./events.ts";
import * as sending from "./messages-repo.ts";
import * as reading from "./reading-repo.ts";
import * as repo from "./repo.ts";
import { isRequestTo, messageSending } from "./send.ts";
import type { ConversationRow } from "./tables.ts";

const NO_REQUEST = "We could not find this message request.";

/** The parts of a conversation every view of it shows. */
function headerOf(conversation: ConversationRow, people: reading.ParticipantRow[]) {
  return {
    id: conversation.id,
    title: conversation.title,
    isGroup: conversation.pairLowId === null,
    participants: people
      .filter((person) => person.conversationId === conversation.id)
      .map(({ id, fullName, avatar }) => ({ id, fullName, avatar })),
    isRequest: conversation.requestState !== null,
    requestedBy: conversation.requestState === null ? null : conversation.requestedBy,
  };
}

function summaryOf(
  row: reading.ListedConversationRow,
  people: reading.ParticipantRow[],
): ConversationSummary {
  const last = row.lastMessage;
  return {
    ...headerOf(row, people),
    lastMessage: last && {
      kind: last.kind,
      text: last.text,
      senderId: last.senderId,
      at: last.createdAt.toISOString(),
    },
    unreadCount: row.unreadCount,
  };
}

/** Opens a group conversation of the creator and the members, with a title. */
export function openGroup(
  { database }: Pick<Deps, "database">,
  creatorId: string,
  title: string,
  memberIds: string[],
): Promise<{ id: string }> {
  return inTransaction(database.db, async (tx) => {
    const group = await repo.insertedGroup(tx, title);
    await repo.addParticipants(tx, group.id, [creatorId, ...memberIds]);
    return { id: group.id };
  });
}

/** Conversations between people: one-to-one (maybe opened as a request) or groups. */
export function conversationsService(
  deps: Pick<Deps, "database" | "bus" | "storage">,
  users: Pick<UsersService, "publicProfile">,
) {
  const { db } = deps.database;
  const { bus } = deps;
  const { openTo, nextMessageIn, send, announce } = messageSending(deps);

  /** The one-to-one conversation of the pair, opened now (as a request when the other only takes chats from people they follow). */
  async function openWith(viewerId: string, userId: string): Promise<{ id: string }> {
    if (viewerId === userId) throw AppError.field("id", "You cannot start a conversation with yourself");
    const person = await users.publicProfile(viewerId, userId);
    const [pairLowId, pairHighId] = [viewerId, userId].sort() as [string, string];
    const asRequest = !person.chatInvitation && !person.followsYou;
    return inTransaction(db, async (tx) => {
      const opened = await repo.insertedDirect(tx, {
        pairLowId,
        pairHighId,
        requestState: asRequest ? "pending" : null,
        requestedBy: asRequest ? viewerId : null,
      });
      if (opened) {
        await repo.addParticipants(tx, opened.id, [viewerId, userId]);
        return { id: opened.id };
      }
      const found = await repo.directOf(tx, pairLowId, pairHighId);
      if (!found) throw new Error("the pair's conversation is neither new nor found");
      // What was said while they were away counts as read.
      await repo.rejoin(tx, found.id, viewerId, found.lastSeq);
      // A request ends when the one it was sent to opens the chat themselves, or now takes chats from its sender.
      if (found.requestState !== null && (found.requestedBy !== viewerId || !asRequest)) {
        await repo.setRequestState(tx, found.id, null);
      }
      return { id: found.id };
    });
  }

  /** Moves the viewer's read mark to message `seq`; when it moved, the others are told. */
  function markRead(viewerId: string, id: string, seq: number): Promise<void> {
    return inTransaction(db, async (tx) => {
      if (!(await repo.markedRead(tx, id, viewerId, seq))) return;
      const read: MessagesRead = {
        conversationId: id,
        userId: viewerId,
        seq,
        recipientIds: await repo.audienceOf(tx, id, viewerId),
      };
      await bus.emit(tx, "messages.read", read);
    });
  }

  /** Answers a request sent to the viewer: accepted, it becomes a conversation; declined, it leaves their requests. */
  function answerRequest(viewerId: string, id: string, accept: boolean): Promise<MessageResponse> {
    return inTransaction(db, async (tx) => {
      const conversation = await repo.conversationOpenTo(tx, viewerId, id);
      if (!conversation || !isRequestTo(conversation, viewerId)) throw AppError.notFound(NO_REQUEST);
      await repo.setRequestState(tx, id, accept ? null : "declined");
      return { message: accept ? REQUEST_ACCEPTED : REQUEST_DECLINED };
    });
  }

  return {
    openWith,
    send,
    accept: (viewerId: string, id: string) => answerRequest(viewerId, id, true),
    decline: (viewerId: string, id: string) => answerRequest(viewerId, id, false),

    async list(viewerId: string, query: ConversationsQuery): Promise<ConversationPage> {
      const found = await reading.conversationPage(db, viewerId, query.requests, pagingOf(query));
      const people = await reading.participantsOf(
        db,
        viewerId,
        found.rows.map((row) => row.id),
      );
      return numberedPage(
        query,
        found.rows.map((row) => summaryOf(row, people)),
        found.total,
      );
    },

    newMessageCount: async (viewerId: string) => ({ count: await reading.unreadTotal(db, viewerId) }),

    /** A page of the messages, oldest to newest; what the viewer sees is read. */
    async read(viewerId: string, id: string, query: CursorQuery): Promise<Conversation> {
      const conversation = await openTo(viewerId, id);
      const before = decodeCursor(query.cursor, "rank");
      const [rows, people] = await Promise.all([
        reading.messagesBefore(db, viewerId, id, before, query.size + 1),
        reading.participantsOf(db, viewerId, [id]),
      ]);
      const newest = rows[0];
      if (newest) await markRead(viewerId, id, newest.seq);
      const page = keysetPage(rows, query.size, (row) => row);
      return {
        ...headerOf(conversation, people),
        items: (await messagesFor(db, viewerId, page.items)).reverse(),
        nextCursor: page.nextCursor,
        readMarks: people.map((person) => ({ userId: person.id, seq: person.readSeq })),
      };
    },

    /** Who should see that the viewer is writing in the conversation: nobody when it is not open to them. */
    async typingAudience(viewerId: string, id: string): Promise<string[]> {
      const conversation = await repo.conversationOpenTo(db, viewerId, id);
      return conversation ? repo.audienceOf(db, id, viewerId) : [];
    },

    /** The viewer stops receiving the conversation; the others find a note that they left. */
    leave: (viewerId: string, id: string): Promise<MessageResponse> =>
      inTransaction(db, async (tx) => {
        const { seq } = await nextMessageIn(tx, viewerId, id);
        await repo.markLeft(tx, id, viewerId);
        const note = await sending.insertedMessage(tx, {
          conversationId: id,
          seq,
          kind: "left",
          senderId: viewerId,
          text: "",
        });
        await announce(tx, note);
        return { message: CONVERSATION_LEFT };
      }),
  };
}

export type ConversationsService = ReturnType<typeof conversationsService>;
