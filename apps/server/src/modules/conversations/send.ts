// Sending a message: what it shares checked, a text straight to the one statement, a request's rules in
// a transaction, and telling who is in the conversation.
import type { ChatMessage, SendMessageBody } from "@cbm/contracts";
import { inTransaction, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { productsDetails } from "../products/index.ts";
import { preparedImage } from "../uploads/index.ts";
import { messagesFor, outfitVisibleTo } from "./cards.ts";
import type { MessageRequested, MessageSent } from "./events.ts";
import * as sending from "./messages-repo.ts";
import { asksToPayElsewhere } from "./off-platform.ts";
import * as repo from "./repo.ts";
import type { ChatMessageRow, ConversationRow } from "./tables.ts";

const NOT_FOUND = "We could not find this conversation.";
const ONE_REQUEST_MESSAGE = "You can send one message until this person accepts your request.";

/** The other person of a one-to-one conversation; none in a group. */
const otherOfPair = (conversation: ConversationRow, viewerId: string) =>
  conversation.pairLowId === viewerId ? conversation.pairHighId : conversation.pairLowId;

/** A request sent to the viewer and waiting for their answer. */
export const isRequestTo = (conversation: ConversationRow, viewerId: string) =>
  conversation.requestState === "pending" && conversation.requestedBy !== viewerId;

/**
 * Messages into the viewer's conversations, and what the other use cases take from sending: the
 * conversation open to the viewer, its next message number, and telling who is in it.
 */
export function messageSending(deps: Pick<Deps, "database" | "bus" | "storage">) {
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

  return { openTo, nextMessageIn, send, announce };
}
