// Checkouts the request could not finish (the provider did not answer, or charged and then dropped the
// connection) are settled from the provider's records: never a charge without an order, never an order
// without a charge (reliability catalogue T-12).
import { randomUUID } from "node:crypto";
import type { Checkout, OrderPage } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../platform/db.ts";
import type { ChargeRequest, Payments } from "../../platform/payments.ts";
import { TestPayments } from "../../platform/payments-test.ts";
import {
  type Person,
  registerPerson,
  startTestApp,
  type TestApp,
  testDatabase,
} from "../../testing/harness.ts";
import { openShop, productPhoto } from "../../testing/shop.ts";
import { rowsOf } from "../../testing/tables.ts";
import { ordersService } from "./service.ts";

/** What the provider does with the next charge: answer, charge and drop the line, or never charge. */
let fault: "none" | "charged-then-dropped" | "unreachable" = "none";

let database: Database;
let test: TestApp;
let photo: string;
beforeAll(async () => {
  database = await testDatabase();
  const real = new TestPayments(database.db, "whsec_settle");
  const flaky: Payments = Object.assign(Object.create(real) as Payments, {
    async charge(request: ChargeRequest) {
      if (fault === "unreachable") throw new Error("connect ETIMEDOUT");
      const made = await real.charge(request);
      if (fault === "charged-then-dropped") throw new Error("socket hang up");
      return made;
    },
  });
  test = await startTestApp({}, { payments: flaky }, database);
  photo = await productPhoto(test);
});
afterAll(async () => {
  await test.close();
  await database.close();
});

const settle = (minutesFromNow: number) => {
  const now = Date.now() + minutesFromNow * 60_000;
  return ordersService(test.deps).settle(new Date(now), new Date(now - 15 * 60_000));
};

async function pendingCheckout(): Promise<{ person: Person; variantId: string; key: string; body: object }> {
  const shop = await openShop(test, photo);
  const product = await shop.add({ variants: [{ size: "M", colour: "black", stock: 3 }] });
  const { id: methodId } = await shop.ship();
  const person = await registerPerson(test);
  const address = await test.request({
    method: "POST",
    url: "/v1/users/addresses",
    headers: person.headers,
    payload: {
      fullName: "Grace Hopper",
      line1: "1 Main St",
      city: "Boston",
      postalCode: "02110",
      country: "US",
    },
  });
  const variantId = product.variants[0]?.id as string;
  await test.request({
    method: "POST",
    url: "/v1/cart",
    headers: person.headers,
    payload: { variantId, quantity: 2 },
  });
  const body = {
    addressId: address.json<{ id: string }>().id,
    shippingMethods: { [shop.storeId]: methodId },
    paymentMethodId: "pm_card_visa",
  };
  return { person, variantId, key: randomUUID().replaceAll("-", ""), body };
}

const send = (person: Person, key: string, body: object) =>
  test.request({
    method: "POST",
    url: "/v1/cart/checkout",
    headers: { ...person.headers, "idempotency-key": key },
    payload: body,
  });

const stockOf = async (variantId: string) =>
  (await rowsOf<{ id: string; stock: number }>(database.db, "product_variants")).find(
    (row) => row.id === variantId,
  )?.stock;
const ordersOf = async (person: Person) =>
  (await test.request({ method: "GET", url: "/v1/orders", headers: person.headers })).json<OrderPage>().items;
const succeededCharges = async () =>
  (await rowsOf<{ outcome: string }>(database.db, "test_charges")).filter(
    (row) => row.outcome === "succeeded",
  ).length;

describe("settling interrupted checkouts", () => {
  it("pays a checkout whose charge went through while the answer was lost: one order, one charge", async () => {
    const { person, variantId, key, body } = await pendingCheckout();
    const chargesBefore = await succeededCharges();
    fault = "charged-then-dropped";
    const dropped = await send(person, key, body);
    fault = "none";
    expect(dropped.statusCode).toBe(503);
    expect(await ordersOf(person)).toEqual([]);
    expect(await stockOf(variantId)).toBe(1);
    await settle(3);
    const orders = await ordersOf(person);
    expect(orders.map((order) => order.status)).toEqual(["paid"]);
    expect(await succeededCharges()).toBe(chargesBefore + 1);
    // The client's retry with the same key answers the paid checkout, and charges nothing more.
    const retried = await send(person, key, body);
    expect(retried.statusCode).toBe(201);
    expect(retried.json<Checkout>().orders.map((order) => order.id)).toEqual(orders.map((order) => order.id));
    expect(await succeededCharges()).toBe(chargesBefore + 1);
  });

  it("lets the client's retry finish a checkout the provider did not answer, charging once", async () => {
    const { person, key, body } = await pendingCheckout();
    const chargesBefore = await succeededCharges();
    fault = "unreachable";
    expect((await send(person, key, body)).statusCode).toBe(503);
    fault = "none";
    const retried = await send(person, key, body);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(await succeededCharges()).toBe(chargesBefore + 1);
    expect((await ordersOf(person)).map((order) => order.status)).toEqual(["paid"]);
  });

  it("puts the stock back once a checkout never charged has waited too long, and leaves no order", async () => {
    const { person, variantId, key, body } = await pendingCheckout();
    fault = "unreachable";
    expect((await send(person, key, body)).statusCode).toBe(503);
    fault = "none";
    await settle(3);
    expect(await stockOf(variantId)).toBe(1);
    await settle(20);
    expect(await stockOf(variantId)).toBe(3);
    expect(await ordersOf(person)).toEqual([]);
    const ended = await send(person, key, body);
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toEqual({
      message: "This checkout was not paid in time and has ended. Nothing was charged.",
    });
  });
});
