import type { PlanAudience, SubscriptionStatus } from "@cbm/contracts";
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import { type Executor, reusable, type Tx } from "../../platform/db.ts";
import type { Paging } from "../../platform/paging.ts";
import {
  type InvoiceRow,
  invoices,
  type PlanRow,
  plans,
  type StoredStatus,
  type SubscriptionRow,
  subscriptions,
} from "./tables.ts";

export const LIVE = ["trialing", "active", "past_due"] as const satisfies readonly SubscriptionStatus[];
const isLive = inArray(subscriptions.status, [...LIVE]);

// ---- plans ----

export function plansOf(db: Executor, filter: { audience?: PlanAudience; activeOnly: boolean }) {
  const conditions = [
    filter.audience ? eq(plans.audience, filter.audience) : undefined,
    filter.activeOnly ? eq(plans.active, true) : undefined,
  ];
  return db
    .select()
    .from(plans)
    .where(and(...conditions))
    .orderBy(asc(plans.audience), asc(plans.displayOrder), asc(plans.monthlyPrice));
}

export async function planOf(db: Executor, where: { id: string } | { slug: string }) {
  const [row] = await db
    .select()
    .from(plans)
    .where("id" in where ? eq(plans.id, where.id) : eq(plans.slug, where.slug));
  return row;
}

/** The new plan; none when its slug is taken. */
export async function insertedPlan(db: Executor, plan: typeof plans.$inferInsert) {
  const [row] = await db.insert(plans).values(plan).onConflictDoNothing().returning();
  return row;
}

/** Plans as the demo data has them: those whose slug is taken are left as they are. */
export function insertedPlans(db: Executor, rows: (typeof plans.$inferInsert)[]): Promise<PlanRow[]> {
  return db.insert(plans).values(rows).onConflictDoNothing().returning();
}

export async function updatedPlan(db: Executor, id: string, fields: Partial<typeof plans.$inferInsert>) {
  const [row] = await db
    .update(plans)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(plans.id, id))
    .returning();
  return row;
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

// ---- subscriptions ----

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

/** A place held for a first payment (`incomplete`), locked until the transaction ends. */
export async function heldPlaceOf(tx: Tx, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.status, "incomplete")))
    .for("update");
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

/** A held place (a start under way), locked. */
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

/** Live subscriptions whose period ended by `now`: to renew, or to end when cancelled at the period's end. */
export function dueSubscriptions(db: Executor, now: Date, cancelling: boolean) {
  return db
    .select()
    .from(subscriptions)
    .where(
      and(
        inArray(subscriptions.status, ["trialing", "active"]),
        lte(subscriptions.currentPeriodEnd, now),
        eq(subscriptions.cancelAtPeriodEnd, cancelling),
        isNull(subscriptions.providerSubscriptionId),
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

export interface SubscriptionFilter {
  planSlug?: string;
  status?: SubscriptionStatus;
  audience?: PlanAudience;
}

export async function adminPage(db: Executor, filter: SubscriptionFilter, paging: Paging) {
  const where = and(
    ne(subscriptions.status, "incomplete"),
    filter.status ? eq(subscriptions.status, filter.status) : undefined,
    filter.planSlug ? eq(plans.slug, filter.planSlug) : undefined,
    filter.audience ? eq(plans.audience, filter.audience) : undefined,
  );
  const from = () => db.select().from(subscriptions).innerJoin(plans, eq(plans.id, subscriptions.planId));
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(paging.limit)
      .offset(paging.offset),
    db
      .select({ count: count() })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.id, subscriptions.planId))
      .where(where),
  ]);
  return { rows: rows.map((row) => row.subscriptions), total: total?.count ?? 0 };
}

// ---- invoices ----

export function invoicesOf(db: Executor, subscriptionIds: string[]) {
  if (subscriptionIds.length === 0) return Promise.resolve([] as InvoiceRow[]);
  return db
    .select()
    .from(invoices)
    .where(inArray(invoices.subscriptionId, subscriptionIds))
    .orderBy(desc(invoices.periodStart), desc(invoices.createdAt));
}

