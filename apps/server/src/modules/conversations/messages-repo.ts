// What sending writes: the conversation's next number, the message, and how many the sender sent.
import { and, eq, getTableColumns, isNull, type SQL, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import { otherOfPair, writableBy } from "./repo.ts";
import {
  type ChatMessageRow,
  type ConversationRow,
  chatMessages,
  conversations,
  conversationParticipants as participants,
} from "./tables.ts";

const p = { id: sql.placeholder("id"), viewerId: sql.placeholder("viewerId") };

/** Takes the conversation's next number for the viewer, where it is writable by them and `also` holds. */
const numbered = (db: Executor, also?: SQL) =>
  db
    .update(conversations)
    .set({ lastSeq: sql`${conversations.lastSeq} + 1`, lastActivityAt: sql`now()` })
    .from(participants)
    .where(
      and(
        eq(conversations.id, p.id),
        eq(participants.conversationId, conversations.id),
        writableBy(p.viewerId),
        also,
      ),
    );

const nextMessageQuery = reusable((db) =>
  numbered(db)
    .returning({
      ...getTableColumns(conversations),
      otherLeft: sql<boolean>`exists (select from ${participants} as others
        where others.conversation_id = ${conversations.id} and others.user_id = ${otherOfPair(p.viewerId)}
        and others.left_at is not null)`,
    })
    .prepare("conversation_next_message"),
);

/**
 * Takes the conversation's next message number for the viewer, locking its row until the transaction
 * ends: none when it is not open to them. `otherLeft`: the other person of a pair has left it.
 */
export async function nextMessageOf(
  db: Executor,
  viewerId: string,
  id: string,
): Promise<(ConversationRow & { otherLeft: boolean }) | undefined> {
  const [row] = await nextMessageQuery(db).execute({ id, viewerId });
  return row;
}

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

/** What a sender writes: the message, before the conversation gives it its number. */
export type Outgoing = Pick<
  ChatMessageRow,
  "conversationId" | "senderId" | "text" | "image" | "productId" | "outfitId" | "offPlatformPayment"
>;

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

const m = {
  viewerId: sql`${sql.placeholder("viewerId")}::uuid`,
  text: sql`${sql.placeholder("text")}::text`,
  image: sql`${sql.placeholder("image")}::jsonb`,
  productId: sql`${sql.placeholder("productId")}::uuid`,
  outfitId: sql`${sql.placeholder("outfitId")}::uuid`,
  offPlatformPayment: sql`${sql.placeholder("offPlatformPayment")}::boolean`,
};

/**
 * A message sent in one statement: the conversation's next number (under its row's lock, as
 * `nextMessageOf`), the other person of a pair brought back if they had left, the message, and whom to
 * tell. Only where the conversation is not a request, whose rules need a transaction.
 */
const sendQuery = reusable((db) => {
  const taken = db.$with("taken", {}).as(
    numbered(db, isNull(conversations.requestState))
      .returning({
        conversationId: sql`${conversations.id}`.as("conversation_id"),
        seq: sql`${conversations.lastSeq}`.as("seq"),
        otherId: sql`${otherOfPair(m.viewerId)}`.as("other_id"),
        recipientIds: sql`case when ${conversations.pairLowId} is null
        then array(select everyone.user_id from ${participants} as everyone
          where everyone.conversation_id = ${conversations.id} and everyone.left_at is null
          and everyone.user_id <> ${m.viewerId})
        else array[${otherOfPair(m.viewerId)}] end`.as("recipient_ids"),
      })
      .getSQL(),
  );
  const rejoined = db.$with("rejoined", {}).as(
    sql`update ${participants} set left_at = null, read_seq = taken.seq - 1 from taken
      where ${participants.conversationId} = taken.conversation_id and ${participants.userId} = taken.other_id
      and ${participants.leftAt} is not null`,
  );
  return db
    .with(taken, rejoined)
    .insert(chatMessages)
    .select(
      sql`select gen_random_uuid(), taken.conversation_id, taken.seq, 'message', ${m.viewerId}, ${m.text},
        ${m.image}, ${m.productId}, ${m.outfitId}, ${m.offPlatformPayment}, now() from taken`,
    )
    .returning({
      ...getTableColumns(chatMessages),
      recipientIds: sql<string[]>`(select recipient_ids from taken)`,
    })
    .prepare("chat_message_send");
});

/** The message sent, with whom to tell; none when the conversation is a request or not writable by the sender. */
export async function sentMessage(
  db: Executor,
  message: Outgoing,
): Promise<(ChatMessageRow & { recipientIds: string[] }) | undefined> {
  const [row] = await sendQuery(db).execute({
    id: message.conversationId,
    viewerId: message.senderId,
    text: message.text,
    image: message.image ? JSON.stringify(message.image) : null,
    productId: message.productId,
    outfitId: message.outfitId,
    offPlatformPayment: message.offPlatformPayment,
  });
  return row;
}
