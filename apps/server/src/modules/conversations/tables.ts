import type { Image } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { userReference } from "../users/index.ts";

/** A request waits for its recipient; a declined one stays so, and its opener is not told. */
export type RequestState = "pending" | "declined";

/**
 * A conversation: one-to-one (its pair of people, the smaller id first, is unique, so two people have one
 * however often and however simultaneously they open it) or a group with a title.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title"),
    pairLowId: userReference("pair_low_id", "cascade"),
    pairHighId: userReference("pair_high_id", "cascade"),
    /** Set while the conversation is a request from `requestedBy` to someone who does not take chats from strangers. */
    requestState: text("request_state").$type<RequestState>(),
    requestedBy: userReference("requested_by", "set null"),
    /** The number of the newest message: each message takes the next, under this row's lock. */
    lastSeq: integer("last_seq").notNull().default(0),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("conversations_pair_key").on(table.pairLowId, table.pairHighId)],
);

/** Who is in a conversation; `readSeq` is the newest message they have read, `leftAt` when they left. */
export const conversationParticipants = pgTable(
  "conversation_participants",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: userReference("user_id", "cascade").notNull(),
    readSeq: integer("read_seq").notNull().default(0),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp("left_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.conversationId, table.userId] }),
    index("conversation_participants_active_idx")
      .on(table.userId, table.conversationId)
      .where(sql`${table.leftAt} is null`),
  ],
);

export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    seq: integer("seq").notNull(),
    kind: text("kind").$type<"message" | "left">().notNull(),
    senderId: userReference("sender_id", "cascade").notNull(),
    text: text("text").notNull(),
    image: jsonb("image").$type<Image>(),
    productId: uuid("product_id"),
    outfitId: uuid("outfit_id"),
    offPlatformPayment: boolean("off_platform_payment").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("chat_messages_conversation_seq_key").on(table.conversationId, table.seq)],
);

export type ConversationRow = typeof conversations.$inferSelect;
export type ChatMessageRow = typeof chatMessages.$inferSelect;
