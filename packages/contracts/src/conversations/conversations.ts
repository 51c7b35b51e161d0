import { z } from "zod";
import {
  booleanField,
  CURRENCIES,
  CursorQuerySchema,
  Id,
  MessageResponseSchema,
  optional,
  PageQuerySchema,
  pageOf,
  requiredText,
  uuidField,
} from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { ImageSchema, MediaLocationSchema } from "../uploads.ts";
import { PersonSchema } from "../users/index.ts";

export const MESSAGE_MAX = 4000;

export const SendMessageBodySchema = z.object({
  message: requiredText("Message", MESSAGE_MAX),
  /** An image uploaded first (`POST /v1/uploads`), sent by its location. */
  image: optional(MediaLocationSchema),
  /** A product or an outfit shared as a card. */
  productId: optional(uuidField("Product")),
  outfitId: optional(uuidField("Outfit")),
});
export type SendMessageBody = z.infer<typeof SendMessageBodySchema>;

/** A shared product as a message shows it, while the reader may still see it in the shop. */
export const SharedProductSchema = z.object({
  id: Id,
  title: z.string(),
  image: ImageSchema.nullable(),
  priceMinor: z.number().int(),
  currency: z.enum(CURRENCIES),
  /** The product's page in the app. */
  link: z.string(),
});
export type SharedProduct = z.infer<typeof SharedProductSchema>;

/** A shared outfit as a message shows it, while the reader may still see it. */
export const SharedOutfitSchema = z.object({
  id: Id,
  image: ImageSchema,
  caption: z.string().nullable(),
  /** The outfit's page in the app. */
  link: z.string(),
});
export type SharedOutfit = z.infer<typeof SharedOutfitSchema>;

/** A message someone wrote, or the note that a participant left. */
export const MESSAGE_KINDS = ["message", "left"] as const;

export const ChatMessageSchema = z.object({
  id: Id,
  conversationId: Id,
  kind: z.enum(MESSAGE_KINDS),
  /** The message's number in its conversation: 1, 2, 3… in the order they were sent. */
  seq: z.number().int(),
  senderId: Id,
  text: z.string(),
  image: ImageSchema.nullable(),
  productId: Id.nullable(),
  outfitId: Id.nullable(),
  /** The shared product's card; null when none was shared or the reader may no longer see it. */
  product: SharedProductSchema.nullable(),
  /** The shared outfit's card; null when none was shared or the reader may no longer see it. */
  outfit: SharedOutfitSchema.nullable(),
  /** The message seems to ask the reader to pay outside CBM (a card number, "pay me via ..."); never set for its sender. */
  offPlatformPaymentWarning: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ConversationSummarySchema = z.object({
  id: Id,
  /** A group's title; null for a one-to-one conversation. */
  title: z.string().nullable(),
  isGroup: z.boolean(),
  /** The participants other than the viewer who are still in it. */
  participants: z.array(PersonSchema),
  lastMessage: z
    .object({ kind: z.enum(MESSAGE_KINDS), text: z.string(), senderId: Id, at: z.string() })
    .nullable(),
  unreadCount: z.number().int(),
  /** Opened as a request that the other side has not accepted: its opener may send one message until then. */
  isRequest: z.boolean(),
  /** Who opened the request, when it is one. */
  requestedBy: Id.nullable(),
});
export type ConversationSummary = z.infer<typeof ConversationSummarySchema>;

export const ConversationPageSchema = pageOf(ConversationSummarySchema);
export type ConversationPage = z.infer<typeof ConversationPageSchema>;

export const ConversationsQuerySchema = PageQuerySchema.extend({
  /** The requests others sent the viewer, instead of the viewer's conversations. */
  requests: optional(booleanField("Requests")).transform((value) => value ?? false),
});
export type ConversationsQuery = z.infer<typeof ConversationsQuerySchema>;

/** How far a participant other than the viewer has read: the number of the newest message they read. */
export const ReadMarkSchema = z.object({ userId: Id, seq: z.number().int() });
export type ReadMark = z.infer<typeof ReadMarkSchema>;

/** A conversation with a page of its messages, oldest to newest; `nextCursor` leads to older ones. */
export const ConversationSchema = ConversationSummarySchema.omit({
  lastMessage: true,
  unreadCount: true,
}).extend({
  items: z.array(ChatMessageSchema),
  nextCursor: z.string().nullable(),
  /** How far each of the other participants has read (what "Seen" is drawn from). */
  readMarks: z.array(ReadMarkSchema),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationIdSchema = z.object({ id: Id });

/** What a socket's `typing` event must carry (RealtimeClientEvents in realtime.ts). */
export const TypingEventSchema = z.object({ conversationId: Id });
export const NewMessageCountSchema = z.object({ count: z.number().int() });

const conversation = { params: z.object({ id: uuidField("Conversation") }), access: "signed-in" } as const;

export const CONVERSATION_LEFT = "You left the conversation.";
export const REQUEST_ACCEPTED = "You accepted the message request.";
export const REQUEST_DECLINED = "You declined the message request.";

export const conversationsEndpoints = {
  open: endpoint({
    method: "GET",
    path: "/v1/user/:id/chat",
    params: z.object({ id: uuidField("User") }),
    access: "signed-in",
    summary:
      "Find or open the one-to-one conversation with a person (a request when they only take chats from people they follow)",
    response: ConversationIdSchema,
  }),
  list: endpoint({
    method: "GET",
    path: "/v1/conversations",
    access: "signed-in",
    summary: "The viewer's conversations (or the requests sent to them), newest activity first",
    query: ConversationsQuerySchema,
    response: ConversationPageSchema,
  }),
  newMessageCount: endpoint({
    method: "GET",
    path: "/v1/conversations/new-message-count",
    access: "signed-in",
    summary: "How many messages the viewer has not read, over all their conversations (the top bar's count)",
    response: NewMessageCountSchema,
  }),
  read: endpoint({
    ...conversation,
    method: "GET",
    path: "/v1/conversation/:id",
    summary: "A conversation and a page of its messages (oldest to newest); reading marks them read",
    query: CursorQuerySchema,
    response: ConversationSchema,
  }),
  send: endpoint({
    ...conversation,
    method: "POST",
    path: "/v1/conversation/:id",
    summary: "Send a message, optionally with an image or a shared product or outfit",
    body: SendMessageBodySchema,
    response: ChatMessageSchema,
    status: 201,
  }),
  leave: endpoint({
    ...conversation,
    method: "POST",
    path: "/v1/conversation/:id/leave",
    summary: "Leave a conversation: the viewer stops receiving it, the others see that they left",
    response: MessageResponseSchema,
  }),
  accept: endpoint({
    ...conversation,
    method: "POST",
    path: "/v1/conversation/:id/accept",
    summary: "Accept a message request sent to the viewer",
    response: MessageResponseSchema,
  }),
  decline: endpoint({
    ...conversation,
    method: "POST",
    path: "/v1/conversation/:id/decline",
    summary:
      "Decline a message request sent to the viewer: it leaves their requests, and its opener is not told",
    response: MessageResponseSchema,
  }),
};
