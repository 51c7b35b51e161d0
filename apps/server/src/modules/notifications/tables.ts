import type { NotificationChannel, NotificationTopic } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userReference } from "../users/index.ts";

/**
 * What a user is told happened (a new follower, a like, an order update). `message` is HTML built from
 * escaped values only (see `html` in this module), so the web may render it as it is.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userReference("user_id", "cascade").notNull(),
    /** What happened, e.g. `follow`; lets a later event replace or group earlier ones. */
    kind: text("kind").notNull(),
    /** Who caused it, when a person did. */
    actorId: userReference("actor_id", "cascade"),
    message: text("message").notNull(),
    image: text("image"),
    /** Where the web goes when the notification is opened. */
    link: text("link"),
    read: boolean("read").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("notifications_user_created_idx").on(table.userId, table.createdAt),
    index("notifications_unread_idx").on(table.userId).where(sql`not ${table.read}`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

/** How a person chose to be told of a kind of notification; a kind with no row keeps its initial channel. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: userReference("user_id", "cascade").notNull(),
    topic: text("topic").$type<NotificationTopic>().notNull(),
    channel: text("channel").$type<NotificationChannel>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.topic] })],
);