/** A new invoice; none when the period already has one of that reason (another instance wrote it). */
export async function insertedInvoice(db: Executor, row: typeof invoices.$inferInsert) {
  const [inserted] = await db.insert(invoices).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function invoiceOfProvider(db: Executor, providerInvoiceId: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.providerInvoiceId, providerInvoiceId));
  return row;
}

export async function updatedInvoice(
  db: Executor,
  id: string,
  fields: Partial<typeof invoices.$inferInsert>,
) {
  const [row] = await db.update(invoices).set(fields).where(eq(invoices.id, id)).returning();
  return row as InvoiceRow;
}

/** Open invoices whose next charge is due. */
/** Open invoices CBM bills whose next try is due (a provider's are retried by the provider). */
export function dueInvoices(db: Executor, now: Date) {
  return db
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.status, "open"), lte(invoices.nextAttemptAt, now), isNull(invoices.providerInvoiceId)),
    );
}

/**
 * Takes the invoice's next charge for this caller alone: the attempt is counted and the next one moved
 * to `leaseUntil`, in one statement, so another instance finds it not due.
 */
export async function claimedAttempt(db: Executor, id: string, now: Date, leaseUntil: Date) {
  const [row] = await db
    .update(invoices)
    .set({ attempts: sql`${invoices.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(and(eq(invoices.id, id), eq(invoices.status, "open"), lte(invoices.nextAttemptAt, now)))
    .returning();
  return row;
}

export async function closeOpenInvoices(db: Executor, subscriptionId: string): Promise<void> {
  await db
    .update(invoices)
    .set({ status: "uncollectible", nextAttemptAt: null })
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.status, "open")));
}

export async function lastPaidInvoice(db: Executor, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.subscriptionId, subscriptionId),
        eq(invoices.status, "paid"),
        isNotNull(invoices.chargeId),
      ),
    )
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return row;
}

/** A month of subscriptions, as the database counts them from when each started and ended. */
export interface MonthRow extends Record<string, unknown> {
  month: string;
  currency: string | null;
  mrr: number;
  active_members: number;
  new_members: number;
  churned: number;
  live_at_start: number;
}

/** The last `months` months (this one included), per currency of the subscriptions live at each month's end. */
export async function monthsOf(db: Executor, now: Date, months: number): Promise<MonthRow[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    with bounds as (
      select starts, least(starts + interval '1 month', ${at}::timestamptz) as ends
      from generate_series(
        date_trunc('month', ${at}::timestamptz, 'UTC') - make_interval(months => ${months - 1}::int),
        date_trunc('month', ${at}::timestamptz, 'UTC'),
        interval '1 month'
      ) as starts
    )
    select to_char(b.starts at time zone 'UTC', 'YYYY-MM') as month, s.currency,
      coalesce(sum(case when s.ended_at is null or s.ended_at > b.ends then
        case when s.status = 'trialing' and s.trial_end > b.ends then 0
          when s.interval = 'year' then s.price / 12.0 else s.price end end), 0)::int as mrr,
      count(distinct s.user_id) filter (where s.ended_at is null or s.ended_at > b.ends)::int as active_members,
      count(*) filter (where s.created_at >= b.starts)::int as new_members,
      count(*) filter (where s.ended_at >= b.starts and s.ended_at < b.ends)::int as churned,
      count(*) filter (where s.created_at < b.starts
        and (s.ended_at is null or s.ended_at >= b.starts))::int as live_at_start
    from bounds b
    left join ${subscriptions} s on s.created_at < b.ends and s.status <> 'incomplete'
    group by b.starts, s.currency
    order by b.starts, s.currency`);
  return (result as unknown as { rows: MonthRow[] }).rows;
}

/** Subscriptions by status, now. */
export async function statusCounts(db: Executor): Promise<Partial<Record<StoredStatus, number>>> {
  const rows = await db
    .select({ status: subscriptions.status, count: count() })
    .from(subscriptions)
    .groupBy(subscriptions.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.count]));
}
