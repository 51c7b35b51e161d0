import type { ChatMessage, Conversation, ConversationPage, ConversationSummary } from "@cbm/contracts";
import { me } from "./users.ts";

/** The `n`th id of the conversations' tests. */
export const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** Ana, the other person of the tests' conversations. */
export const ANA = { id: idOf(900), avatar: null, fullName: "Ana Lee" };

/** The `n`th conversation of the tests: with Ana, its last message hers, unread unless told otherwise. */
export const conversationSummary = (
  n: number,
  fields: Partial<ConversationSummary> = {},
): ConversationSummary => ({
  id: idOf(n),
  title: null,
  isGroup: false,
  participants: [{ ...ANA, fullName: `Ana Lee ${n}` }],
  lastMessage: { kind: "message", text: `Hello ${n}`, senderId: ANA.id, at: new Date().toISOString() },
  unreadCount: 1,
  isRequest: false,
  requestedBy: null,
  ...fields,
});

export const conversationPage = (items: ConversationSummary[]): ConversationPage => ({
  items,
  page: 0,
  size: 50,
  total: items.length,
});

/** The `n`th message of conversation 1: Ana's unless `mine`. */
export const chatMessage = (
  n: number,
  fields: Partial<ChatMessage> & { mine?: boolean } = {},
): ChatMessage => {
  const { mine, ...rest } = fields;
  return {
    id: idOf(100 + n),
    conversationId: idOf(1),
    kind: "message",
    seq: n,
    senderId: mine ? me.id : ANA.id,
    text: `Message ${n}`,
    image: null,
    productId: null,
    outfitId: null,
    product: null,
    outfit: null,
    offPlatformPaymentWarning: false,
    createdAt: new Date(Date.now() - (100 - n) * 60_000).toISOString(),
    ...rest,
  };
};

export const conversationWith = (items: ChatMessage[], fields: Partial<Conversation> = {}): Conversation => ({
  id: idOf(1),
  title: null,
  isGroup: false,
  participants: [ANA],
  isRequest: false,
  requestedBy: null,
  items,
  nextCursor: null,
  readMarks: [{ userId: ANA.id, seq: 0 }],
  ...fields,
});
