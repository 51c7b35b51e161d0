// Changing plan or interval: an upgrade at once with the unused time credited, a downgrade at renewal.
import type { ChangePreview, Subscription, SubscriptionDetails } from "@cbm/contracts";
import { describe, expect, it } from "vitest";
import { subscriptionsUnderTest } from "../../testing/subscriptions.ts";
import { subscriptionsService } from "./service.ts";

const { test, kit } = subscriptionsUnderTest();

const DAY = 86_400_000;

/** A member on a 10.00 monthly plan, with a dearer (30.00) and a cheaper (5.00) plan beside it. */
async function onBasic(audience: "customer" | "retailer" = "customer") {
  const basic = await kit.plan(audience, { name: "Basic", monthlyPrice: 1000, yearlyPrice: 10000 });
  const premium = await kit.plan(audience, { name: "Premium", monthlyPrice: 3000, yearlyPrice: 30000 });
  const lite = await kit.plan(audience, { name: "Lite", monthlyPrice: 500, yearlyPrice: 5000 });
  const who = await kit.member(audience);
  const subscription = await kit.subscribe(who, basic.id);
  return { basic, premium, lite, who, subscription };
}

describe("GET /v1/users/subscription/change-preview", () => {
  it("shows an upgrade's charge now: the new price less the unused time", async () => {
    const { premium, who, subscription } = await onBasic();
    await kit.backdate(subscription.id, 10);
    const response = await kit.call(
      who.person,
      "GET",
      `/v1/users/subscription/change-preview?planId=${premium.id}&interval=month`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<ChangePreview>();
    const period =
      new Date(subscription.currentPeriodEnd).getTime() - new Date(subscription.currentPeriodStart).getTime();
    const unused = Math.floor((1000 * (period - 10 * DAY)) / period);
    expect(preview).toMatchObject({
      kind: "upgrade",
      plan: { id: premium.id },
      price: 3000,
      currency: "USD",
    });
    expect(Math.abs(preview.credit - unused)).toBeLessThanOrEqual(1);
    expect(preview.amountDue).toBe(3000 - preview.credit);
  });

  it("shows a downgrade waiting for the renewal, charging nothing now", async () => {
    const { lite, who, subscription } = await onBasic();
    const response = await kit.call(
      who.person,
      "GET",
      `/v1/users/subscription/change-preview?planId=${lite.id}&interval=month`,
    );
    expect(response.json<ChangePreview>()).toMatchObject({
      kind: "downgrade",
      credit: 0,
      amountDue: 0,
      effectiveAt: subscription.currentPeriodEnd,
    });
  });

  it("refuses what cannot be changed to: 400 for a bad or foreign plan, 404 without a subscription, 409 for the same plan", async () => {
    const { basic, who } = await onBasic();
    const retailerPlan = await kit.plan("retailer");
    const preview = (query: string, person = who.person) =>
      kit.call(person, "GET", `/v1/users/subscription/change-preview?${query}`);
    const bad = await preview("planId=nope&interval=week");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(["interval", "planId"]);
    expect((await preview(`planId=${retailerPlan.id}&interval=month`)).json()).toHaveProperty("planId");
    expect((await preview(`planId=${basic.id}&interval=month`)).statusCode).toBe(409);
    const newcomer = await kit.member();
    expect((await preview(`planId=${basic.id}&interval=month`, newcomer.person)).statusCode).toBe(404);
    expect(
      (await kit.call(null, "GET", `/v1/users/subscription/change-preview?planId=${basic.id}&interval=month`))
        .statusCode,
    ).toBe(401);
  });
});

describe("PUT /v1/users/subscription", () => {
  it("upgrades at once: a new period, the unused time credited on the invoice", async () => {
    const { premium, who, subscription } = await onBasic("retailer");
    await kit.backdate(subscription.id, 15);
    const response = await kit.call(who.person, "PUT", "/v1/users/subscription", {
      planId: premium.id,
      interval: "month",
    });
    expect(response.statusCode, response.body).toBe(200);
    const upgraded = response.json<Subscription>();
    expect(upgraded).toMatchObject({
      id: subscription.id,
      plan: { id: premium.id },
      price: 3000,
      status: "active",
    });
    expect(Date.now() - new Date(upgraded.currentPeriodStart).getTime()).toBeLessThan(60_000);
    const [invoice] = (
      await kit.call(who.person, "GET", `/v1/users/subscription/${subscription.id}`)
    ).json<SubscriptionDetails>().invoices;
    expect(invoice).toMatchObject({ reason: "subscription_update", subtotal: 3000, status: "paid" });
    expect(invoice?.credit).toBeGreaterThan(400);
    expect(invoice?.credit).toBeLessThan(600);
    expect(invoice?.amount).toBe(3000 - (invoice?.credit ?? 0));
  });

  it("downgrades at the renewal, which then charges the new plan's price", async () => {
    const { lite, who, subscription } = await onBasic();
    const response = await kit.call(who.person, "PUT", "/v1/users/subscription", {
      planId: lite.id,
      interval: "month",
    });
    expect(response.json<Subscription>()).toMatchObject({
      plan: { name: "Basic" },
      price: 1000,
      scheduledChange: { plan: { id: lite.id }, interval: "month", price: 500 },
    });
    const clock = subscriptionsService(test.deps, { byId: async () => undefined });
    await clock.keepTime(new Date(new Date(subscription.currentPeriodEnd).getTime() + 60_000));
    const renewed = (
      await kit.call(who.person, "GET", `/v1/users/subscription/${subscription.id}`)
    ).json<SubscriptionDetails>();
    expect(renewed).toMatchObject({
      plan: { id: lite.id },
      price: 500,
      scheduledChange: null,
      status: "active",
    });
    expect(renewed.invoices[0]).toMatchObject({ reason: "subscription_cycle", amount: 500, status: "paid" });
  });

  it("switches yearly to monthly at the renewal, and a change to the free plan cancels at the period's end", async () => {
    const basic = await kit.plan("influencer", { monthlyPrice: 1000, yearlyPrice: 10000 });
    const free = await kit.plan("influencer", { monthlyPrice: 0, yearlyPrice: 0 });
    const who = await kit.member("influencer");
    await kit.subscribe(who, basic.id, "year");
    const monthly = await kit.call(who.person, "PUT", "/v1/users/subscription", {
      planId: basic.id,
      interval: "month",
    });
    expect(monthly.json<Subscription>()).toMatchObject({
      interval: "year",
      scheduledChange: { interval: "month", price: 1000 },
    });
    const toFree = await kit.call(who.person, "PUT", "/v1/users/subscription", {
      planId: free.id,
      interval: "month",
    });
    expect(toFree.json<Subscription>()).toMatchObject({ cancelAtPeriodEnd: true, scheduledChange: null });
  });

  it("answers a declined upgrade with the provider's message (402), changing nothing", async () => {
    const { premium, who, subscription } = await onBasic();
    const declining = await kit.card(who.person, "pm_card_chargeDeclined");
    await kit.call(who.person, "PUT", "/v1/users/subscription/card", { paymentMethodId: declining.id });
    const response = await kit.call(who.person, "PUT", "/v1/users/subscription", {
      planId: premium.id,
      interval: "month",
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message: "Your card was declined." });
    const current = (await kit.call(who.person, "GET", "/v1/users/subscription")).json<Subscription>();
    expect(current).toMatchObject({
      plan: { name: "Basic" },
      currentPeriodStart: subscription.currentPeriodStart,
    });
  });

  it("changes a trial's plan at once without charging, the trial going on", async () => {
    const trialPlan = await kit.plan("customer", { trialDays: 14, monthlyPrice: 1000 });
    const premium = await kit.plan("customer", { monthlyPrice: 3000 });
    const who = await kit.member();
    const trial = await kit.subscribe(who, trialPlan.id);
    const response = await kit.call(who.person, "PUT", "/v1/users/subscription", {
      planId: premium.id,
      interval: "month",
    });
    expect(response.json<Subscription>()).toMatchObject({
      status: "trialing",
      plan: { id: premium.id },
      price: 3000,
      currentPeriodEnd: trial.currentPeriodEnd,
      trialEnd: trial.trialEnd,
    });
  });

  it("names wrong fields (400) and needs a subscription (404) and a signed-in member (401)", async () => {
    const { who } = await onBasic();
    const bad = await kit.call(who.person, "PUT", "/v1/users/subscription", { planId: "x" });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(["interval", "planId"]);
    const plan = await kit.plan("customer");
    const newcomer = await kit.member();
    const none = await kit.call(newcomer.person, "PUT", "/v1/users/subscription", {
      planId: plan.id,
      interval: "month",
    });
    expect(none.statusCode).toBe(404);
    expect((await kit.call(null, "PUT", "/v1/users/subscription", {})).statusCode).toBe(401);
  });
});

describe("PUT /v1/users/subscription/card", () => {
  it("charges renewals to another saved card, refusing one that is not the member's", async () => {
    const { who } = await onBasic();
    const other = await kit.member();
    const foreign = await kit.call(who.person, "PUT", "/v1/users/subscription/card", {
      paymentMethodId: other.card.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toHaveProperty("paymentMethodId");
    const second = await kit.card(who.person);
    const changed = await kit.call(who.person, "PUT", "/v1/users/subscription/card", {
      paymentMethodId: second.id,
    });
    expect(changed.json<Subscription>().card?.id).toBe(second.id);
    expect(
      (await kit.call(other.person, "PUT", "/v1/users/subscription/card", { paymentMethodId: other.card.id }))
        .statusCode,
    ).toBe(404);
  });
});
