import type { OutboxMessage } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/harness.ts";

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

describe("GET /v1/dev/outbox in production", () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp({ NODE_ENV: "production", JWT_SECRET: "x".repeat(40) });
    test.deps.outbox.add({ channel: "mail", to: "ada@example.test", subject: "Secret", text: "123456" });
  });
  afterAll(() => test.close());

  it("does not exist", async () => {
    const response = await test.request({ method: "GET", url: "/v1/dev/outbox" });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("123456");
  });
});
