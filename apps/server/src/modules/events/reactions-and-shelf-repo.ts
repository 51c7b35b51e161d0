// Reactions (interested, going, like, with the event's counts) and the shelf of products on an event.
import type { EventReaction } from "@cbm/contracts";
import { and, asc, count, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import { fullName, livePerson, noBlockBetween, personAvatar } from "../users/index.ts";
import { eventProducts, eventReactions, events } from "./tables.ts";

/** The first people going to the event, leaving out those blocked either way with the viewer. */
export function attendeesOf(db: Executor, viewerId: string, eventId: string, limit: number) {
  return db
    .select({ id: eventReactions.userId, fullName, avatar: personAvatar })
    .from(eventReactions)
    .innerJoin(...livePerson(eventReactions.userId))
    .where(
      and(
        eq(eventReactions.eventId, eventId),
        eq(eventReactions.action, "going"),
        noBlockBetween(viewerId, eventReactions.userId),
      ),
    )
    .orderBy(asc(eventReactions.createdAt), asc(eventReactions.userId))
    .limit(limit);
}

/** The ids of the products on the event's shelf, in the order they were added. */
export async function productIdsOf(db: Executor, eventId: string): Promise<string[]> {
  const rows = await db
    .select({ id: eventProducts.productId })
    .from(eventProducts)
    .where(eq(eventProducts.eventId, eventId))
    .orderBy(asc(eventProducts.addedAt), asc(eventProducts.productId));
  return rows.map((row) => row.id);
}

const counterOf = { interested: "interestedCount", going: "goingCount", like: "likeCount" } as const;

/** Takes the reaction off; false when the person did not have it on. */
export async function removedReaction(
  db: Executor,
  eventId: string,
  userId: string,
  action: EventReaction,
): Promise<boolean> {
  const rows = await db
    .delete(eventReactions)
    .where(
      and(
        eq(eventReactions.eventId, eventId),
        eq(eventReactions.userId, userId),
        eq(eventReactions.action, action),
      ),
    )
    .returning({ userId: eventReactions.userId });
  return rows.length > 0;
}

/** Puts the reaction on; false when it already was. */
export async function insertedReaction(
  db: Executor,
  eventId: string,
  userId: string,
  action: EventReaction,
): Promise<boolean> {
  const rows = await db
    .insert(eventReactions)
    .values({ eventId, userId, action })
    .onConflictDoNothing()
    .returning({ userId: eventReactions.userId });
  return rows.length > 0;
}

/**
 * Moves the event's count of the reaction by `by`. A rise of `going` happens only while there is room: the
 * condition is checked on the locked row, so concurrent rises never pass the capacity. False when full.
 */
export async function movedCount(
  db: Executor,
  eventId: string,
  action: EventReaction,
  by: 1 | -1,
): Promise<boolean> {
  const counter = counterOf[action];
  const room =
    action === "going" && by > 0
      ? or(isNull(events.capacity), sql`${events.goingCount} < ${events.capacity}`)
      : undefined;
  const rows = await db
    .update(events)
    .set({ [counter]: sql`${events[counter]} + ${by}` })
    .where(and(eq(events.id, eventId), room))
    .returning({ id: events.id });
  return rows.length > 0;
}

export async function countsOf(db: Executor, eventId: string) {
  const [row] = await db
    .select({ interested: events.interestedCount, going: events.goingCount, like: events.likeCount })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

export async function reactionsOf(db: Executor, eventId: string, userId: string): Promise<EventReaction[]> {
  const rows = await db
    .select({ action: eventReactions.action })
    .from(eventReactions)
    .where(and(eq(eventReactions.eventId, eventId), eq(eventReactions.userId, userId)))
    .orderBy(asc(eventReactions.action));
  return rows.map((row) => row.action);
}

/** Puts the products on the event's shelf (those already on it stay as they were). */
export async function addedProducts(db: Executor, eventId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .insert(eventProducts)
    // A microsecond apart: the shelf keeps the order they were chosen in, within one transaction's now().
    .values(
      productIds.map((productId, index) => ({
        eventId,
        productId,
        addedAt: sql`now() + ${index} * interval '1 microsecond'`,
      })),
    )
    .onConflictDoNothing();
}

export async function removedProducts(db: Executor, eventId: string, productIds: string[]): Promise<void> {
  await db
    .delete(eventProducts)
    .where(and(eq(eventProducts.eventId, eventId), inArray(eventProducts.productId, productIds)));
}

export async function shelfSize(db: Executor, eventId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(eventProducts)
    .where(eq(eventProducts.eventId, eventId));
  return row?.total ?? 0;
}

/** Whether the product is on the event's shelf. */
export async function shows(db: Executor, eventId: string, productId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: eventProducts.productId })
    .from(eventProducts)
    .where(and(eq(eventProducts.eventId, eventId), eq(eventProducts.productId, productId)));
  return row !== undefined;
}
