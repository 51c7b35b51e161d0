// Subscriptions billed by Stripe Billing, through the official package pointed at the local stand-in of
// its API: Stripe keeps the periods and charges; its signed webhooks (replayed, and out of order) drive
// the same states as CBM's own clock, and each change is told to the member once.
import type { Subscription } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeBilling, startStripeBilling, stripeBillingSteps } from "../../testing/stripe-billing.ts";
import { rowsOf } from "../../testing/tables.ts";
import { subscriptionsService } from "./service.ts";

const billing = {} as StripeBilling;
beforeAll(async () => {
  Object.assign(billing, await startStripeBilling());
});
afterAll(() => billing.close());

const { deliver, mailsTo, details, subscribed } = stripeBillingSteps(billing);

describe("subscribing with Stripe Billing", () => {
  it("starts a Stripe Subscription charged now, and CBM's own clock leaves its renewals to Stripe", async () => {
    const { who, subscription, providerId } = await subscribed();
    expect(subscription).toMatchObject({ status: "active", price: 999, card: { last4: "4242" } });
    expect(providerId).toMatch(/^sub_/);
    const atStripe = billing.standIn.subscription(providerId);
    expect(atStripe).toMatchObject({ status: "active", metadata: { subscriptionId: subscription.id } });
    const [invoice] = (await details(who.person, subscription.id)).invoices;
    expect(invoice).toMatchObject({
      reason: "subscription_create",
      status: "paid",
      amount: 999,
      card: { last4: "4242" },
    });

    const clock = subscriptionsService(billing.test.deps, { byId: async () => undefined });
    await clock.keepTime(new Date(Date.now() + 40 * 86_400_000));
    expect((await details(who.person, subscription.id)).invoices).toHaveLength(1);
  });

  it("answers a declined card with Stripe's message and keeps nothing, here or at Stripe", async () => {
    const plan = await billing.kit.plan("customer");
    const who = await billing.kit.member("customer", "pm_card_chargeDeclined");
    const before = billing.standIn.calls.filter((call) => call === "POST /v1/subscriptions").length;
    const response = await billing.kit.subscribeCall(who.person, {
      planId: plan.id,
      interval: "month",
      paymentMethodId: who.card.id,
    });
    expect(response.statusCode, response.body).toBe(402);
    expect(response.json()).toMatchObject({ message: "Your card was declined." });
    expect(billing.standIn.calls.filter((call) => call === "POST /v1/subscriptions").length).toBe(before + 1);
    const current = await billing.kit.call(who.person, "GET", "/v1/users/subscription");
    expect(current.json()).toBeNull();
  });

  it("waits for the member's bank on a first payment that needs 3-D Secure, then starts once, whoever comes first", async () => {
    const plan = await billing.kit.plan("customer", { name: "Closet Plus" });
    const key = `key-${crypto.randomUUID()}`;
    const body = (who: { card: { id: string } }) => ({
      planId: plan.id,
      interval: "month",
      paymentMethodId: who.card.id,
    });
    const idOf = async (userId: string) =>
      (
        await rowsOf<{ userId: string; providerSubscriptionId: string }>(
          billing.test.deps.database.db,
          "subscriptions",
        )
      ).find((row) => row.userId === userId)?.providerSubscriptionId as string;

    // The browser confirms, then sends the same request again before the webhook.
    const who = await billing.kit.member("customer", "pm_card_authenticationRequired");
    const asked = await billing.kit.subscribeCall(who.person, body(who), key);
    expect(asked.statusCode, asked.body).toBe(402);
    expect(asked.json()).toEqual({
      message: "Your bank asks you to confirm this payment.",
      confirmation: { clientSecret: expect.stringMatching(/^pi_.+_secret_/) },
    });
    expect((await billing.kit.call(who.person, "GET", "/v1/users/subscription")).json()).toBeNull();
    const askedAgain = await billing.kit.subscribeCall(who.person, body(who), key);
    expect(askedAgain.statusCode).toBe(402);
    const providerId = await idOf(who.person.auth.user.id);
    const webhooks = billing.standIn.authenticate(providerId);
    const started = await billing.kit.subscribeCall(who.person, body(who), key);
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json<Subscription>()).toMatchObject({ status: "active", price: 999 });
    await deliver(webhooks);
    expect((await details(who.person, started.json<Subscription>().id)).invoices).toMatchObject([
      { reason: "subscription_create", status: "paid", amount: 999 },
    ]);
    expect(await mailsTo(who.person, /Closet Plus plan has started/)).toHaveLength(1);

    // The webhook comes first.
    const other = await billing.kit.member("customer", "pm_card_authenticationRequired");
    expect((await billing.kit.subscribeCall(other.person, body(other), key)).statusCode).toBe(402);
    await deliver(billing.standIn.authenticate(await idOf(other.person.auth.user.id)));
    expect((await billing.kit.call(other.person, "GET", "/v1/users/subscription")).json()).toMatchObject({
      status: "active",
    });
    expect((await billing.kit.subscribeCall(other.person, body(other), key)).statusCode).toBe(201);
    expect(await mailsTo(other.person, /Closet Plus plan has started/)).toHaveLength(1);
  });

  it("keeps the place when Stripe's answer is lost after it charged, and starts it from the webhook or the same request", async () => {
    const plan = await billing.kit.plan("customer", { name: "Closet Plus" });
    const key = `key-${crypto.randomUUID()}`;
    const lost = async () => {
      const who = await billing.kit.member();
      billing.standIn.loseAnswers("POST /v1/invoices");
      const response = await billing.kit.subscribeCall(
        who.person,
        { planId: plan.id, interval: "month", paymentMethodId: who.card.id },
        key,
      );
      billing.standIn.loseAnswers(null);
      expect(response.statusCode, response.body).toBe(503);
      return who;
    };
    const charges = () => billing.standIn.succeeded();

    const heard = await lost();
    const before = charges();
    const atStripe = billing.standIn.subscriptionOf(heard.person.auth.user.id);
    expect(atStripe).toMatchObject({ status: "active" });
    await deliver([billing.standIn.signed("customer.subscription.updated", atStripe)]);
    expect((await billing.kit.call(heard.person, "GET", "/v1/users/subscription")).json()).toMatchObject({
      status: "active",
    });
    expect(await mailsTo(heard.person, /Closet Plus plan has started/)).toHaveLength(1);

    const retried = await lost();
    const again = await billing.kit.subscribeCall(
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
    expect(billing.standIn.subscription(providerId)).toMatchObject({ status: "trialing" });
    expect(new Date(subscription.trialEnd as string).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
  });
});

describe("Stripe's webhooks drive the states", () => {
  it("renews from invoice.paid, once, however often and in whatever order Stripe sends it", async () => {
    const { who, subscription, providerId } = await subscribed();
    const webhooks = billing.standIn.renew(providerId);
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
    billing.standIn.cardBehaves(
      billing.standIn.subscription(providerId)?.default_payment_method as string,
      "pm_card_chargeCustomerFail",
    );
    await deliver(billing.standIn.renew(providerId));
    const overdue = await details(who.person, subscription.id);
    expect(overdue).toMatchObject({ status: "past_due", nextRetryAt: expect.any(String) });
    // Stripe retries it: CBM's clock, even past that time, charges nothing of its own. (The clock also
    // bills the CBM-billed rows other test files left in this worker's database: count this one's.)
    const clock = subscriptionsService(billing.test.deps, { byId: async () => undefined });
    const charges = () =>
      billing.standIn.chargesAsked.filter((metadata) => metadata.subscriptionId === subscription.id).length;
    const before = charges();
    await clock.keepTime(new Date(Date.now() + 10 * 86_400_000));
    expect(charges()).toBe(before);
    expect(await details(who.person, subscription.id)).toMatchObject({ status: "past_due" });
    expect(overdue.invoices[0]).toMatchObject({
      status: "open",
      attempts: 1,
      failureMessage: "Your card was declined.",
    });
    await deliver(billing.standIn.retry(providerId));
    expect(await mailsTo(who.person, /We could not charge \$9\.99/)).toHaveLength(2);

    const replay = billing.standIn.retry(providerId, { last: true });
    await deliver([...replay, ...replay]);
    const ended = await details(who.person, subscription.id);
    expect(ended.status).toBe("cancelled");
    expect(ended.invoices[0]?.status).toBe("uncollectible");
    expect(await mailsTo(who.person, /Your Closet Plus plan has ended/)).toHaveLength(1);
  });

  it("settles a past-due renewal on a new card at once", async () => {
    const { who, subscription, providerId } = await subscribed();
    billing.standIn.cardBehaves(
      billing.standIn.subscription(providerId)?.default_payment_method as string,
      "pm_card_chargeCustomerFail",
    );
    await deliver(billing.standIn.renew(providerId));
    const declined = await billing.kit.card(who.person, "pm_card_chargeCustomerFail");
    const refused = await billing.kit.call(who.person, "PUT", "/v1/users/subscription/card", {
      paymentMethodId: declined.id,
    });
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json()).toMatchObject({ message: "Your card was declined." });

    const good = await billing.kit.card(who.person);
    const changed = await billing.kit.call(who.person, "PUT", "/v1/users/subscription/card", {
      paymentMethodId: good.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Subscription>()).toMatchObject({ status: "active", card: { id: good.id } });
    expect((await details(who.person, subscription.id)).invoices[0]?.status).toBe("paid");
    expect(billing.standIn.subscription(providerId)).toMatchObject({ status: "active" });
  });

  it("asks the member to confirm a renewal their bank wants authenticated (3-D Secure)", async () => {
    const { who, subscription, providerId } = await subscribed();
    billing.standIn.cardBehaves(
      billing.standIn.subscription(providerId)?.default_payment_method as string,
      "pm_card_authenticationRequired",
    );
    const webhooks = billing.standIn.renew(providerId);
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
    const [renewal] = billing.standIn.renew(providerId);
    const response = await billing.test.request({
      method: "POST",
      url: "/v1/payments/webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=forged" },
      payload: renewal?.payload,
    });
    expect(response.statusCode).toBe(400);
    await billing.test.settled();
    expect((await details(who.person, subscription.id)).invoices).toHaveLength(1);
  });
});
