// The plans CBM sells, a free one and paid ones for each audience (prices in cents).
import type { CreatePlanBody } from "@cbm/contracts";
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

const PLANS: CreatePlanBody[] = [
  {
    slug: "customer-free",
    name: "Free",
    audience: "customer",
    description: "Build your closets and share outfits.",
    monthlyPrice: 0,
    yearlyPrice: 0,
    currency: "USD",
    trialDays: 0,
    displayOrder: 0,
    features: { closets: 10, closetItems: 500 },
  },
  {
    slug: "closet-plus",
    name: "Closet Plus",
    audience: "customer",
    description: "Room for a whole wardrobe, season after season.",
    monthlyPrice: 499,
    yearlyPrice: 4990,
    currency: "USD",
    trialDays: 14,
    displayOrder: 1,
    features: { closets: 50, closetItems: 2000 },
  },
  {
    slug: "closet-unlimited",
    name: "Closet Unlimited",
    audience: "customer",
    description: "No limits on closets or items.",
    monthlyPrice: 999,
    yearlyPrice: 9990,
    currency: "USD",
    trialDays: 0,
    displayOrder: 2,
    features: { closets: null, closetItems: null },
  },
  {
    slug: "creator-free",
    name: "Creator",
    audience: "influencer",
    description: "A storefront of your own and a commission on what you sell.",
    monthlyPrice: 0,
    yearlyPrice: 0,
    currency: "USD",
    trialDays: 0,
    displayOrder: 0,
    features: { storefront: true, affiliateRatePercent: 5 },
  },
  {
    slug: "creator-pro",
    name: "Creator Pro",
    audience: "influencer",
    description: "Double the commission on every sale through your storefront.",
    monthlyPrice: 1900,
    yearlyPrice: 19000,
    currency: "USD",
    trialDays: 7,
    displayOrder: 1,
    features: { storefront: true, affiliateRatePercent: 10 },
  },
  {
    slug: "boutique-starter",
    name: "Boutique Starter",
    audience: "retailer",
    description: "List your collection and start selling.",
    monthlyPrice: 0,
    yearlyPrice: 0,
    currency: "USD",
    trialDays: 0,
    displayOrder: 0,
    features: { productsListed: 100, liveEventsPerMonth: 1, storeMetrics: false },
  },
  {
    slug: "boutique-pro",
    name: "Boutique Pro",
    audience: "retailer",
    description: "A larger catalogue, weekly live events and your store's metrics.",
    monthlyPrice: 4900,
    yearlyPrice: 49000,
    currency: "USD",
    trialDays: 14,
    displayOrder: 1,
    features: { productsListed: 1000, liveEventsPerMonth: 4, storeMetrics: true },
  },
  {
    slug: "boutique-enterprise",
    name: "Boutique Enterprise",
    audience: "retailer",
    description: "Everything, without limits.",
    monthlyPrice: 14900,
    yearlyPrice: 149000,
    currency: "USD",
    trialDays: 0,
    displayOrder: 2,
    features: { productsListed: null, liveEventsPerMonth: null, storeMetrics: true },
  },
];

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
  const plans = (await insertedPlans(tx, PLANS)).length;
  return `${plans} plans, ${await seedPastSubscriptions(tx, people, new Date())} subscriptions`;
}
