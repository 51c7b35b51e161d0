import {
  type ChatMessage,
  CONVERSATION_LEFT,
  type Conversation,
  type ConversationPage,
  type ConversationSummary,
  type ConversationsQuery,
  type CursorQuery,
  type MessageResponse,
  REQUEST_ACCEPTED,
  REQUEST_DECLINED,
  type SendMessageBody,
} from "@cbm/contracts";
import { inTransaction, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { decodeCursor, keysetPage, numberedPage, pagingOf } from "../../platform/paging.ts";
import { productsDetails } from "../products/index.ts";
import { preparedImage } from "../uploads/index.ts";
import type { UsersService } from "../users/index.ts";
import { messagesFor, outfitVisibleTo } from "./cards.ts";
import type { MessageRequested, MessageSent, MessagesRead } from "./events.ts";
import * as sending from "./messages-repo.ts";
import { asksToPayElsewhere } from "./off-platform.ts";
import * as repo from "./repo.ts";
import type { ChatMessageRow, ConversationRow } from "./tables.ts";

const NOT_FOUND = "We could not find this conversation.";
const NO_REQUEST = "We could not find this message request.";
const ONE_REQUEST_MESSAGE = "You can send one message until this person accepts your request.";

/** The parts of a conversation every view of it shows. */
function headerOf(conversation: ConversationRow, people: repo.ParticipantRow[]) {
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

function summaryOf(row: repo.ListedConversationRow, people: repo.ParticipantRow[]): ConversationSummary {
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

/** The other person of a one-to-one conversation; none in a group. */
const otherOfPair = (conversation: ConversationRow, viewerId: string) =>
  conversation.pairLowId === viewerId ? conversation.pairHighId : conversation.pairLowId;

/** A request sent to the viewer and waiting for their answer. */
const isRequestTo = (conversation: ConversationRow, viewerId: string) =>
  conversation.requestState === "pending" && conversation.requestedBy !== viewerId;

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

  async function openTo(viewerId: string, id: string): Promise<ConversationRow> {
    const conversation = await repo.conversationOpenTo(db, viewerId, id);
    if (!conversation) throw AppError.notFound(NOT_FOUND);
    return conversation;
  }

  /**
   * The conversation's next message number, taken under its lock (which orders messages, counts and the
   * request's one message), once the viewer is known to be still open to it.
   */
  async function nextMessageIn(tx: Tx, viewerId: string, id: string) {
    const taken = await sending.nextMessageOf(tx, viewerId, id);
    if (!taken) throw AppError.notFound(NOT_FOUND);
    const { otherLeft, ...conversation } = taken;
    return { seq: conversation.lastSeq, conversation, otherLeft };
  }

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

  /** A shared product must be one shoppers can see now. */
  async function refuseHiddenProduct(viewerId: string, productId: string | undefined): Promise<void> {
    if (productId && (await productsDetails(db, viewerId, [productId])).length === 0) {
      throw AppError.field("productId", "This product is not for sale on CBM");
    }
  }

  /** A shared outfit must be one the sender can see now. */
  async function refuseHiddenOutfit(viewerId: string, outfitId: string | undefined): Promise<void> {
    if (outfitId && !(await outfitVisibleTo(db, viewerId, outfitId))) {
      throw AppError.field("outfitId", "We could not find this outfit");
    }
  }

  /**
   * A stranger is refused before any image or card work; a text alone goes straight to the statement,
   * which refuses them too. A request, rarer, is sent in a transaction that keeps its rules.
   */
  async function send(viewerId: string, id: string, body: SendMessageBody): Promise<ChatMessage> {
    if (body.image || body.productId || body.outfitId) await openTo(viewerId, id);
    await refuseHiddenProduct(viewerId, body.productId);
    await refuseHiddenOutfit(viewerId, body.outfitId);
    const message = {
      conversationId: id,
      senderId: viewerId,
      text: body.message,
      image: body.image ? await preparedImage(deps.storage, body.image, "image") : null,
      productId: body.productId ?? null,
      outfitId: body.outfitId ?? null,
      offPlatformPayment: asksToPayElsewhere(body.message),
    };
    const sent = await sending.sentMessage(db, message);
    if (sent) bus.emitCommitted("message.sent", sentEvent(sent, sent.recipientIds));
    const row = sent ?? (await inTransaction(db, (tx) => sendInRequest(tx, message)));
    const [answer] = await messagesFor(db, viewerId, [row]);
    if (!answer) throw new Error("a message sent has its answer");
    return answer;
  }

  /** Sends into a conversation that is a request (or refuses): its opener may send one message, and a reply accepts it. */
  async function sendInRequest(tx: Tx, message: sending.Outgoing) {
    const { conversationId: id, senderId: viewerId } = message;
    const { seq, conversation, otherLeft } = await nextMessageIn(tx, viewerId, id);
    const viewerRequested = conversation.requestState !== null && conversation.requestedBy === viewerId;
    if (viewerRequested && (await sending.messageCountFrom(tx, id, viewerId)) > 0) {
      throw AppError.forbidden(ONE_REQUEST_MESSAGE);
    }
    // Replying to a request accepts it.
    if (isRequestTo(conversation, viewerId)) await repo.setRequestState(tx, id, null);
    // Leaving a one-to-one conversation hides it until the next message (blocking is what stops someone).
    const other = otherOfPair(conversation, viewerId);
    if (other && otherLeft) await repo.rejoin(tx, id, other, seq - 1);
    const sent = await sending.insertedMessage(tx, { ...message, seq, kind: "message" });
    // A pair's other person is in it now (brought back above if they had left): no need to ask.
    const recipientIds = await announce(tx, sent, other ? [other] : undefined);
    if (viewerRequested && conversation.requestState === "pending") {
      for (const recipientId of recipientIds) {
        const requested: MessageRequested = { conversationId: id, requesterId: viewerId, recipientId };
        await bus.emit(tx, "message.requested", requested);
      }
    }
    return sent;
  }

  const sentEvent = (message: ChatMessageRow, recipientIds: string[]): MessageSent => ({
    conversationId: message.conversationId,
    messageId: message.id,
    senderId: message.senderId,
    recipientIds,
  });

  /** Tells who is still in the conversation of the message (`known` when the caller knows); answers them. */
  async function announce(tx: Tx, message: ChatMessageRow, known?: string[]): Promise<string[]> {
    const recipientIds =
      known ??
      (await repo.activeParticipantIds(tx, message.conversationId)).filter(
        (userId) => userId !== message.senderId,
      );
    await bus.emit(tx, "message.sent", sentEvent(message, recipientIds));
    return recipientIds;
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
      const found = await repo.conversationPage(db, viewerId, query.requests, pagingOf(query));
      const people = await repo.participantsOf(
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

    newMessageCount: async (viewerId: string) => ({ count: await repo.unreadTotal(db, viewerId) }),

    /** A page of the messages, oldest to newest; what the viewer sees is read. */
    async read(viewerId: string, id: string, query: CursorQuery): Promise<Conversation> {
      const conversation = await openTo(viewerId, id);
      const before = decodeCursor(query.cursor, "rank");
      const [rows, people] = await Promise.all([
        repo.messagesBefore(db, viewerId, id, before, query.size + 1),
        repo.participantsOf(db, viewerId, [id]),
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
