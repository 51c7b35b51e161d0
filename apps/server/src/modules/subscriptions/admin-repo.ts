// What the admin pages read of the subscriptions: the filtered list, and the figures by month and by status.
import type { PlanAudience, SubscriptionStatus } from "@cbm/contracts";
import { and, count, desc, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import type { Paging } from "../../platform/paging.ts";
import { plans, type StoredStatus, subscriptions } from "./tables.ts";

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
