import { randomUUID } from "node:crypto";
import type { OrderDetails, StoreOrderDetails, StoreOrderPage } from "@cbm/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buying, shopUnderTest } from "../../testing/checkout.ts";
import { type Person, registerPerson } from "../../testing/harness.ts";
import { rowsOf } from "../../testing/tables.ts";
import { ordersService } from "./service.ts";
import { orders as ordersTable } from "./tables.ts";

const shop = shopUnderTest();

const { call, storeSelling, paidOrder, stockOf } = buying(shop);

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
    const customer = await registerPerson(shop.test);
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
    await shop.test.settled();
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
    await shop.test.settled();
    const refunds = await rowsOf<{ amountMinor: number; idempotencyKey: string }>(
      shop.test.deps.database.db,
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

describe("the buyer's actions", () => {
  it("cancels before shipping (refunded, the store told), and no more after", async () => {
    const { store, buyer, orderId } = await paidOrder();
    expect((await buyersView(buyer, orderId)).actions).toEqual(["cancel"]);
    const cancelled = await call(buyer, "POST", `/v1/order/${orderId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<OrderDetails>()).toMatchObject({ status: "cancelled", actions: [] });
    expect(await stockOf(store.variantId)).toBe(5);
    const again = await call(buyer, "POST", `/v1/order/${orderId}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This order cannot be cancelled: it is cancelled." });
    await shop.test.settled();
    const told = (await call(store.owner, "GET", "/v1/notifications")).json<{
      items: { message: string }[];
    }>();
    expect(told.items.map((item) => item.message)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Grace Hopper cancelled their order of \$\d+\.\d\d; it is refunded/),
      ]),
    );
  });

  it("confirms a shipped order arrived, which completes it; another person's order is a 404", async () => {
    const { store, buyer, orderId } = await paidOrder();
    expect((await call(buyer, "POST", `/v1/order/${orderId}/confirm-receipt`)).json()).toEqual({
      message: "This order cannot be confirmed as received: it is paid.",
    });
    await act(store.owner, orderId, "ship", { carrier: "DHL", trackingNumber: "JD0142" });
    const seen = await buyersView(buyer, orderId);
    expect(seen).toMatchObject({
      tracking: { carrier: "DHL", number: "JD0142" },
      actions: ["confirm-receipt"],
    });
    const stranger = await registerPerson(shop.test);
    expect((await call(stranger, "POST", `/v1/order/${orderId}/confirm-receipt`)).statusCode).toBe(404);
    expect((await call(null, "POST", `/v1/order/${orderId}/confirm-receipt`)).statusCode).toBe(401);
    const confirmed = await call(buyer, "POST", `/v1/order/${orderId}/confirm-receipt`);
    expect(confirmed.json<OrderDetails>().status).toBe("completed");
  });
});

describe("the orders' clock", () => {
  it("cancels and refunds an order past its ship-by day, and completes one delivered a week ago", async () => {
    const late = await paidOrder();
    const delivered = await paidOrder();
    await act(delivered.store.owner, delivered.orderId, "ship", { carrier: "UPS", trackingNumber: "1Z999" });
    await act(delivered.store.owner, delivered.orderId, "deliver");
    const orders = ordersService(shop.test.deps);
    await orders.keepTime(new Date());
    expect((await buyersView(late.buyer, late.orderId)).status).toBe("paid");
    expect((await buyersView(delivered.buyer, delivered.orderId)).status).toBe("delivered");
    // Only these two orders grow old: other files' orders share PostgreSQL's database.
    const { db } = shop.test.deps.database;
    await db
      .update(ordersTable)
      .set({ shipBy: new Date(Date.now() - 60_000) })
      .where(eq(ordersTable.id, late.orderId));
    await db
      .update(ordersTable)
      .set({ deliveredAt: new Date(Date.now() - 8 * 24 * 60 * 60_000) })
      .where(eq(ordersTable.id, delivered.orderId));
    await orders.keepTime(new Date());
    const cancelled = await buyersView(late.buyer, late.orderId);
    expect(cancelled).toMatchObject({
      status: "cancelled",
      cancelReason: "The store did not ship it in time.",
    });
    expect(await stockOf(late.store.variantId)).toBe(5);
    expect((await buyersView(delivered.buyer, delivered.orderId)).status).toBe("completed");
    await shop.test.settled();
    const refunds = await rowsOf<{ idempotencyKey: string }>(shop.test.deps.database.db, "test_refunds");
    expect(refunds.some((refund) => refund.idempotencyKey === `order-refund-${late.orderId}`)).toBe(true);
  });
});
