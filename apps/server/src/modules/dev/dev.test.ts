import type { OutboxMessage, Subscription, SubscriptionDetails } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { type SubscriptionsKit, subscriptionsUnderTest } from "../../testing/subscriptions.ts";

describe("GET /v1/dev/outbox", () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp();
    test.deps.outbox.add({ channel: "mail", to: "ada@example.test", subject: "First", text: "one" });
    test.deps.outbox.add({ channel: "sms", to: "+14155550123", subject: null, text: "two" });
    test.deps.outbox.add({ channel: "mail", to: "ada@example.test", subject: "Third", text: "three" });
  });
  afterAll(() => test.close());

  const texts = (items: OutboxMessage[]) => items.map((message) => message.text);

  it("lists every kept message, newest first", async () => {
    const response = await test.request({ method: "GET", url: "/v1/dev/outbox" });
    expect(response.statusCode).toBe(200);
    // On PostgreSQL a job left by an earlier test file may mail someone else meanwhile: look at ours only.
    const ours = new Set(["ada@example.test", "+14155550123"]);
    const items = response.json<{ items: OutboxMessage[] }>().items.filter((message) => ours.has(message.to));
    expect(texts(items)).toEqual(["three", "two", "one"]);
    expect(items[1]).toMatchObject({ channel: "sms", to: "+14155550123", subject: null });
  });

  it("keeps only the messages sent to one address with ?to=", async () => {
    const response = await test.request({
      method: "GET",
      url: "/v1/dev/outbox",
      query: { to: "ada@example.test" },
    });
    expect(response.statusCode).toBe(200);
    expect(texts(response.json<{ items: OutboxMessage[] }>().items)).toEqual(["three", "one"]);
  });

  it("answers an empty list for an address nobody wrote to", async () => {
    const response = await test.request({
      method: "GET",
      url: "/v1/dev/outbox",
      query: { to: "nobody@example.test" },
    });
    expect(response.json()).toEqual({ items: [] });
  });
});

describe("POST /v1/dev/subscription/keep-time", () => {
  const { kit } = subscriptionsUnderTest();

  const keepTime = (person: Parameters<SubscriptionsKit["call"]>[0], body: object) =>
    kit.call(person, "POST", "/v1/dev/subscription/keep-time", body);
  const minuteAfter = (iso: string) => new Date(new Date(iso).getTime() + 60_000).toISOString();

  it("renews the caller's own subscription as of `at`: a declined renewal leaves it past due, another member's is untouched", async () => {
    const { who, subscription } = await kit.declinedAtRenewal({ monthlyPrice: 700 });
    const other = await kit.member();
    const othersBefore = await kit.subscribe(other, subscription.plan.id);
    await kit.backdate(othersBefore.id, 40);

    const response = await keepTime(who.person, { at: minuteAfter(subscription.currentPeriodEnd) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Subscription>()).toMatchObject({
      id: subscription.id,
      status: "past_due",
      currentPeriodStart: subscription.currentPeriodEnd,
      card: { last4: "0002" },
    });
    const details = (
      await kit.call(who.person, "GET", `/v1/users/subscription/${subscription.id}`)
    ).json<SubscriptionDetails>();
    expect(details.invoices[0]).toMatchObject({ reason: "subscription_cycle", amount: 700, status: "open" });

    const othersNow = (await kit.call(other.person, "GET", "/v1/users/subscription")).json<Subscription>();
    expect(othersNow).toMatchObject({ id: othersBefore.id, status: "active" });
    expect(new Date(othersNow.currentPeriodEnd).getTime()).toBeLessThan(Date.now());
  });

  it("answers null for a caller without a subscription, and changes nothing", async () => {
    const newcomer = await kit.member();
    const response = await keepTime(newcomer.person, { at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toBeNull();
  });

  it("refuses a moment that is not a date and time (400), and a caller without a token (401)", async () => {
    const who = await kit.member();
    const bad = await keepTime(who.person, { at: "next month" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ at: ["Give a date and time such as 2027-01-31T09:00:00Z"] });
    expect((await keepTime(who.person, {})).json()).toHaveProperty("at");
    const anonymous = await keepTime(null, { at: new Date().toISOString() });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
  });
});

describe("GET /v1/dev/outbox in production", () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40) });
    test.deps.outbox.add({ channel: "mail", to: "ada@example.test", subject: "Secret", text: "123456" });
  });
  afterAll(() => test.close());

  it("does not exist, nor does the subscription clock", async () => {
    const clock = await test.request({
      method: "POST",
      url: "/v1/dev/subscription/keep-time",
      payload: { at: new Date().toISOString() },
    });
    expect(clock.statusCode).toBe(404);
    const response = await test.request({ method: "GET", url: "/v1/dev/outbox" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("123456");
  });
});
