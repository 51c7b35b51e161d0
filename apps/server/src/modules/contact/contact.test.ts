import { CONTACT_THANKS } from "@cbm/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerPerson, startTestApp, type TestApp, uniqueEmail } from "../../testing/harness.ts";
import { contactService } from "./index.ts";
import { contactMessages } from "./tables.ts";

// POST /v1/contact is public: anyone may write, so there is no 401 or 403 case here. A token only adds
// the sender's account to the stored message; a missing or stale one makes the message anonymous.

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

let addresses = 0;
/** Each request from its own address, so the per-IP limit only bites where a test means it to. */
const freshAddress = () => `10.7.${Math.floor(++addresses / 250)}.${addresses % 250}`;

const valid = () => ({
  name: "Grace Hopper",
  email: uniqueEmail("contact"),
  subject: "A question about my order",
  message: "Hello CBM,\nwhere is my parcel?\n\nThanks, Grace",
});

function send(
  payload: unknown,
  options: { headers?: Record<string, string>; remoteAddress?: string; app?: TestApp } = {},
) {
  return (options.app ?? test).request({
    method: "POST",
    url: "/v1/contact",
    payload: payload as Record<string, unknown>,
    headers: options.headers,
    remoteAddress: options.remoteAddress ?? freshAddress(),
  });
}

const storedFrom = (email: string) =>
  test.deps.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

async function storedCount(app = test): Promise<number> {
  const [row] = await app.deps.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(contactMessages);
  return row?.count ?? 0;
}

