import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userReference } from "../users/index.ts";

/** Messages sent through the contact form; the sender's account is kept when they were signed in. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userReference("user_id", "set null"),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (table) => [
    // Read backwards for the newest-first admin list.
    index("contact_messages_created_idx").on(table.createdAt, table.id),
    index("contact_messages_user_idx").on(table.userId),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type NewContactMessageRow = typeof contactMessages.$inferInsert;
