// A test app whose card payments and subscriptions are Stripe's (the local stand-in of its API), and what
// the Stripe Billing tests do with it: deliver Stripe's webhooks, read what the member was told and has.
import type { SubscriptionDetails } from "@cbm/contracts";
import { expect } from "vitest";
import { type Person, startTestApp, type TestApp } from "./harness.ts";
import { type SignedWebhook, type StripeStandIn, startStripeStandIn } from "./stripe-stand-in.ts";
import { type SubscriptionsKit, subscriptionsKit } from "./subscriptions.ts";
import { rowsOf } from "./tables.ts";

/** The stand-in of Stripe, and an app pointed at it with Stripe's three keys; closing ends both. */
export async function startAppWithStripe(): Promise<{
  test: TestApp;
  standIn: StripeStandIn;
  close(): Promise<void>;
}> {
  const standIn = await startStripeStandIn();
  const test = await startTestApp({
    STRIPE_SECRET_KEY: "sk_test_stand_in",
    STRIPE_PUBLISHABLE_KEY: "pk_test_stand_in",
    STRIPE_WEBHOOK_SECRET: "whsec_stand_in",
    STRIPE_API_URL: standIn.url,
  });
  return {
    test,
    standIn,
    close: async () => {
      await test.close();
      await standIn.close();
    },
  };
}

/** What the Stripe Billing tests share; filled by `start` in the file's `beforeAll`. */
export interface StripeBilling {
  test: TestApp;
  standIn: StripeStandIn;
  kit: SubscriptionsKit;
  close(): Promise<void>;
}

export async function startStripeBilling(): Promise<StripeBilling> {
  const started = await startAppWithStripe();
  return { ...started, kit: await subscriptionsKit(started.test) };
}

/** Posts Stripe's webhooks as it sends them, and waits for what they set going. */
export async function deliverWebhooks(test: TestApp, webhooks: SignedWebhook[]): Promise<void> {
  for (const { payload, signature } of webhooks) {
    const response = await test.request({
      method: "POST",
      url: "/v1/payments/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  await test.settled();
}

export function stripeBillingSteps(billing: StripeBilling) {
  const deliver = (webhooks: SignedWebhook[]) => deliverWebhooks(billing.test, webhooks);

  const mailsTo = async (person: Person, about: RegExp) => {
    await billing.test.settled();
    return billing.test.deps.outbox.list(person.email).filter((message) => about.test(message.text));
  };

  const providerIdOf = async (id: string) =>
    (
      await rowsOf<{ id: string; providerSubscriptionId: string }>(
        billing.test.deps.database.db,
        "subscriptions",
      )
    ).find((row) => row.id === id)?.providerSubscriptionId as string;

  async function details(person: Person, id: string): Promise<SubscriptionDetails> {
    const response = await billing.kit.call(person, "GET", `/v1/users/subscription/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<SubscriptionDetails>();
  }

  /** A member subscribed to a fresh monthly plan at $9.99 through Stripe, with its id there. */
  async function subscribed(fields = {}) {
    const plan = await billing.kit.plan("customer", { name: "Closet Plus", ...fields });
    const who = await billing.kit.member();
    const subscription = await billing.kit.subscribe(who, plan.id);
    return { plan, who, subscription, providerId: await providerIdOf(subscription.id) };
  }

  return { deliver, mailsTo, providerIdOf, details, subscribed };
}
