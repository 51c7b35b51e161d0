// What sending writes: the message, and how many the sender sent.
import { and, eq, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import { type ChatMessageRow, chatMessages } from "./tables.ts";

const insertMessageQuery = reusable((db) =>
  db
    .insert(chatMessages)
    .values({
      conversationId: sql.placeholder("conversationId"),
      seq: sql.placeholder("seq"),
      kind: sql.placeholder("kind"),
      senderId: sql.placeholder("senderId"),
      text: sql.placeholder("text"),
      // As text: Drizzle would write a missing image as JSON's null, not as no image.
      image: sql`${sql.placeholder("image")}::jsonb`,
      productId: sql.placeholder("productId"),
      outfitId: sql.placeholder("outfitId"),
      offPlatformPayment: sql.placeholder("offPlatformPayment"),
    })
    .returning()
    .prepare("chat_message_insert"),
);

type NewMessage = Pick<ChatMessageRow, "conversationId" | "seq" | "kind" | "senderId" | "text"> &
  Partial<Pick<ChatMessageRow, "image" | "productId" | "outfitId" | "offPlatformPayment">>;

export async function insertedMessage(db: Executor, message: NewMessage): Promise<ChatMessageRow> {
  const [row] = await insertMessageQuery(db).execute({
    ...message,
    image: message.image ? JSON.stringify(message.image) : null,
    productId: message.productId ?? null,
    outfitId: message.outfitId ?? null,
    offPlatformPayment: message.offPlatformPayment ?? false,
  });
  if (!row) throw new Error("message insert returned nothing");
  return row;
}

export async function messageCountFrom(
  db: Executor,
  conversationId: string,
  senderId: string,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.senderId, senderId),
        eq(chatMessages.kind, "message"),
      ),
    );
  return row?.count ?? 0;
}
