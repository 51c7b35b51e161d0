import {
  type AuthResponse,
  type Profile,
  pathOf,
  type Subscription,
  type SubscriptionDetails,
  type SubscriptionPage,
  subscriptionEndpoints,
} from "@cbm/contracts";
import { describe, expect, it } from "vitest";
import { subscriptionsUnderTest } from "../../testing/subscriptions.ts";
import { rowsOf } from "../../testing/tables.ts";

const { test, kit } = subscriptionsUnderTest();

describe("POST /v1/users/subscription", () => {
  it("subscribes to a paid plan, charging the saved card for the first month", async () => {
    const plan = await kit.plan("customer", { name: "Closet Plus" });
    const who = await kit.member();
    const response = await kit.subscribeCall(who.person, {
      planId: plan.id,
      interval: "month",
      paymentMethodId: who.card.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const subscription = response.json<Subscription>();
    expect(subscription).toMatchObject({
      plan: { id: plan.id, slug: plan.slug, name: "Closet Plus", audience: "customer" },
      status: "active",
      interval: "month",
      price: 999,
      currency: "USD",
      cancelAtPeriodEnd: false,
      trialEnd: null,
      card: { id: who.card.id, brand: "visa", last4: "4242" },
      scheduledChange: null,
    });
    const start = new Date(subscription.currentPeriodStart);
    const end = new Date(subscription.currentPeriodEnd);
    expect(end.getUTCMonth()).toBe((start.getUTCMonth() + 1) % 12);
    const details = await kit.call(who.person, "GET", `/v1/users/subscription/${subscription.id}`);
    // Another file's clock may renew it on a shared database: the first invoice is the one looked at.
    expect(details.json<SubscriptionDetails>().invoices).toContainEqual(
      expect.objectContaining({
        reason: "subscription_create",
        amount: 999,
        subtotal: 999,
        credit: 0,
        status: "paid",
        card: { brand: "visa", last4: "4242" },
      }),
    );
  });

  it("bills a year at the yearly price", async () => {
    const plan = await kit.plan("retailer");
    const subscription = await kit.subscribe(await kit.member("retailer"), plan.id, "year");
    expect(subscription).toMatchObject({ interval: "year", price: 9990 });
    const years =
      new Date(subscription.currentPeriodEnd).getUTCFullYear() -
      new Date(subscription.currentPeriodStart).getUTCFullYear();
    expect(years).toBe(1);
  });

  it("starts a first subscription's trial without charging, and no second trial", async () => {
    const plan = await kit.plan("influencer", { trialDays: 14 });
    const who = await kit.member("influencer");
    const trial = await kit.subscribe(who, plan.id);
    expect(trial.status).toBe("trialing");
    expect(new Date(trial.trialEnd as string).getTime() - new Date(trial.currentPeriodStart).getTime()).toBe(
      14 * 86_400_000,
    );
    expect(trial.currentPeriodEnd).toBe(trial.trialEnd);
    expect(
      (await kit.call(who.person, "GET", `/v1/users/subscription/${trial.id}`))
        .json<SubscriptionDetails>()
        .invoices.filter((invoice) => invoice.reason === "subscription_create"),
    ).toEqual([]);
    await kit.call(kit.admin, "POST", `/v1/admin/subscription/${trial.id}/cancel`, { when: "now" });
    const again = await kit.subscribe(who, plan.id);
    expect(again).toMatchObject({ status: "active", trialEnd: null });
  });

  it("answers the same key's first result again, and refuses the key for another request", async () => {
    const plan = await kit.plan("customer");
    const who = await kit.member();
    const body = { planId: plan.id, interval: "month", paymentMethodId: who.card.id };
    const first = await kit.subscribeCall(who.person, body, "same-key-0123456789");
    const again = await kit.subscribeCall(who.person, body, "same-key-0123456789");
    expect(again.statusCode).toBe(201);
    expect(again.json<Subscription>().id).toBe(first.json<Subscription>().id);
    const other = await kit.subscribeCall(who.person, { ...body, interval: "year" }, "same-key-0123456789");
    expect(other.statusCode).toBe(422);
    expect(await kit.rowsOfPerson(who.person.auth.user.id)).toHaveLength(1);
  });

  it("answers a declined card with the provider's message (402) and keeps nothing", async () => {
    const plan = await kit.plan("customer");
    const who = await kit.member("customer", "pm_card_chargeDeclinedInsufficientFunds");
    const body = { planId: plan.id, interval: "month", paymentMethodId: who.card.id };
    const response = await kit.subscribeCall(who.person, body, "declined-key-0123456789");
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message: "Your card has insufficient funds." });
    expect(await kit.rowsOfPerson(who.person.auth.user.id)).toEqual([]);
    expect((await kit.subscribeCall(who.person, body, "declined-key-0123456789")).statusCode).toBe(402);
    expect((await kit.call(who.person, "GET", "/v1/users/subscription")).json()).toBeNull();
  });

  it("refuses a second live subscription (409), even asked twice at once", async () => {
    const plan = await kit.plan("customer");
    const who = await kit.member();
    const body = { planId: plan.id, interval: "month", paymentMethodId: who.card.id };
    const answers = await Promise.all([
      kit.subscribeCall(who.person, body),
      kit.subscribeCall(who.person, body),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const third = await kit.subscribeCall(who.person, body);
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toMatch(/already have a subscription/);
  });

  it("names each field that is wrong (400)", async () => {
    const customerPlan = await kit.plan("customer");
    const freePlan = await kit.plan("customer", {
      monthlyPrice: 0,
      yearlyPrice: 0,
      features: { closets: null, closetItems: null },
    });
    const retailerPlan = await kit.plan("retailer");
    const who = await kit.member();
    const cases: [object, string, Record<string, string> | undefined][] = [
      [{}, "planId", undefined],
      [{ planId: "nope", interval: "week", paymentMethodId: who.card.id }, "interval", undefined],
      [
        { planId: customerPlan.id, interval: "month", paymentMethodId: "pm_card_visa" },
        "paymentMethodId",
        undefined,
      ],
      [
        { planId: customerPlan.id, interval: "month", paymentMethodId: crypto.randomUUID() },
        "paymentMethodId",
        undefined,
      ],
      [{ planId: retailerPlan.id, interval: "month", paymentMethodId: who.card.id }, "planId", undefined],
      [{ planId: freePlan.id, interval: "month", paymentMethodId: who.card.id }, "planId", undefined],
      [
        { planId: customerPlan.id, interval: "month", paymentMethodId: who.card.id },
        "idempotency-key",
        { "idempotency-key": "short" },
      ],
    ];
    for (const [body, field, headers] of cases) {
      const response = headers
        ? await kit.call(who.person, "POST", "/v1/users/subscription", body, headers)
        : await kit.subscribeCall(who.person, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json()), JSON.stringify(body)).toContain(field);
    }
    expect(await kit.rowsOfPerson(who.person.auth.user.id)).toEqual([]);
  });

  it("is for signed-in members only: 401 without a token, 403 for an admin", async () => {
    const anonymous = await kit.call(
      null,
      "POST",
      "/v1/users/subscription",
      {},
      { "idempotency-key": "anonymous-key-0123456789" },
    );
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
    const admin = await kit.call(kit.admin, "GET", "/v1/users/subscription");
    expect(admin.statusCode).toBe(403);
  });
});

describe("GET /v1/users/subscription, /subscriptions, /subscription/{id} and the profile", () => {
  it("answers the live subscription or null, the history newest first, and one with its invoices", async () => {
    const plan = await kit.plan("customer", { name: "Closet Plus" });
    const who = await kit.member();
    expect((await kit.call(who.person, "GET", "/v1/users/subscription")).json()).toBeNull();
    expect((await kit.call(who.person, "GET", "/v1/users/profile")).json<Profile>().subscription).toBeNull();
    const subscription = await kit.subscribe(who, plan.id);
    expect((await kit.call(who.person, "GET", "/v1/users/subscription")).json<Subscription>().id).toBe(
      subscription.id,
    );
    expect((await kit.call(who.person, "GET", "/v1/users/profile")).json<Profile>().subscription).toEqual({
      planSlug: plan.slug,
      planName: "Closet Plus",
      status: "active",
    });
    const history = await kit.call(who.person, "GET", "/v1/users/subscriptions?page=0&size=1");
    expect(history.json<SubscriptionPage>()).toMatchObject({
      page: 0,
      size: 1,
      total: 1,
      items: [{ id: subscription.id }],
    });
    expect((await kit.call(who.person, "GET", "/v1/users/subscriptions?size=500")).statusCode).toBe(400);
  });

  it("hides another member's subscription (404) and refuses a bad id (400)", async () => {
    const plan = await kit.plan("customer");
    const subscription = await kit.subscribe(await kit.member(), plan.id);
    const other = await kit.member();
    expect(
      (await kit.call(other.person, "GET", `/v1/users/subscription/${subscription.id}`)).statusCode,
    ).toBe(404);
    const bad = await kit.call(other.person, "GET", "/v1/users/subscription/not-an-id");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty("id");
    expect((await kit.call(null, "GET", "/v1/users/subscriptions")).statusCode).toBe(401);
  });
});

describe("deleting an account", () => {
  it("ends the member's live subscription in the deletion's transaction", async () => {
    const plan = await kit.plan("customer");
    const who = await kit.member();
    const subscription = await kit.subscribe(who, plan.id);
    const deleted = await kit.call(who.person, "POST", "/v1/users/delete-account", {
      password: who.person.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [row] = await rowsOf<{ id: string; status: string; endedAt: unknown }>(
      test.deps.database.db,
      "subscriptions",
    ).then((rows) => rows.filter((one) => one.id === subscription.id));
    expect(row).toMatchObject({ status: "cancelled", endedAt: expect.anything() });
  });
});

describe("every member endpoint", () => {
  it("answers 401 without a token, and 403 to an admin where it is for members", async () => {
    for (const declared of Object.values(subscriptionEndpoints)) {
      const url = pathOf(declared, { id: crypto.randomUUID() });
      const anonymous = await test.request({ method: declared.method, url });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
      if (declared.access === "signed-in") continue;
      const admin = await test.request({ method: declared.method, url, headers: kit.admin.headers });
      expect(admin.statusCode, `${declared.method} ${url}`).toBe(403);
    }
  });
});

describe("signing in", () => {
  it("answers the member's plan in the session's user", async () => {
    const plan = await kit.plan("customer", { name: "Closet Plus" });
    const who = await kit.member();
    await kit.subscribe(who, plan.id);
    const login = await test.request({
      method: "POST",
      url: "/v1/authorization/login",
      payload: new URLSearchParams({ username: who.person.email, password: who.person.password }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(login.json<AuthResponse>().user.subscription).toEqual({
      planSlug: plan.slug,
      planName: "Closet Plus",
      status: "active",
    });
  });
});
