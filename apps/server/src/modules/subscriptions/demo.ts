// Subscriptions as the demo data has them: a year of members joining and leaving, for the admin's metrics.
import type { BillingInterval } from "@cbm/contracts";
import type { Tx } from "../../platform/db.ts";
import { periodEndFrom } from "./periods.ts";
import * as plansRepo from "./plans-repo.ts";
import * as repo from "./repo.ts";
import { priceOf } from "./shown.ts";

export interface PastSubscription {
  userId: string;
  planSlug: string;
  interval: BillingInterval;
  startedAt: Date;
  /** When it ended (cancelled by payments or expired at a period's end); null while it runs. */
  endedAt: Date | null;
}

/** The period running at `at`: the first that ends after it, counted from the start. */
function periodAt(startedAt: Date, interval: BillingInterval, at: Date) {
  let start = startedAt;
  let end = periodEndFrom(start, interval);
  while (end <= at) {
    start = end;
    end = periodEndFrom(start, interval);
  }
  return { start, end };
}

/** Writes past and running subscriptions (no charges: the demo people have no cards), answering how many. */
export async function insertedPastSubscriptions(
  tx: Tx,
  past: PastSubscription[],
  now: Date,
): Promise<number> {
  const plans = new Map((await plansRepo.plansOf(tx, { activeOnly: true })).map((plan) => [plan.slug, plan]));
  let written = 0;
  for (const entry of past) {
    const plan = plans.get(entry.planSlug);
    if (!plan) continue;
    const period = periodAt(entry.startedAt, entry.interval, entry.endedAt ?? now);
    await repo.insertedSubscription(tx, {
      userId: entry.userId,
      planId: plan.id,
      status: entry.endedAt ? "expired" : "active",
      interval: entry.interval,
      price: priceOf(plan, entry.interval),
      currency: plan.currency,
      currentPeriodStart: period.start,
      currentPeriodEnd: entry.endedAt ?? period.end,
      cancelAtPeriodEnd: entry.endedAt !== null,
      endedAt: entry.endedAt,
      createdAt: entry.startedAt,
    });
    written++;
  }
  return written;
}
