import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import { defaultOf } from "../../platform/defaults.ts";
import { type CardRow, cards, paymentCustomers } from "./tables.ts";

/** Which of a person's cards is the default (checkout offers it first). */
export const cardDefault = defaultOf({ ...cards, table: cards, ownerId: cards.userId });

const ofUser = (userId: string, id: string) => and(eq(cards.userId, userId), eq(cards.id, id));

export async function customerOf(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ customerId: paymentCustomers.customerId })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, userId));
  return row?.customerId;
}

/** Keeps the provider's customer for the user; when another request kept one first, that one stays. */
export async function keptCustomer(db: Executor, userId: string, customerId: string): Promise<string> {
  await db.insert(paymentCustomers).values({ userId, customerId }).onConflictDoNothing();
  return (await customerOf(db, userId)) ?? customerId;
}

export function cardsOf(db: Executor, userId: string): Promise<CardRow[]> {
  return db
    .select()
    .from(cards)
    .where(eq(cards.userId, userId))
    .orderBy(...cardDefault.order);
}

export async function cardCount(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(cards)
    .where(eq(cards.userId, userId));
  return row?.count ?? 0;
}

export const hasCard = async (db: Executor, userId: string) => (await cardCount(db, userId)) > 0;

export async function cardOf(db: Executor, userId: string, id: string): Promise<CardRow | undefined> {
  const [row] = await db.select().from(cards).where(ofUser(userId, id));
  return row;
}

export async function insertedCard(db: Executor, card: typeof cards.$inferInsert): Promise<CardRow> {
  const [row] = await db.insert(cards).values(card).returning();
  if (!row) throw new Error("card insert returned nothing");
  return row;
}

export async function deletedCard(db: Executor, userId: string, id: string): Promise<CardRow | undefined> {
  const [row] = await db.delete(cards).where(ofUser(userId, id)).returning();
  return row;
}

/** Deletes a person's cards and customer as their account is deleted, answering the cards' provider ids. */
export async function forgetPerson(db: Executor, userId: string): Promise<string[]> {
  const deleted = await db
    .delete(cards)
    .where(eq(cards.userId, userId))
    .returning({ providerMethodId: cards.providerMethodId });
  await db.delete(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  return deleted.map((card) => card.providerMethodId);
}