describe("POST /v1/contact", () => {
  it("stores a visitor's message without an account and thanks them", async () => {
    const body = valid();
    const response = await send(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: "Thanks! We received your message and will answer by email.",
    });
    const rows = await storedFrom(body.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...body, userId: null, handledAt: null });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("stores the sender's account when they are signed in", async () => {
    const person = await registerPerson(test);
    const body = { ...valid(), email: person.email };
    const response = await send(body, { headers: person.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: CONTACT_THANKS });
    const [row] = await storedFrom(person.email);
    expect(row?.userId).toBe(person.auth.user.id);
  });

  it("keeps the message when its sender's account is deleted, without the account", async () => {
    const person = await registerPerson(test);
    await send({ ...valid(), email: person.email }, { headers: person.headers });
    await test.deps.database.db.execute(sql`delete from users where id = ${person.auth.user.id}`);
    const [row] = await storedFrom(person.email);
    expect(row).toMatchObject({ email: person.email, userId: null });
  });

  it("takes the account only from the token: a userId in the body is ignored", async () => {
    const victim = await registerPerson(test);
    const body = { ...valid(), userId: victim.auth.user.id };
    expect((await send(body)).statusCode).toBe(200);
    const [row] = await storedFrom(body.email);
    expect(row?.userId).toBeNull();
  });

  it("treats a stale or forged token as a visitor instead of refusing the message", async () => {
    const body = valid();
    const response = await send(body, { headers: bearer("not.a.real-token") });
    expect(response.statusCode).toBe(200);
    const [row] = await storedFrom(body.email);
    expect(row?.userId).toBeNull();
  });

  it("trims the fields and lower-cases the email, keeping the message's line breaks", async () => {
    const email = uniqueEmail("trim");
    const response = await send({
      name: "  Grace  ",
      email: `  ${email.toUpperCase()} `,
      subject: " Press ",
      message: "  Line one\n\tLine two  ",
    });
    expect(response.statusCode).toBe(200);
    const [row] = await storedFrom(email);
    expect(row).toMatchObject({ name: "Grace", email, subject: "Press", message: "Line one\n\tLine two" });
  });

  it("names every missing field, and stores nothing", async () => {
    const before = await storedCount();
    const response = await send({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ["Name is required"],
      email: ["Email is required"],
      subject: ["Subject is required"],
      message: ["Message is required"],
    });
    expect(await storedCount()).toBe(before);
  });

  it("counts blank values as missing", async () => {
    const response = await send({ name: "   ", email: " ", subject: "\n", message: " \n\t " });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ["Name is required"],
      email: ["Email is required"],
      subject: ["Subject is required"],
      message: ["Message is required"],
    });
  });

  it("refuses values that are too long, field by field", async () => {
    const response = await send({
      name: "n".repeat(101),
      email: `${"e".repeat(250)}@example.test`,
      subject: "s".repeat(151),
      message: "m".repeat(5001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ["Name must be at most 100 characters"],
      email: ["Email must be at most 254 characters"],
      subject: ["Subject must be at most 150 characters"],
      message: ["Message must be at most 5000 characters"],
    });
  });

  it("accepts values exactly at the limits", async () => {
    const body = { ...valid(), name: "n".repeat(100), subject: "s".repeat(150), message: "m".repeat(5000) };
    expect((await send(body)).statusCode).toBe(200);
  });

  it("refuses an email that is not an address", async () => {
    const response = await send({ ...valid(), email: "grace at example dot test" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ email: ["Email must be a valid email address"] });
  });

  it("refuses NUL bytes and control characters in every field", async () => {
    const before = await storedCount();
    const response = await send({
      name: "Grace\u0000",
      email: "grace\u0000@example.test",
      subject: "Order\u001b[31m",
      message: "Hello\u0000world",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ["Name contains characters that are not allowed"],
      email: ["Email must be a valid email address"],
      subject: ["Subject contains characters that are not allowed"],
      message: ["Message contains characters that are not allowed"],
    });
    expect(await storedCount()).toBe(before);
  });

  it("refuses values that are not text", async () => {
    const response = await send({ name: 42, email: true, subject: ["x"], message: { text: "hi" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      name: ["Name must be text"],
      email: ["Email must be text"],
      subject: ["Subject must be text"],
      message: ["Message must be text"],
    });
  });

  it("answers 415 for a text/plain body", async () => {
    const response = await test.request({
      method: "POST",
      url: "/v1/contact",
      headers: { "content-type": "text/plain" },
      payload: "name=Grace&message=hi",
      remoteAddress: freshAddress(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: "This content type is not supported here." });
  });

  it("limits messages per IP with a 429 and Retry-After, signed in or not", async () => {
    const limited = await startTestApp({ RATE_LIMIT_CONTACT_IP: 2 });
    try {
      const person = await registerPerson(limited);
      const from = { app: limited, remoteAddress: "10.8.0.1" };
      expect((await send(valid(), from)).statusCode).toBe(200);
      expect((await send(valid(), { ...from, headers: person.headers })).statusCode).toBe(200);
      const before = await storedCount(limited);
      const refused = await send(valid(), { ...from, headers: person.headers });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: "Too many attempts. Please wait a little and try again." });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(await storedCount(limited)).toBe(before);
      expect((await send(valid(), { app: limited, remoteAddress: "10.8.0.2" })).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe("contact service: list (for the admin pages)", () => {
  it("pages every message, newest first, with the total", async () => {
    const contact = contactService(test.deps);
    const sent = [valid(), valid(), valid()];
    for (const body of sent) expect((await send(body)).statusCode).toBe(200);
    const total = await storedCount();

    const first = await contact.list({ page: 0, size: 2 });
    expect(first).toMatchObject({ page: 0, size: 2, total });
    expect(first.items.map((item) => item.email)).toEqual([sent[2]?.email, sent[1]?.email]);
    expect(first.items[0]).toEqual({
      id: expect.any(String),
      userId: null,
      ...sent[2],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      handledAt: null,
    });

    const second = await contact.list({ page: 1, size: 2 });
    expect(second.items[0]?.email).toBe(sent[0]?.email);

    const everything = await contact.list({ page: 0, size: 100 });
    const times = everything.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(await contact.list({ page: 1000, size: 20 })).toEqual({ items: [], page: 1000, size: 20, total });
  });
});
