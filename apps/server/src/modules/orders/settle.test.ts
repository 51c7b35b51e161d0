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
let provider: TestPayments;
let test: TestApp;
let photo: string;
beforeAll(async () => {
  database = await testDatabase();
  const real = new TestPayments(database.db, "whsec_settle");
  provider = real;
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

describe("POST /v1/payments/webhook", () => {
  /** The provider's event for the charge made under a checkout's key, signed as it sends it. */
  async function webhookFor(checkoutId: string) {
    const charge = await provider.chargeFor(`checkout-${checkoutId}`);
    if (!charge) throw new Error("no charge was made");
    return provider.signedWebhook({ id: `evt_${randomUUID()}`, type: "payment_intent.succeeded", charge });
  }
  const deliver = (payload: string, signature?: string) =>
    test.request({
      method: "POST",
      url: "/v1/payments/webhook",
      headers: {
        "content-type": "application/json",
        ...(signature ? { "stripe-signature": signature } : {}),
      },
      payload,
    });
  const checkoutIdOf = async (person: Person) =>
    (await rowsOf<{ id: string; userId: string }>(database.db, "checkouts")).find(
      (row) => row.userId === person.auth.user.id,
    )?.id as string;

  it("pays the checkout whose answer was lost, once, however often it is delivered", async () => {
    const { person, key, body } = await pendingCheckout();
    fault = "charged-then-dropped";
    expect((await send(person, key, body)).statusCode).toBe(503);
    fault = "none";
    const { payload, signature } = await webhookFor(await checkoutIdOf(person));
    for (const _ of [1, 2, 3]) {
      const delivered = await deliver(payload, signature);
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(delivered.json()).toEqual({ received: true });
    }
    const orders = await ordersOf(person);
    expect(orders.map((order) => order.status)).toEqual(["paid"]);
    const timeline = await rowsOf<{ orderId: string }>(database.db, "order_events");
    expect(timeline.filter((event) => event.orderId === orders[0]?.id)).toHaveLength(1);
  });

  it("refuses a webhook whose signature does not hold, and changes nothing", async () => {
    const { person, key, body } = await pendingCheckout();
    fault = "charged-then-dropped";
    await send(person, key, body);
    fault = "none";
    const { payload, signature } = await webhookFor(await checkoutIdOf(person));
    for (const [text, header] of [
      [payload, undefined],
      // Its first digit changed (to another digit: the same one would leave it valid).
      [payload, signature.replace(/v1=(\w)/, (_, digit) => `v1=${digit === "0" ? "1" : "0"}`)],
      [payload.replace("payment_intent.succeeded", "payment_intent.created"), signature],
    ] as const) {
      const refused = await deliver(text, header);
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ "stripe-signature": string[] }>()["stripe-signature"]?.[0]).toMatch(
        /^The webhook/,
      );
    }
    expect(await ordersOf(person)).toEqual([]);
  });

  it("refunds a charge that arrives for a checkout that had already ended", async () => {
    const { person, key, body } = await pendingCheckout();
    fault = "unreachable";
    await send(person, key, body);
    fault = "none";
    await settle(20);
    const checkoutId = await checkoutIdOf(person);
    // The provider charges after all (a request that was still on its way), and says so.
    const late = await provider.charge({
      paymentMethodId: "pm_card_visa",
      amountMinor: 6_495,
      currency: "USD",
      idempotencyKey: `checkout-${checkoutId}`,
      metadata: { checkoutId },
    });
    const { payload, signature } = provider.signedWebhook({
      id: "evt_late",
      type: "payment_intent.succeeded",
      charge: late,
    });
    expect((await deliver(payload, signature)).statusCode).toBe(200);
    await test.settled();
    const refunds = await rowsOf<{ chargeId: string; amountMinor: number }>(database.db, "test_refunds");
    expect(
      refunds.filter((refund) => refund.chargeId === late.id).map((refund) => refund.amountMinor),
    ).toEqual([6_495]);
    expect(await ordersOf(person)).toEqual([]);
  });
});
