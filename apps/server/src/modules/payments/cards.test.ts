import { randomUUID } from "node:crypto";
import { type Card, type CardList, testPaymentMethodOf } from "@cbm/contracts";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";
import { rowsOf } from "../../testing/tables.ts";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

type Method = NonNullable<InjectOptions["method"]>;
const call = (person: Person | null, method: Method, url: string, payload?: object) =>
  test.request({ method, url, headers: person?.headers, payload: payload as Record<string, unknown> });

async function save(person: Person, body: object = { paymentMethodId: "pm_card_visa" }): Promise<Card> {
  const response = await call(person, "POST", "/v1/users/payment-methods", body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Card>();
}

async function list(person: Person): Promise<Card[]> {
  const response = await call(person, "GET", "/v1/users/payment-methods");
  expect(response.statusCode).toBe(200);
  return response.json<CardList>().items;
}

const detached = async () =>
  (await rowsOf<{ id: string; detachedAt: Date | null }>(test.deps.database.db, "test_payment_methods"))
    .filter((method) => method.detachedAt !== null)
    .map((method) => method.id);

describe("GET /v1/payments/config", () => {
  it("tells the browser to show the test provider's card form, to anyone", async () => {
    const response = await call(null, "GET", "/v1/payments/config");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: "test", publishableKey: null });
  });
});

