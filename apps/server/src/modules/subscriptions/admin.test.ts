import type {
  AdminSubscription,
  AdminSubscriptionPage,
  SubscriptionDetails,
  SubscriptionMetrics,
} from "@cbm/contracts";
import { describe, expect, it } from "vitest";
import { subscriptionsUnderTest } from "../../testing/subscriptions.ts";
import { rowsOf } from "../../testing/tables.ts";

const { test, kit } = subscriptionsUnderTest();

const list = async (query: string) => {
  const response = await kit.call(kit.admin, "GET", `/v1/admin/subscriptions?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminSubscriptionPage>();
};

const metrics = async () =>
  (await kit.call(kit.admin, "GET", "/v1/admin/subscriptions/metrics")).json<SubscriptionMetrics>();
/** Revenue in kronor, which only this file's plans charge: other files' subscriptions on a shared database leave it. */
const sek = (money: SubscriptionMetrics["mrr"]) =>
  money.find((entry) => entry.currency === "SEK")?.amount ?? 0;

describe("GET /v1/admin/subscriptions", () => {
  it("lists subscriptions with their member, filtered by plan, status and audience, paged", async () => {
    const plan = await kit.plan("retailer", { name: "Boutique Pro" });
    const first = await kit.member("retailer");
    const second = await kit.member("retailer");
    await kit.subscribe(first, plan.id);
    const latest = await kit.subscribe(second, plan.id, "year");
    const page = await list(`plan=${plan.slug}&size=1`);
    expect(page).toMatchObject({ page: 0, size: 1, total: 2 });
    expect(page.items[0]).toMatchObject({
      id: latest.id,
      interval: "year",
      member: { id: second.person.auth.user.id, fullName: "Ada Lovelace", email: second.person.email },
      refundable: 9990,
    });
    expect((await list(`plan=${plan.slug}&status=past_due`)).total).toBe(0);
    expect((await list(`plan=${plan.slug}&audience=customer`)).total).toBe(0);
    expect((await list(`plan=${plan.slug}&audience=retailer&status=active`)).total).toBe(2);
    const bad = await kit.call(
      kit.admin,
      "GET",
      "/v1/admin/subscriptions?status=gone&audience=admin&page=-1",
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(["audience", "page", "status"]);
  });

  it("is the admin's alone: 401 without a token, 403 for a member", async () => {
    const { person } = await kit.member();
    for (const url of ["/v1/admin/subscriptions", "/v1/admin/subscriptions/metrics"]) {
      expect((await kit.call(null, "GET", url)).statusCode).toBe(401);
      expect((await kit.call(person, "GET", url)).statusCode).toBe(403);
    }
    const id = crypto.randomUUID();
    expect(
      (await kit.call(person, "POST", `/v1/admin/subscription/${id}/cancel`, { when: "now" })).statusCode,
    ).toBe(403);
    expect((await kit.call(person, "POST", `/v1/admin/subscription/${id}/refund`)).statusCode).toBe(403);
  });
});

describe("GET /v1/admin/subscriptions/metrics", () => {
  it("counts monthly recurring revenue (a year as a twelfth), live members and churn over 12 months", async () => {
    const before = await metrics();
    expect(before.months).toHaveLength(12);
    expect(before.months.at(-1)?.month).toBe(new Date().toISOString().slice(0, 7));
    const plan = await kit.plan("customer", { monthlyPrice: 1200, yearlyPrice: 12000, currency: "SEK" });
    await kit.subscribe(await kit.member(), plan.id);
    const yearly = await kit.subscribe(await kit.member(), plan.id, "year");
    const during = await metrics();
    expect(sek(during.mrr) - sek(before.mrr)).toBe(1200 + 1000);
    expect(during.activeMembers - before.activeMembers).toBeGreaterThanOrEqual(2);
    expect(
      (during.months.at(-1)?.newMembers ?? 0) - (before.months.at(-1)?.newMembers ?? 0),
    ).toBeGreaterThanOrEqual(2);
    await kit.call(kit.admin, "POST", `/v1/admin/subscription/${yearly.id}/cancel`, { when: "now" });
    const after = await metrics();
    expect(sek(after.mrr) - sek(before.mrr)).toBe(1200);
    expect((after.months.at(-1)?.churned ?? 0) - (before.months.at(-1)?.churned ?? 0)).toBeGreaterThanOrEqual(
      1,
    );
  });
});

describe("the admin's actions on a subscription", () => {
  it("cancels now: ended at once, nothing more charged", async () => {
    const plan = await kit.plan("customer");
    const who = await kit.member();
    const subscription = await kit.subscribe(who, plan.id);
    const response = await kit.call(kit.admin, "POST", `/v1/admin/subscription/${subscription.id}/cancel`, {
      when: "now",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminSubscription>()).toMatchObject({
      status: "cancelled",
      endedAt: expect.any(String),
    });
    expect((await kit.call(who.person, "GET", "/v1/users/subscription")).json()).toBeNull();
    const again = await kit.call(kit.admin, "POST", `/v1/admin/subscription/${subscription.id}/cancel`, {
      when: "now",
    });
    expect(again.statusCode).toBe(409);
  });

  it("cancels at the period's end, once", async () => {
    const plan = await kit.plan("customer");
    const subscription = await kit.subscribe(await kit.member(), plan.id);
    const url = `/v1/admin/subscription/${subscription.id}/cancel`;
    const response = await kit.call(kit.admin, "POST", url, { when: "period-end" });
    expect(response.json<AdminSubscription>()).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect((await kit.call(kit.admin, "POST", url, { when: "period-end" })).statusCode).toBe(409);
    const bad = await kit.call(kit.admin, "POST", url, { when: "later" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty("when");
    const missing = await kit.call(
      kit.admin,
      "POST",
      `/v1/admin/subscription/${crypto.randomUUID()}/cancel`,
      { when: "now" },
    );
    expect(missing.statusCode).toBe(404);
  });

  it("refunds the last paid invoice in full, once", async () => {
    const plan = await kit.plan("influencer");
    const who = await kit.member("influencer");
    const subscription = await kit.subscribe(who, plan.id);
    const url = `/v1/admin/subscription/${subscription.id}/refund`;
    const response = await kit.call(kit.admin, "POST", url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdminSubscription>()).toMatchObject({ refundable: 0, status: "active" });
    const details = (
      await kit.call(who.person, "GET", `/v1/users/subscription/${subscription.id}`)
    ).json<SubscriptionDetails>();
    expect(details.invoices.find((invoice) => invoice.reason === "subscription_create")?.status).toBe(
      "refunded",
    );
    const refunds = await rowsOf<{ amountMinor: number }>(test.deps.database.db, "test_refunds");
    expect(refunds).toContainEqual(expect.objectContaining({ amountMinor: 999 }));
    expect((await kit.call(kit.admin, "POST", url)).statusCode).toBe(409);
    expect(
      (await kit.call(kit.admin, "POST", `/v1/admin/subscription/${crypto.randomUUID()}/refund`)).statusCode,
    ).toBe(404);
    await test.settled();
    expect(test.deps.outbox.list(who.person.email).map((mail) => mail.text)).toContainEqual(
      expect.stringMatching(/\$9\.99 of your Plus plan was refunded/),
    );
  });
});
