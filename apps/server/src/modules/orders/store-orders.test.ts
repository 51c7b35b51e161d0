import { randomUUID } from "node:crypto";
import type { Checkout, OrderDetails, StoreOrderDetails, StoreOrderPage } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buying, type Shop } from "../../testing/checkout.ts";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";
import { productPhoto } from "../../testing/shop.ts";
import { rowsOf } from "../../testing/tables.ts";

let test: TestApp;
const shop = {} as Shop;
beforeAll(async () => {
  test = await startTestApp();
  Object.assign(shop, { test, photo: await productPhoto(test) });
});
afterAll(() => test.close());

const { call, storeSelling, shopperWith, checkout, stockOf } = buying(shop);

/** A store's paid order of two of its product (stock 5), and who bought it. */
async function paidOrder() {
  const store = await storeSelling(5);
  const { person, addressId } = await shopperWith([[store.variantId, 2]]);
  const paid = await checkout(person, {
    addressId,
    shippingMethods: { [store.storeId]: store.methodId },
    paymentMethodId: "pm_card_visa",
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const orderId = paid.json<Checkout>().orders[0]?.id as string;
  return { store, buyer: person, orderId };
}

const act = (person: Person | null, orderId: string, action: string, body?: object) =>
  call(person, "POST", `/v1/retailer/order/${orderId}/${action}`, body);

const buyersView = async (person: Person, orderId: string) =>
  (await call(person, "GET", `/v1/order/${orderId}`)).json<OrderDetails>();

describe("GET /v1/retailer/orders and /v1/retailer/order/{id}", () => {
  it("shows a store only its own orders, by status if asked, with the buyer, the address and what it may do", async () => {
    const { store, orderId } = await paidOrder();
    const other = await paidOrder();
    const page = (await call(store.owner, "GET", "/v1/retailer/orders")).json<StoreOrderPage>();
    expect(page.items.map((order) => order.id)).toEqual([orderId]);
    expect(page.items[0]).toMatchObject({
      status: "paid",
      itemCount: 2,
      buyer: { fullName: "Grace Hopper" },
    });
    expect(
      (await call(store.owner, "GET", "/v1/retailer/orders?status=shipped")).json<StoreOrderPage>().items,
    ).toEqual([]);
    const details = await call(store.owner, "GET", `/v1/retailer/order/${orderId}`);
    expect(details.statusCode).toBe(200);
    expect(details.json<StoreOrderDetails>()).toMatchObject({
      status: "paid",
      address: { fullName: "Grace Hopper", city: "San Francisco" },
      tracking: null,
      actions: ["ship", "cancel"],
    });
    expect((await call(store.owner, "GET", `/v1/retailer/order/${other.orderId}`)).statusCode).toBe(404);
    expect((await call(store.owner, "GET", "/v1/retailer/orders?status=lost")).statusCode).toBe(400);
    const customer = await registerPerson(test);
    expect((await call(customer, "GET", "/v1/retailer/orders")).statusCode).toBe(403);
    expect((await call(null, "GET", "/v1/retailer/orders")).statusCode).toBe(401);
  });
});

describe("moving a store's order on", () => {
  it("ships with the tracking, then marks delivered; the buyer sees each step in the timeline and is told", async () => {
    const { store, buyer, orderId } = await paidOrder();
    const missing = await act(store.owner, orderId, "ship", { carrier: " " });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(["carrier", "trackingNumber"]);
    const shipped = await act(store.owner, orderId, "ship", {
      carrier: "Colissimo",
      trackingNumber: "6A12345678901",
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<StoreOrderDetails>()).toMatchObject({
      status: "shipped",
      tracking: { carrier: "Colissimo", number: "6A12345678901" },
      actions: ["deliver"],
    });
    const again = await act(store.owner, orderId, "ship", { carrier: "Colissimo", trackingNumber: "X" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This order cannot be shipped: it is shipped." });
    expect((await act(store.owner, orderId, "cancel", { reason: "Too late" })).json()).toEqual({
      message: "This order cannot be cancelled: it is shipped.",
    });
    expect((await act(store.owner, orderId, "deliver")).json<StoreOrderDetails>()).toMatchObject({
      status: "delivered",
      actions: [],
    });
    const seen = await buyersView(buyer, orderId);
    expect(seen.status).toBe("delivered");
    expect(seen.timeline.map((event) => event.status)).toEqual(["paid", "shipped", "delivered"]);
    await test.settled();
    const told = (await call(buyer, "GET", "/v1/notifications")).json<{ items: { message: string }[] }>()
      .items;
    expect(told.map((notification) => notification.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ is on its way\.$/),
        expect.stringMatching(/ was delivered\.$/),
      ]),
    );
  });

  it("cancels a paid order with its reason: the stock comes back and the buyer is refunded in full, once", async () => {
    const { store, buyer, orderId } = await paidOrder();
    expect(await stockOf(store.variantId)).toBe(3);
    const [one, two] = await Promise.all([
      act(store.owner, orderId, "cancel", { reason: "The last two were damaged in the workshop." }),
      act(store.owner, orderId, "cancel", { reason: "The last two were damaged in the workshop." }),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect(await stockOf(store.variantId)).toBe(5);
    const seen = await buyersView(buyer, orderId);
    expect(seen.status).toBe("cancelled");
    await test.settled();
    const refunds = await rowsOf<{ amountMinor: number; idempotencyKey: string }>(
      test.deps.database.db,
      "test_refunds",
    );
    expect(refunds.filter((refund) => refund.idempotencyKey === `order-refund-${orderId}`)).toEqual([
      expect.objectContaining({ amountMinor: seen.total }),
    ]);
    const details = (
      await call(store.owner, "GET", `/v1/retailer/order/${orderId}`)
    ).json<StoreOrderDetails>();
    expect(details.cancelReason).toBe("The last two were damaged in the workshop.");
  });

  it("refuses another store's order, a customer, no token and a bad id", async () => {
    const { orderId, buyer } = await paidOrder();
    const stranger = await storeSelling(1);
    expect((await act(stranger.owner, orderId, "deliver")).statusCode).toBe(404);
    expect((await act(buyer, orderId, "deliver")).statusCode).toBe(403);
    expect((await act(null, orderId, "deliver")).statusCode).toBe(401);
    expect((await act(stranger.owner, "nope", "deliver")).statusCode).toBe(400);
    expect((await act(stranger.owner, randomUUID(), "cancel", { reason: "x" })).statusCode).toBe(404);
  });
});
