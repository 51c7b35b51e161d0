// Changing a subscription Stripe Billing bills: cancelling and resuming, upgrades prorated now, downgrades
// and new prices at the renewal, an admin's refund and end; Stripe's webhooks after change nothing twice.
import type { Subscription } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeBilling, startStripeBilling, stripeBillingSteps } from "../../testing/stripe-billing.ts";
import { subscriptionsService } from "./service.ts";

const billing = {} as StripeBilling;
beforeAll(async () => {
  Object.assign(billing, await startStripeBilling());
});
afterAll(() => billing.close());

const { deliver, mailsTo, details, subscribed } = stripeBillingSteps(billing);

describe("changing a Stripe-billed subscription", () => {
  it("cancels at the period's end and resumes at Stripe too; the period's end then expires it", async () => {
    const { who, subscription, providerId } = await subscribed();
    const cancelled = await billing.kit.call(who.person, "DELETE", "/v1/users/subscription");
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Subscription>().cancelAtPeriodEnd).toBe(true);
    expect(billing.standIn.subscription(providerId)?.cancel_at_period_end).toBe(true);
    const again = await billing.kit.call(who.person, "DELETE", "/v1/users/subscription");
    expect(again.statusCode).toBe(409);

    const resumed = await billing.kit.call(who.person, "POST", "/v1/users/subscription/resume");
    expect(resumed.statusCode, resumed.body).toBe(200);
    expect(billing.standIn.subscription(providerId)?.cancel_at_period_end).toBe(false);

    await billing.kit.call(who.person, "DELETE", "/v1/users/subscription");
    await deliver(billing.standIn.renew(providerId));
    expect((await details(who.person, subscription.id)).status).toBe("expired");
    expect(await mailsTo(who.person, /plan is cancelled: you keep it until/)).toHaveLength(2);
    expect(await mailsTo(who.person, /ended on .* as you asked/)).toHaveLength(1);
  });

  it("upgrades now with Stripe's proration, and downgrades at the renewal through a schedule", async () => {
    const { plan, who, subscription, providerId } = await subscribed();
    const pro = await billing.kit.plan("customer", {
      name: "Closet Pro",
      monthlyPrice: 2_999,
      yearlyPrice: 29_990,
    });
    const upgraded = await billing.kit.call(who.person, "PUT", "/v1/users/subscription", {
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

    const downgraded = await billing.kit.call(who.person, "PUT", "/v1/users/subscription", {
      planId: plan.id,
      interval: "month",
    });
    expect(downgraded.statusCode, downgraded.body).toBe(200);
    expect(downgraded.json<Subscription>()).toMatchObject({
      plan: { id: pro.id },
      scheduledChange: { plan: { id: plan.id } },
    });
    expect(billing.standIn.subscription(providerId)?.schedule).toMatch(/^sub_sched_/);

    await deliver(billing.standIn.renew(providerId));
    const renewed = await details(who.person, subscription.id);
    expect(renewed).toMatchObject({ plan: { id: plan.id }, price: 999, scheduledChange: null });
    expect(renewed.invoices[0]).toMatchObject({ reason: "subscription_cycle", amount: 999, status: "paid" });
  });

  it("tells Stripe a plan's new price for the first renewal after the notice, and bills it from then", async () => {
    const { plan, who, subscription, providerId } = await subscribed();
    const clock = subscriptionsService(billing.test.deps, { byId: async () => undefined });
    const repriced = await billing.kit.call(billing.kit.admin, "PUT", `/v1/admin/plan/${plan.id}`, {
      monthlyPrice: 1_499,
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    await clock.keepTime(new Date());
    expect(billing.standIn.subscription(providerId)?.schedule).toBeNull();

    await deliver(billing.standIn.renew(providerId));
    expect((await details(who.person, subscription.id)).invoices[0]).toMatchObject({ amount: 999 });
    const schedules = () =>
      billing.standIn.calls.filter((call) => call === "POST /v1/subscription_schedules").length;
    const before = schedules();
    await clock.keepTime(new Date());
    await clock.keepTime(new Date());
    expect(schedules()).toBe(before + 1);
    expect(billing.standIn.subscription(providerId)?.schedule).toMatch(/^sub_sched_/);

    await deliver(billing.standIn.renew(providerId));
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
    const refunded = await billing.kit.call(
      billing.kit.admin,
      "POST",
      `/v1/admin/subscription/${subscription.id}/refund`,
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(billing.standIn.calls).toContain("POST /v1/refunds");
    await deliver([
      billing.standIn.signed("customer.subscription.updated", billing.standIn.subscription(providerId)),
    ]);
    expect((await details(who.person, subscription.id)).invoices[0]?.status).toBe("refunded");
  });

  it("lets an admin end it now at Stripe", async () => {
    const { who, subscription, providerId } = await subscribed();
    const ended = await billing.kit.call(
      billing.kit.admin,
      "POST",
      `/v1/admin/subscription/${subscription.id}/cancel`,
      {
        when: "now",
      },
    );
    expect(ended.statusCode, ended.body).toBe(200);
    expect(billing.standIn.subscription(providerId)?.status).toBe("canceled");
    expect((await details(who.person, subscription.id)).status).toBe("cancelled");
    expect(await mailsTo(who.person, /Your Closet Plus plan has ended/)).toHaveLength(1);
  });
});
