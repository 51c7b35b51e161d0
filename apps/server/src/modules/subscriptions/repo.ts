// The subscriptions themselves: what a member, the clock and the provider read and write of them. Plans,
// invoices and what the admin pages read have files of their own.
import type { SubscriptionStatus } from "@cbm/contracts";
import { and, count, desc, eq, inArray, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import type { Paging } from "../../platform/paging.ts";
import { plans, type StoredStatus, type SubscriptionRow, subscriptions } from "./tables.ts";

export const LIVE = ["trialing", "active", "past_due"] as const satisfies readonly SubscriptionStatus[];
const isLive = inArray(subscriptions.status, [...LIVE]);

export async function subscriptionOf(
  db: Executor,
  where: { id: string; userId?: string },
  forUpdate = false,
): Promise<SubscriptionRow | undefined> {
  const query = db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.id, where.id),
        where.userId ? eq(subscriptions.userId, where.userId) : undefined,
        ne(subscriptions.status, "incomplete"),
      ),
    );
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

/** The member's live subscription (trialing, active or past due), locked for a change when asked. */
export async function liveSubscriptionOf(db: Executor, userId: string, forUpdate = false) {
  const query = db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), isLive));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row;
}

const liveSubscriptionShownQuery = reusable((db) =>
  db
    .select({ planSlug: plans.slug, planName: plans.name, status: subscriptions.status })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, sql.placeholder("userId")), isLive))
    .prepare("live_subscription_shown"),
);

/** The live subscription's plan and status, as a profile shows them, in one prepared read (every profile asks). */
export async function liveSubscriptionShown(db: Executor, userId: string) {
  const [row] = await liveSubscriptionShownQuery(db).execute({ userId });
  return row;
}

/** The subscription a provider bills under its id, locked (incomplete too: its first payment may wait for the bank). */
export async function subscriptionOfProvider(db: Executor, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId))
    .for("update");
  return row;
}

/** A held place (a start under way, or a first payment waiting for the bank), locked. */
export async function heldSubscription(db: Executor, id: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, "incomplete")))
    .for("update");
  return row;
}

export async function subscriptionOfKey(db: Executor, userId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.idempotencyKey, idempotencyKey)));
  return row;
}

export async function everSubscribed(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, "incomplete")))
    .limit(1);
  return row !== undefined;
}

export async function insertedSubscription(db: Executor, row: typeof subscriptions.$inferInsert) {
  const [inserted] = await db.insert(subscriptions).values(row).returning();
  return inserted as SubscriptionRow;
}

export async function updatedSubscription(
  db: Executor,
  id: string,
  fields: Partial<typeof subscriptions.$inferInsert>,
  onlyIf?: { status: StoredStatus[] },
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(subscriptions.id, id), onlyIf ? inArray(subscriptions.status, onlyIf.status) : undefined))
    .returning();
  return row;
}

export async function deleteIncompleteBefore(db: Executor, userId: string, before: Date): Promise<void> {
  await db
    .delete(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.status, "incomplete"),
        lte(subscriptions.createdAt, before),
      ),
    );
}

export async function deleteSubscription(db: Executor, id: string): Promise<void> {
  await db.delete(subscriptions).where(eq(subscriptions.id, id));
}

export async function historyOf(db: Executor, userId: string, paging: Paging) {
  const mine = and(eq(subscriptions.userId, userId), ne(subscriptions.status, "incomplete"));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(subscriptions)
      .where(mine)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ count: count() }).from(subscriptions).where(mine),
  ]);
  return { rows, total: total?.count ?? 0 };
}

/**
 * Live subscriptions (of `userId` alone, when given) whose period ended by `now`: to renew, or to end when
 * cancelled at the period's end.
 */
export function dueSubscriptions(db: Executor, now: Date, cancelling: boolean, userId?: string) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ["trialing", "active"]),
        lte(subscriptions.currentPeriodEnd, now),
        eq(subscriptions.cancelAtPeriodEnd, cancelling),
        isNull(subscriptions.providerSubscriptionId),
        userId ? eq(subscriptions.userId, userId) : undefined,
      ),
    );
}

/** Subscriptions a provider bills whose next renewal should bring a plan's new price, not yet told to it. */
export function priceNoticesForProvider(db: Executor) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ["trialing", "active", "past_due"]),
        isNotNull(subscriptions.providerSubscriptionId),
        isNotNull(subscriptions.pendingPrice),
        eq(subscriptions.pendingPriceAtProvider, false),
        eq(subscriptions.cancelAtPeriodEnd, false),
        isNull(subscriptions.scheduledPlanId),
        lte(subscriptions.pendingPriceFrom, subscriptions.currentPeriodEnd),
      ),
    );
}

export function subscriptionsOfPlan(db: Executor, planId: string) {
  return db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.planId, planId), isLive));
}

/** Live subscriptions per plan. */
export async function subscriberCounts(db: Executor): Promise<Map<string, number>> {
  const rows = await db
    .select({ planId: subscriptions.planId, count: count() })
    .from(subscriptions)
    .where(isLive)
    .groupBy(subscriptions.planId);
  return new Map(rows.map((row) => [row.planId, row.count]));
}
