// Plans, members and their subscriptions for the subscriptions tests, through the API.
import { randomUUID } from "node:crypto";
import type { AdminPlan, Card, CreatePlanBody, PlanAudience, Subscription } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { type Person, registerAdmin, registerPerson, startTestApp, type TestApp } from "./harness.ts";
import { rowsOf } from "./tables.ts";

type Method = NonNullable<InjectOptions["method"]>;

const FEATURES = {
  customer: { closets: 3, closetItems: 10 },
  influencer: { storefront: true, affiliateRatePercent: 10 },
  retailer: { productsListed: 5, liveEventsPerMonth: 2, storeMetrics: true },
} satisfies Record<PlanAudience, CreatePlanBody["features"]>;

/** A paid plan's body (9.99 a month, 99.90 a year) with a slug no other test uses. */
export const planBody = (audience: PlanAudience, fields: Partial<CreatePlanBody> = {}): CreatePlanBody => ({
  slug: `plan-${randomUUID().slice(0, 8)}`,
  name: "Plus",
  audience,
  description: "More of everything.",
  monthlyPrice: 999,
  yearlyPrice: 9990,
  currency: "USD",
  trialDays: 0,
  displayOrder: 1,
  features: FEATURES[audience],
  ...fields,
});

export async function subscriptionsKit(test: TestApp) {
  const admin = await registerAdmin(test);

  const call = (person: Person | null, method: Method, url: string, payload?: object, headers = {}) =>
    test.request({
      method,
      url,
      headers: { ...person?.headers, ...headers },
      payload: payload as Record<string, unknown>,
    });

  async function plan(audience: PlanAudience, fields: Partial<CreatePlanBody> = {}): Promise<AdminPlan> {
    const response = await call(admin, "POST", "/v1/admin/plans", planBody(audience, fields));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminPlan>();
  }

  async function card(person: Person, paymentMethodId = "pm_card_visa"): Promise<Card> {
    const response = await call(person, "POST", "/v1/users/payment-methods", { paymentMethodId });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Card>();
  }

  /** A new member of a role, with a saved card (the test card that succeeds, unless told). */
  async function member(role: PlanAudience = "customer", method = "pm_card_visa") {
    const person = await registerPerson(test, role === "customer" ? {} : { role });
    return { person, card: await card(person, method) };
  }

  const subscribeCall = (person: Person, body: object, key: string = `key-${randomUUID()}`) =>
    call(person, "POST", "/v1/users/subscription", body, { "idempotency-key": key });

  async function subscribe(
    who: { person: Person; card: Card },
    planId: string,
    interval: "month" | "year" = "month",
  ): Promise<Subscription> {
    const response = await subscribeCall(who.person, { planId, interval, paymentMethodId: who.card.id });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Subscription>();
  }

  /** A member of a fresh plan whose renewals charge a card that is declined from now on. */
  async function declinedAtRenewal(fields: Partial<CreatePlanBody> = {}) {
    const who = await member();
    const subscription = await subscribe(who, (await plan("customer", fields)).id);
    const declining = await card(who.person, "pm_card_chargeDeclined");
    const changed = await call(who.person, "PUT", "/v1/users/subscription/card", {
      paymentMethodId: declining.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    return { who, subscription };
  }

  /** Moves a subscription's dates (and its invoices') back by `days`, as if it had begun that long ago. */
  async function backdate(subscriptionId: string, days: number): Promise<void> {
    const by = sql`make_interval(days => ${days}::int)`;
    const { db } = test.deps.database;
    await db.execute(sql`update subscriptions set current_period_start = current_period_start - ${by},
      current_period_end = current_period_end - ${by}, trial_end = trial_end - ${by},
      created_at = created_at - ${by} where id = ${subscriptionId}`);
    await db.execute(sql`update subscription_invoices set period_start = period_start - ${by},
      period_end = period_end - ${by}, created_at = created_at - ${by},
      next_attempt_at = next_attempt_at - ${by} where subscription_id = ${subscriptionId}`);
  }

  /** A person's subscription rows, whatever their status (a place held for a first payment included). */
  const rowsOfPerson = async (userId: string) =>
    (await rowsOf<{ userId: string; status: string }>(test.deps.database.db, "subscriptions")).filter(
      (row) => row.userId === userId,
    );

  return {
    admin,
    call,
    plan,
    card,
    member,
    subscribeCall,
    subscribe,
    declinedAtRenewal,
    backdate,
    rowsOfPerson,
  };
}

export type SubscriptionsKit = Awaited<ReturnType<typeof subscriptionsKit>>;

/** What `reach()` answers once it can, through a stand-in that exists before (a file's beforeAll builds it). */
function standIn<T extends object>(reach: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = reach();
      if (!target) throw new Error("used before the file's beforeAll started the test app");
      return Reflect.get(target, key);
    },
  });
}

/**
 * A test app and its subscriptions kit for the file's tests: started before them, closed after them. Both
 * may be named at the top of the file (`const { test, kit } = subscriptionsUnderTest()`).
 */
export function subscriptionsUnderTest(): { test: TestApp; kit: SubscriptionsKit } {
  let started: { test: TestApp; kit: SubscriptionsKit } | undefined;
  beforeAll(async () => {
    const test = await startTestApp();
    started = { test, kit: await subscriptionsKit(test) };
  });
  afterAll(() => started?.test.close());
  return { test: standIn(() => started?.test), kit: standIn(() => started?.kit) };
}