describe("POST /v1/users/payment-methods", () => {
  it("saves a card from the card form with only what a receipt shows, the first as the default", async () => {
    const person = await registerPerson(test);
    const first = await save(person, { paymentMethodId: testPaymentMethodOf("pm_card_visa", 5, 2031) });
    expect(first).toEqual({
      id: expect.any(String),
      brand: "visa",
      last4: "4242",
      expMonth: 5,
      expYear: 2031,
      isDefault: true,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
    });
    const second = await save(person, { paymentMethodId: "pm_card_chargeDeclined" });
    expect(second).toMatchObject({ last4: "0002", isDefault: false });
    const cards = await rowsOf<{ providerMethodId: string }>(test.deps.database.db, "cards");
    expect(cards.find((card) => card.providerMethodId === "pm_card_visa")).toBeUndefined();
  });

  it("makes a new card the default when asked, leaving one default", async () => {
    const person = await registerPerson(test);
    await save(person);
    const chosen = await save(person, { paymentMethodId: "pm_card_visa", makeDefault: true });
    expect(chosen.isDefault).toBe(true);
    expect((await list(person)).map((card) => [card.id, card.isDefault])).toEqual([
      [chosen.id, true],
      [expect.any(String), false],
    ]);
  });

  it("refuses what is not the card form's reference, an unknown method and an expired card, keeping nothing", async () => {
    const person = await registerPerson(test);
    for (const [body, field] of [
      [{}, "paymentMethodId"],
      [{ paymentMethodId: "4242424242424242" }, "paymentMethodId"],
      [{ paymentMethodId: "pm_card_mastercard" }, "paymentMethodId"],
      [{ paymentMethodId: "pm_card_visa", makeDefault: "maybe" }, "makeDefault"],
    ] as const) {
      const response = await call(person, "POST", "/v1/users/payment-methods", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json())).toEqual([field]);
    }
    const expired = await call(person, "POST", "/v1/users/payment-methods", {
      paymentMethodId: testPaymentMethodOf("pm_card_visa", 1, 2020),
    });
    expect(expired.statusCode).toBe(402);
    expect(expired.json()).toEqual({ message: "Your card has expired." });
    expect(await list(person)).toEqual([]);
  });

  it("keeps at most 10 cards, even when they are added at the same moment", async () => {
    const person = await registerPerson(test);
    const responses = await Promise.all(
      Array.from({ length: 14 }, () =>
        call(person, "POST", "/v1/users/payment-methods", { paymentMethodId: "pm_card_visa" }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 400)).toHaveLength(4);
    expect(responses.find((response) => response.statusCode === 400)?.json()).toEqual({
      paymentMethodId: ["You can keep at most 10 cards. Remove one to add another."],
    });
    const cards = await list(person);
    expect(cards).toHaveLength(10);
    expect(cards.filter((card) => card.isDefault)).toHaveLength(1);
  });

  it("answers 401 without a token, whatever the body", async () => {
    for (const body of [{ paymentMethodId: "pm_card_visa" }, { paymentMethodId: 42 }]) {
      const response = await call(null, "POST", "/v1/users/payment-methods", body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Unauthenticated." });
    }
  });
});

describe("GET /v1/users/payment-methods", () => {
  it("lists only the viewer's cards, the default first, then the newest", async () => {
    const [ada, grace] = [await registerPerson(test), await registerPerson(test)];
    const first = await save(ada);
    const second = await save(ada, { paymentMethodId: "pm_card_chargeDeclinedInsufficientFunds" });
    await save(grace);
    expect((await list(ada)).map((card) => card.id)).toEqual([first.id, second.id]);
    expect(await list(grace)).toHaveLength(1);
    expect((await call(null, "GET", "/v1/users/payment-methods")).statusCode).toBe(401);
  });
});

describe("DELETE /v1/users/payment-method/{id}", () => {
  it("removes the card, passes the default to the newest other card and detaches it at the provider", async () => {
    const person = await registerPerson(test);
    const first = await save(person);
    await save(person);
    const newest = await save(person);
    const response = await call(person, "DELETE", `/v1/users/payment-method/${first.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "The card was removed." });
    expect((await list(person)).map((card) => [card.id, card.isDefault])).toEqual([
      [newest.id, true],
      [expect.any(String), false],
    ]);
    await test.settled();
    const kept = await rowsOf<{ id: string; providerMethodId: string }>(test.deps.database.db, "cards");
    expect(kept.some((card) => card.id === first.id)).toBe(false);
    expect((await detached()).length).toBeGreaterThanOrEqual(1);
  });

  it("answers 404 for another person's card or an unknown one, 400 for a bad id, 401 without a token", async () => {
    const [owner, stranger] = [await registerPerson(test), await registerPerson(test)];
    const card = await save(owner);
    expect((await call(stranger, "DELETE", `/v1/users/payment-method/${card.id}`)).statusCode).toBe(404);
    expect((await call(owner, "DELETE", `/v1/users/payment-method/${randomUUID()}`)).statusCode).toBe(404);
    const bad = await call(owner, "DELETE", "/v1/users/payment-method/not-an-id");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: ["Card must be a valid id"] });
    expect((await call(null, "DELETE", `/v1/users/payment-method/${card.id}`)).statusCode).toBe(401);
    expect(await list(owner)).toHaveLength(1);
  });
});

describe("POST /v1/users/payment-method/{id}/default", () => {
  it("makes the card the only default; another person's card is a 404", async () => {
    const [owner, stranger] = [await registerPerson(test), await registerPerson(test)];
    await save(owner);
    const other = await save(owner);
    const response = await call(owner, "POST", `/v1/users/payment-method/${other.id}/default`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Card>().isDefault).toBe(true);
    expect((await list(owner)).filter((card) => card.isDefault).map((card) => card.id)).toEqual([other.id]);
    expect((await call(stranger, "POST", `/v1/users/payment-method/${other.id}/default`)).statusCode).toBe(
      404,
    );
    expect((await call(null, "POST", `/v1/users/payment-method/${other.id}/default`)).statusCode).toBe(401);
  });
});

describe("deleting an account", () => {
  it("forgets the person's cards and customer and detaches the cards at the provider", async () => {
    const person = await registerPerson(test);
    const card = await save(person);
    const response = await call(person, "POST", "/v1/users/delete-account", { password: person.password });
    expect(response.statusCode, response.body).toBe(200);
    await test.settled();
    const cards = await rowsOf<{ id: string }>(test.deps.database.db, "cards");
    expect(cards.some((row) => row.id === card.id)).toBe(false);
    const customers = await rowsOf<{ userId: string }>(test.deps.database.db, "payment_customers");
    expect(customers.some((row) => row.userId === person.auth.user.id)).toBe(false);
  });
});
