// The clock's transitions, with the clock in the test's hands: keepTime(now) is what the scheduled job runs.
import type { Subscription, SubscriptionDetails } from "@cbm/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import type { Person } from "../../testing/harness.ts";
import { subscriptionsUnderTest } from "../../testing/subscriptions.ts";
import { rowsOf } from "../../testing/tables.ts";
import { subscriptionsService } from "./service.ts";

const { test, kit } = subscriptionsUnderTest();
let clock: ReturnType<typeof subscriptionsService>;
beforeAll(() => {
  clock = subscriptionsService(test.deps, { byId: async () => undefined });
});

const DAY = 86_400_000;
const after = (iso: string, days = 0) => new Date(new Date(iso).getTime() + days * DAY + 60_000);

async function details(person: Person, id: string): Promise<SubscriptionDetails> {
  const response = await kit.call(person, "GET", `/v1/users/subscription/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SubscriptionDetails>();
}

/** The mails the member got about their plan (their jobs run in any order). */
async function mailsTo(person: Person): Promise<string[]> {
  await test.settled();
  return test.deps.outbox.list(person.email).map((message) => message.text);
}

describe("the subscription clock", () => {
  it("ends a trial by charging the card: trialing to active", async () => {
    const plan = await kit.plan("retailer", { trialDays: 7, monthlyPrice: 4900 });
    const who = await kit.member("retailer");
    const trial = await kit.subscribe(who, plan.id);
    await clock.keepTime(after(trial.currentPeriodStart, 6));
    expect((await details(who.person, trial.id)).status).toBe("trialing");
    await clock.keepTime(after(trial.trialEnd as string));
    const active = await details(who.person, trial.id);
    expect(active).toMatchObject({ status: "active", currentPeriodStart: trial.trialEnd });
    expect(active.invoices).toEqual([
      expect.objectContaining({ reason: "subscription_cycle", amount: 4900, status: "paid", attempts: 1 }),
    ]);
    const mails = await mailsTo(who.person);
    expect(mails).toContainEqual(expect.stringMatching(/trial of Plus has started/));
    expect(mails).toContainEqual(expect.stringMatching(/was renewed: \$49\.00/));
  });

  it("renews at the period's end, once however often the clock looks", async () => {
    const plan = await kit.plan("customer");
    const who = await kit.member();
    const subscription = await kit.subscribe(who, plan.id);
    const due = after(subscription.currentPeriodEnd);
    await clock.keepTime(due);
    await clock.keepTime(due);
    const renewed = await details(who.person, subscription.id);
    expect(renewed).toMatchObject({ status: "active", currentPeriodStart: subscription.currentPeriodEnd });
    expect(renewed.invoices.map((invoice) => [invoice.reason, invoice.status])).toEqual([
      ["subscription_cycle", "paid"],
      ["subscription_create", "paid"],
    ]);
  });

  it("charges a renewal once when two instances run the job at the same time", async () => {
    const plan = await kit.plan("customer");
    const who = await kit.member();
    const subscription = await kit.subscribe(who, plan.id);
    const other = subscriptionsService(test.deps, { byId: async () => undefined });
    const due = after(subscription.currentPeriodEnd);
    await Promise.all([clock.keepTime(due), other.keepTime(due), clock.keepTime(due)]);
    const invoices = (await details(who.person, subscription.id)).invoices;
    expect(invoices.filter((invoice) => invoice.reason === "subscription_cycle")).toHaveLength(1);
    const charges = await rowsOf<{ metadata: Record<string, string> }>(test.deps.database.db, "test_charges");
    expect(charges.filter((charge) => charge.metadata.subscriptionId === subscription.id)).toHaveLength(2);
  });

  it("moves a declined renewal to past due, retries after 1, 3 and 5 days with a mail each, keeps access, then cancels", async () => {
    const { who, subscription } = await kit.declinedAtRenewal();
    const end = subscription.currentPeriodEnd;
    await clock.keepTime(after(end));
    let overdue = await details(who.person, subscription.id);
    expect(overdue).toMatchObject({
      status: "past_due",
      nextRetryAt: new Date(new Date(end).getTime() + DAY).toISOString(),
    });
    expect(overdue.invoices[0]).toMatchObject({
      status: "open",
      attempts: 1,
      failureMessage: "Your card was declined.",
    });
    const entitled = await kit.call(who.person, "GET", "/v1/users/entitlements");
    expect(entitled.json()).toMatchObject({ plan: { id: subscription.plan.id }, status: "past_due" });
    await clock.keepTime(after(end, 1));
    await clock.keepTime(after(end, 2));
    overdue = await details(who.person, subscription.id);
    expect(overdue.invoices[0]).toMatchObject({ status: "open", attempts: 2 });
    expect(overdue.nextRetryAt).toBe(new Date(new Date(end).getTime() + 3 * DAY).toISOString());
    await clock.keepTime(after(end, 3));
    await clock.keepTime(after(end, 5));
    const cancelled = await details(who.person, subscription.id);
    expect(cancelled).toMatchObject({ status: "cancelled", nextRetryAt: null });
    expect(cancelled.invoices[0]).toMatchObject({ status: "uncollectible", attempts: 4 });
    const mails = await mailsTo(who.person);
    expect(mails.filter((text) => text.includes("We could not charge"))).toHaveLength(3);
    expect(mails).toContainEqual(expect.stringMatching(/Your Plus plan has ended/));
    expect((await kit.call(who.person, "GET", "/v1/users/subscription")).json()).toBeNull();
  });

  it("recovers a past-due subscription when the member gives a card that pays", async () => {
    const { who, subscription } = await kit.declinedAtRenewal();
    await clock.keepTime(after(subscription.currentPeriodEnd));
    const declining = (await details(who.person, subscription.id)).card?.id as string;
    const refused = await kit.call(who.person, "PUT", "/v1/users/subscription/card", {
      paymentMethodId: declining,
    });
    expect(refused.statusCode).toBe(402);
    const good = await kit.card(who.person);
    const paid = await kit.call(who.person, "PUT", "/v1/users/subscription/card", {
      paymentMethodId: good.id,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<Subscription>()).toMatchObject({
      status: "active",
      card: { id: good.id },
      nextRetryAt: null,
    });
    const invoice = (await details(who.person, subscription.id)).invoices[0];
    expect(invoice).toMatchObject({ status: "paid", attempts: 3, failureMessage: null });
    await clock.keepTime(after(subscription.currentPeriodEnd, 6));
    expect((await details(who.person, subscription.id)).status).toBe("active");
  });

  it("cancels at the period's end, resumes, and expires at the end once cancelled, charging nothing more", async () => {
    const plan = await kit.plan("influencer");
    const who = await kit.member("influencer");
    const subscription = await kit.subscribe(who, plan.id);
    const cancelled = await kit.call(who.person, "DELETE", "/v1/users/subscription");
    expect(cancelled.json<Subscription>()).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect((await kit.call(who.person, "DELETE", "/v1/users/subscription")).statusCode).toBe(409);
    const resumed = await kit.call(who.person, "POST", "/v1/users/subscription/resume");
    expect(resumed.json<Subscription>()).toMatchObject({ cancelAtPeriodEnd: false });
    expect((await kit.call(who.person, "POST", "/v1/users/subscription/resume")).statusCode).toBe(409);
    await kit.call(who.person, "DELETE", "/v1/users/subscription");
    await clock.keepTime(after(subscription.currentPeriodEnd));
    const expired = await details(who.person, subscription.id);
    expect(expired).toMatchObject({ status: "expired", endedAt: subscription.currentPeriodEnd });
    expect(expired.invoices).toHaveLength(1);
    const mails = await mailsTo(who.person);
    expect(mails).toContainEqual(expect.stringMatching(/ended on .*as you asked/));
    expect(mails.filter((text) => text.includes("is cancelled: you keep it until"))).toHaveLength(2);
    expect(mails).toContainEqual(expect.stringMatching(/plan continues: it renews on/));
    expect((await kit.call(who.person, "DELETE", "/v1/users/subscription")).statusCode).toBe(404);
    expect((await kit.call(who.person, "POST", "/v1/users/subscription/resume")).statusCode).toBe(404);
    expect((await kit.call(null, "DELETE", "/v1/users/subscription")).statusCode).toBe(401);
  });

  it("charges a plan's new price only from the first renewal after 30 days' notice", async () => {
    const plan = await kit.plan("customer", { monthlyPrice: 1000 });
    const who = await kit.member();
    const subscription = await kit.subscribe(who, plan.id);
    await kit.backdate(subscription.id, 10);
    const repriced = await kit.call(kit.admin, "PUT", `/v1/admin/plan/${plan.id}`, { monthlyPrice: 1500 });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const noticed = await details(who.person, subscription.id);
    expect(noticed.upcomingPrice?.price).toBe(1500);
    expect(new Date(noticed.upcomingPrice?.appliesFrom as string).getTime()).toBeGreaterThan(
      Date.now() + 29 * DAY,
    );
    expect(await mailsTo(who.person)).toContainEqual(expect.stringMatching(/changes to \$15\.00 a month/));
    await clock.keepTime(after(noticed.currentPeriodEnd));
    const first = await details(who.person, subscription.id);
    expect(first).toMatchObject({ price: 1000, upcomingPrice: { price: 1500 } });
    await clock.keepTime(after(first.currentPeriodEnd));
    const second = await details(who.person, subscription.id);
    expect(second).toMatchObject({ price: 1500, upcomingPrice: null });
    expect(second.invoices[0]).toMatchObject({ amount: 1500, status: "paid" });
  });
});
