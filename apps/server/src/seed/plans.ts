// The plans CBM sells (the contracts' catalogue), and a year of the crowd's subscriptions to them.
import { PLAN_CATALOGUE } from "@cbm/contracts";
import {
  insertedPastSubscriptions,
  insertedPlans,
  type PastSubscription,
} from "../modules/subscriptions/index.ts";
import type { UserRow } from "../modules/users/index.ts";
import type { Tx } from "../platform/db.ts";
import { randomFor } from "./random.ts";
import { between, DAY_MS } from "./times.ts";
import { DEMO_ACCOUNTS } from "./users.ts";

/** The paid plans a crowd member of each role may have had. */
const PAID = {
  customer: ["closet-plus", "closet-unlimited"],
  influencer: ["creator-pro"],
  retailer: ["boutique-pro", "boutique-enterprise"],
} as const;

/**
 * A year of subscriptions among the crowd (never the demo accounts, who subscribe in the app): about a
 * third subscribed at some time in the last year, a third of those left since. The admin's metrics have
 * months to show.
 */
async function seedPastSubscriptions(tx: Tx, people: UserRow[], now: Date): Promise<number> {
  const random = randomFor("subscriptions");
  const demo = new Set(DEMO_ACCOUNTS.map((account) => account.email));
  const past: PastSubscription[] = [];
  for (const person of people) {
    const role = (["retailer", "influencer", "customer"] as const).find((one) => person.roles.includes(one));
    if (!role || demo.has(person.email) || !random.chance(0.35)) continue;
    const startedAt = between(
      random,
      new Date(now.getTime() - 360 * DAY_MS),
      new Date(now.getTime() - DAY_MS),
    );
    const left = random.chance(0.3) && now.getTime() - startedAt.getTime() > 40 * DAY_MS;
    past.push({
      userId: person.id,
      planSlug: random.pick(PAID[role]),
      interval: random.chance(0.2) ? "year" : "month",
      startedAt,
      endedAt: left ? between(random, new Date(startedAt.getTime() + 30 * DAY_MS), now) : null,
    });
  }
  return insertedPastSubscriptions(tx, past, now);
}

/** The plans, and a year of the crowd's subscriptions to them. */
export async function seedPlans(tx: Tx, people: UserRow[]): Promise<string> {
  const plans = (await insertedPlans(tx, PLAN_CATALOGUE)).length;
  return `${plans} plans, ${await seedPastSubscriptions(tx, people, new Date())} subscriptions`;
}
