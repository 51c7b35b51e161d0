// Subscriptions billed by Stripe Billing, through the official package pointed at the local stand-in of
// its API: Stripe keeps the periods and charges; its signed webhooks (replayed, and out of order) drive
// the same states as CBM's own clock, and each change is told to the member once.
import type { Subscription, SubscriptionDetails } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Person, startTestApp, type TestApp } from "../../testing/harness.ts";
import { type SignedWebhook, type StripeStandIn, startStripeStandIn } from "../../testing/stripe-stand-in.ts";
import { type SubscriptionsKit, subscriptionsKit } from "../../testing/subscriptions.ts";
import { rowsOf } from "../../testing/tables.ts";
import { subscriptionsService } from "./service.ts";

let standIn: StripeStandIn;
let test: TestApp;
let kit: SubscriptionsKit;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  test = await startTestApp({
    STRIPE_SECRET_KEY: "sk_test_stand_in",
    STRIPE_PUBLISHABLE_KEY: "pk_test_stand_in",
    STRIPE_WEBHOOK_SECRET: "whsec_stand_in",
    STRIPE_API_URL: standIn.url,
  });
  kit = await subscriptionsKit(test);
});
afterAll(async () => {
  await test.close();
  await standIn.close();
});

/** Posts Stripe's webhooks as it sends them, and waits for what they set going. */
async function deliver(webhooks: SignedWebhook[]): Promise<void> {
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

const mailsTo = async (person: Person, about: RegExp) => {
  await test.settled();
  return test.deps.outbox.list(person.email).filter((message) => about.test(message.text));
};

const providerIdOf = async (id: string) =>
  (await rowsOf<{ id: string; providerSubscriptionId: string }>(test.deps.database.db, "subscriptions")).find(
    (row) => row.id === id,
  )?.providerSubscriptionId as string;

async function details(person: Person, id: string): Promise<SubscriptionDetails> {
  const response = await kit.call(person, "GET", `/v1/users/subscription/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SubscriptionDetails>();
}

/** A member subscribed to a fresh monthly plan at $9.99 through Stripe, with its id there. */
async function subscribed(fields = {}) {
  const plan = await kit.plan("customer", { name: "Closet Plus", ...fields });
  const who = await kit.member();
  const subscription = await kit.subscribe(who, plan.id);
  return { plan, who, subscription, providerId: await providerIdOf(subscription.id) };
}

describe("subscribing with Stripe Billing", () => {
  it("starts a Stripe Subscription charged now, and CBM's own clock leaves its renewals to Stripe", async () => {
    const { who, subscription, providerId } = await subscribed();
    expect(subscription).toMatchObject({ status: "active", price: 999, card: { last4: "4242" } });
    expect(providerId).toMatch(/^sub_/);
    const atStripe = standIn.subscription(providerId);
    expect(atStripe).toMatchObject({ status: "active", metadata: { subscriptionId: subscription.id } });
    const [invoice] = (await details(who.person, subscription.id)).invoices;
    expect(invoice).toMatchObject({
      reason: "subscription_create",
      status: "paid",
      amount: 999,
      card: { last4: "4242" },
    });

    const clock = subscriptionsService(test.deps, { byId: async () => undefined });
    await clock.keepTime(new Date(Date.now() + 40 * 86_400_000));
    expect((await details(who.person, subscription.id)).invoices).toHaveLength(1);
  });

  it("answers a declined card with Stripe's message and keeps nothing, here or at Stripe", async () => {
    const plan = await kit.plan("customer");
    const who = await kit.member("customer", "pm_card_chargeDeclined");
    const before = standIn.calls.filter((call) => call === "POST /v1/subscriptions").length;
    const response = await kit.subscribeCall(who.person, {
      planId: plan.id,
      interval: "month",
      paymentMethodId: who.card.id,
    });
    expect(response.statusCode, response.body).toBe(402);
    expect(response.json()).toMatchObject({ message: "Your card was declined." });
    expect(standIn.calls.filter((call) => call === "POST /v1/subscriptions").length).toBe(before + 1);
    const current = await kit.call(who.person, "GET", "/v1/users/subscription");
    expect(current.json()).toBeNull();
  });

  it("waits for the member's bank on a first payment that needs 3-D Secure, then starts once, whoever comes first", async () => {
    const plan = await kit.plan("customer", { name: "Closet Plus" });
    const key = `key-${crypto.randomUUID()}`;
    const body = (who: { card: { id: string } }) => ({
      planId: plan.id,
      interval: "month",
      paymentMethodId: who.card.id,
    });
    const idOf = async (userId: string) =>
      (
        await rowsOf<{ userId: string; providerSubscriptionId: string }>(
          test.deps.database.db,
          "subscriptions",
        )
      ).find((row) => row.userId === userId)?.providerSubscriptionId as string;

    // The browser confirms, then sends the same request again before the webhook.
    const who = await kit.member("customer", "pm_card_authenticationRequired");
    const asked = await kit.subscribeCall(who.person, body(who), key);
    expect(asked.statusCode, asked.body).toBe(402);
    expect(asked.json()).toEqual({
      message: "Your bank asks you to confirm this payment.",
      confirmation: { clientSecret: expect.stringMatching(/^pi_.+_secret_/) },
    });
    expect((await kit.call(who.person, "GET", "/v1/users/subscription")).json()).toBeNull();
    const askedAgain = await kit.subscribeCall(who.person, body(who), key);
    expect(askedAgain.statusCode).toBe(402);
    const providerId = await idOf(who.person.auth.user.id);
    const webhooks = standIn.authenticate(providerId);
    const started = await kit.subscribeCall(who.person, body(who), key);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json<Subscription>()).toMatchObject({ status: "active", price: 999 });
    await deliver(webhooks);
    expect((await details(who.person, started.json<Subscription>().id)).invoices).toMatchObject([
      { reason: "subscription_create", status: "paid", amount: 999 },
    ]);
    expect(await mailsTo(who.person, /Closet Plus plan has started/)).toHaveLength(1);

    // The webhook comes first.
    const other = await kit.member("customer", "pm_card_authenticationRequired");
    expect((await kit.subscribeCall(other.person, body(other), key)).statusCode).toBe(402);
    await deliver(standIn.authenticate(await idOf(other.person.auth.user.id)));
    expect((await kit.call(other.person, "GET", "/v1/users/subscription")).json()).toMatchObject({
      status: "active",
    });
    expect((await kit.subscribeCall(other.person, body(other), key)).statusCode).toBe(201);
    expect(await mailsTo(other.person, /Closet Plus plan has started/)).toHaveLength(1);
  });

  it("keeps the place when Stripe's answer is lost after it charged, and starts it from the webhook or the same request", async () => {
    const plan = await kit.plan("customer", { name: "Closet Plus" });
    const key = `key-${crypto.randomUUID()}`;
    const lost = async () => {
      const who = await kit.member();
      standIn.loseAnswers("POST /v1/invoices");
      const response = await kit.subscribeCall(
        who.person,
        { planId: plan.id, interval: "month", paymentMethodId: who.card.id },
        key,
      );
      standIn.loseAnswers(null);
      expect(response.statusCode, response.body).toBe(503);
      return who;
    };
    const charges = () => standIn.succeeded();

    const heard = await lost();
    const before = charges();
    const atStripe = standIn.subscriptionOf(heard.person.auth.user.id);
    expect(atStripe).toMatchObject({ status: "active" });
    await deliver([standIn.signed("customer.subscription.updated", atStripe)]);
    expect((await kit.call(heard.person, "GET", "/v1/users/subscription")).json()).toMatchObject({
      status: "active",
    });
    expect(await mailsTo(heard.person, /Closet Plus plan has started/)).toHaveLength(1);

    const retried = await lost();
    const again = await kit.subscribeCall(
      retried.person,
      { planId: plan.id, interval: "month", paymentMethodId: retried.card.id },
      key,
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<Subscription>()).toMatchObject({ status: "active" });
    expect(charges()).toBe(before + 1);
  });

  it("starts a trial at Stripe without a charge", async () => {
    const { subscription, providerId } = await subscribed({ trialDays: 14 });
    expect(subscription.status).toBe("trialing");
    expect(standIn.subscription(providerId)).toMatchObject({ status: "trialing" });
    expect(new Date(subscription.trialEnd as string).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
  });
});

describe("Stripe's webhooks drive the states", () => {
  it("renews from invoice.paid, once, however often and in whatever order Stripe sends it", async () => {
    const { who, subscription, providerId } = await subscribed();
    const webhooks = standIn.renew(providerId);
    await deliver([...webhooks].reverse());
    await deliver(webhooks);
    const renewed = await details(who.person, subscription.id);
    expect(renewed.status).toBe("active");
    expect(new Date(renewed.currentPeriodStart).getTime()).toBe(
      new Date(subscription.currentPeriodEnd).getTime(),
    );
    expect(renewed.invoices.map((invoice) => [invoice.reason, invoice.status])).toEqual([
      ["subscription_cycle", "paid"],
      ["subscription_create", "paid"],
    ]);
    expect(await mailsTo(who.person, /was renewed: \$9\.99/)).toHaveLength(1);
  });

  it("moves a declined renewal to past due with a mail for each failed try, then cancels when Stripe gives up", async () => {
    const { who, subscription, providerId } = await subscribed();
    standIn.cardBehaves(
      standIn.subscription(providerId)?.default_payment_method as string,
      "pm_card_chargeCustomerFail",
    );
    await deliver(standIn.renew(providerId));
    const overdue = await details(who.person, subscription.id);
    expect(overdue).toMatchObject({ status: "past_due", nextRetryAt: expect.any(String) });
    // Stripe retries it: CBM's clock, even past that time, charges nothing of its own.
    const clock = subscriptionsService(test.deps, { byId: async () => undefined });
    const charges = () => standIn.calls.filter((call) => call === "POST /v1/payment_intents").length;
    const before = charges();
    await clock.keepTime(new Date(Date.now() + 10 * 86_400_000));
    expect(charges()).toBe(before);
    expect(await details(who.person, subscription.id)).toMatchObject({ status: "past_due" });
    expect(overdue.invoices[0]).toMatchObject({
      status: "open",
      attempts: 1,
      failureMessage: "Your card was declined.",
    });
    await deliver(standIn.retry(providerId));
    expect(await mailsTo(who.person, /We could not charge \$9\.99/)).toHaveLength(2);

    const replay = standIn.retry(providerId, { last: true });
    await deliver([...replay, ...replay]);
    const ended = await details(who.person, subscription.id);
    expect(ended.status).toBe("cancelled");
    expect(ended.invoices[0]?.status).toBe("uncollectible");
    expect(await mailsTo(who.person, /Your Closet Plus plan has ended/)).toHaveLength(1);
  });

  it("settles a past-due renewal on a new card at once", async () => {
    const { who, subscription, providerId } = await subscribed();
    standIn.cardBehaves(
      standIn.subscription(providerId)?.default_payment_method as string,
      "pm_card_chargeCustomerFail",
    );
    await deliver(standIn.renew(providerId));
    const declined = await kit.card(who.person, "pm_card_chargeCustomerFail");
    const refused = await kit.call(who.person, "PUT", "/v1/users/subscription/card", {
      paymentMethodId: declined.id,
    });
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json()).toMatchObject({ message: "Your card was declined." });

    const good = await kit.card(who.person);
    const changed = await kit.call(who.person, "PUT", "/v1/users/subscription/card", {
      paymentMethodId: good.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Subscription>()).toMatchObject({ status: "active", card: { id: good.id } });
    expect((await details(who.person, subscription.id)).invoices[0]?.status).toBe("paid");
    expect(standIn.subscription(providerId)).toMatchObject({ status: "active" });
  });

  it("asks the member to confirm a renewal their bank wants authenticated (3-D Secure)", async () => {
    const { who, subscription, providerId } = await subscribed();
    standIn.cardBehaves(
      standIn.subscription(providerId)?.default_payment_method as string,
      "pm_card_authenticationRequired",
    );
    const webhooks = standIn.renew(providerId);
    await deliver(webhooks);
    await deliver(webhooks);
    const waiting = await details(who.person, subscription.id);
    expect(waiting).toMatchObject({
      status: "past_due",
      confirmPaymentUrl: expect.stringMatching(/^https:\/\/invoice\.stripe\.com\//),
    });
    expect(await mailsTo(who.person, /Your bank asks you to confirm the payment of \$9\.99/)).toHaveLength(1);
  });

  it("refuses a webhook whose signature does not hold, and changes nothing", async () => {
    const { subscription, providerId, who } = await subscribed();
    const [renewal] = standIn.renew(providerId);
    const response = await test.request({
      method: "POST",
      url: "/v1/payments/webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=forged" },
      payload: renewal?.payload,
    });
    expect(response.statusCode).toBe(400);
    await test.settled();
    expect((await details(who.person, subscription.id)).invoices).toHaveLength(1);
  });
});

describe("changing a Stripe-billed subscription", () => {
  it("cancels at the period's end and resumes at Stripe too; the period's end then expires it", async () => {
    const { who, subscription, providerId } = await subscribed();
    const cancelled = await kit.call(who.person, "DELETE", "/v1/users/subscription");
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Subscription>().cancelAtPeriodEnd).toBe(true);
    expect(standIn.subscription(providerId)?.cancel_at_period_end).toBe(true);
    const again = await kit.call(who.person, "DELETE", "/v1/users/subscription");
    expect(again.statusCode).toBe(409);

    const resumed = await kit.call(who.person, "POST", "/v1/users/subscription/resume");
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(standIn.subscription(providerId)?.cancel_at_period_end).toBe(false);

    await kit.call(who.person, "DELETE", "/v1/users/subscription");
    await deliver(standIn.renew(providerId));
    expect((await details(who.person, subscription.id)).status).toBe("expired");
    expect(await mailsTo(who.person, /plan is cancelled: you keep it until/)).toHaveLength(2);
    expect(await mailsTo(who.person, /ended on .* as you asked/)).toHaveLength(1);
  });

  it("upgrades now with Stripe's proration, and downgrades at the renewal through a schedule", async () => {
    const { plan, who, subscription, providerId } = await subscribed();
    const pro = await kit.plan("customer", { name: "Closet Pro", monthlyPrice: 2_999, yearlyPrice: 29_990 });
    const upgraded = await kit.call(who.person, "PUT", "/v1/users/subscription", {
      planId: pro.id,
      interval: "month",
    });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json<Subscription>()).toMatchObject({ plan: { id: pro.id }, price: 2_999 });
    const update = (await details(who.person, subscription.id)).invoices.find(
      (invoice) => invoice.reason === "subscription_update",
    );
    expect(update).toMatchObject({ reason: "subscription_update", status: "paid", subtotal: 2_999 });
    expect(update?.credit).toBeGreaterThan(990);
    expect(update?.amount).toBe(2_999 - (update?.credit ?? 0));

    const downgraded = await kit.call(who.person, "PUT", "/v1/users/subscription", {
      planId: plan.id,
      interval: "month",
    });
    expect(downgraded.statusCode, downgraded.body).toBe(200);
    expect(downgraded.json<Subscription>()).toMatchObject({
      plan: { id: pro.id },
      scheduledChange: { plan: { id: plan.id } },
    });
    expect(standIn.subscription(providerId)?.schedule).toMatch(/^sub_sched_/);

    await deliver(standIn.renew(providerId));
    const renewed = await details(who.person, subscription.id);
    expect(renewed).toMatchObject({ plan: { id: plan.id }, price: 999, scheduledChange: null });
    expect(renewed.invoices[0]).toMatchObject({ reason: "subscription_cycle", amount: 999, status: "paid" });
  });

  it("tells Stripe a plan's new price for the first renewal after the notice, and bills it from then", async () => {
    const { plan, who, subscription, providerId } = await subscribed();
    const clock = subscriptionsService(test.deps, { byId: async () => undefined });
    const repriced = await kit.call(kit.admin, "PUT", `/v1/admin/plan/${plan.id}`, { monthlyPrice: 1_499 });
    expect(repriced.statusCode, repriced.body).toBe(200);
    await clock.keepTime(new Date());
    expect(standIn.subscription(providerId)?.schedule).toBeNull();

    await deliver(standIn.renew(providerId));
    expect((await details(who.person, subscription.id)).invoices[0]).toMatchObject({ amount: 999 });
    const schedules = () => standIn.calls.filter((call) => call === "POST /v1/subscription_schedules").length;
    const before = schedules();
    await clock.keepTime(new Date());
    await clock.keepTime(new Date());
    expect(schedules()).toBe(before + 1);
    expect(standIn.subscription(providerId)?.schedule).toMatch(/^sub_sched_/);

    await deliver(standIn.renew(providerId));
    const renewed = await details(who.person, subscription.id);
    expect(renewed).toMatchObject({ price: 1_499, upcomingPrice: null });
    expect(renewed.invoices[0]).toMatchObject({
      reason: "subscription_cycle",
      amount: 1_499,
      status: "paid",
    });
  });

  it("lets an admin refund the last invoice by its payment, and a later webhook leaves it refunded", async () => {
    const { who, subscription, providerId } = await subscribed();
    const refunded = await kit.call(kit.admin, "POST", `/v1/admin/subscription/${subscription.id}/refund`);
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(standIn.calls).toContain("POST /v1/refunds");
    await deliver([standIn.signed("customer.subscription.updated", standIn.subscription(providerId))]);
    expect((await details(who.person, subscription.id)).invoices[0]?.status).toBe("refunded");
  });

  it("lets an admin end it now at Stripe", async () => {
    const { who, subscription, providerId } = await subscribed();
    const ended = await kit.call(kit.admin, "POST", `/v1/admin/subscription/${subscription.id}/cancel`, {
      when: "now",
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(standIn.subscription(providerId)?.status).toBe("canceled");
    expect((await details(who.person, subscription.id)).status).toBe("cancelled");
    expect(await mailsTo(who.person, /Your Closet Plus plan has ended/)).toHaveLength(1);
  });
});
