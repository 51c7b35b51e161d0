import { desc, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import type { Paging } from "../../platform/paging.ts";
import { type ContactMessageRow, contactMessages, type NewContactMessageRow } from "./tables.ts";

export async function insertedContactMessage(
  db: Executor,
  message: NewContactMessageRow,
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(message).returning();
  if (!row) throw new Error("contact message insert returned nothing");
  return row;
}

/** One page of messages, newest first. */
export async function contactMessagesNewestFirst(db: Executor, page: Paging): Promise<ContactMessageRow[]> {
  return db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function contactMessageCount(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(contactMessages);
  return row?.count ?? 0;
}
