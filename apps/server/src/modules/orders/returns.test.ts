import { randomUUID } from "node:crypto";
import type { Checkout, OrderDetails, StoreOrderDetails } from "@cbm/contracts";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buying, shopUnderTest } from "../../testing/checkout.ts";
import { type Person, registerPerson } from "../../testing/harness.ts";
import { rowsOf } from "../../testing/tables.ts";
import { ordersService } from "./service.ts";
import { orders as ordersTable } from "./tables.ts";

const shop = shopUnderTest();

const { call, storeSelling, shopperWith, checkout, stockOf } = buying(shop);

const DAY_MS = 24 * 60 * 60_000;

/**
 * An order of two tees at 20.00 and a scarf at 45.00 (4.95 shipping: 89.95 in all) from a store of 5 of
 * each that takes returns for `returnWindowDays`, paid, and its buyer.
 */
async function paidOrder(returnWindowDays = 30) {
  const store = await storeSelling(5, 2_000);
  await store.configure({ returnWindowDays });
  const scarf = await store.add({
    title: "Silk scarf",
    priceMinor: 4_500,
    variants: [{ size: "One size", colour: "red", stock: 5 }],
  });
  const scarfVariantId = scarf.variants[0]?.id as string;
  const { person, addressId } = await shopperWith([
    [store.variantId, 2],
    [scarfVariantId, 1],
  ]);
  const paid = await checkout(person, {
    addressId,
    shippingMethods: { [store.storeId]: store.methodId },
    paymentMethodId: "pm_card_visa",
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const orderId = paid.json<Checkout>().orders[0]?.id as string;
  return { store, scarfVariantId, buyer: person, orderId };
}

const storeAct = (person: Person | null, orderId: string, action: string, body?: object) =>
  call(person, "POST", `/v1/retailer/order/${orderId}/${action}`, body);

const askReturn = (person: Person | null, orderId: string, body: object) =>
  call(person, "POST", `/v1/order/${orderId}/return`, body);

const buyersView = async (person: Person, orderId: string) =>
  (await call(person, "GET", `/v1/order/${orderId}`)).json<OrderDetails>();

const storesView = async (person: Person, orderId: string) =>
  (await call(person, "GET", `/v1/retailer/order/${orderId}`)).json<StoreOrderDetails>();

/** A paid order shipped and delivered by its store, with its lines by name. */
async function deliveredOrder(returnWindowDays = 30) {
  const order = await paidOrder(returnWindowDays);
  await storeAct(order.store.owner, order.orderId, "ship", { carrier: "UPS", trackingNumber: "1Z999" });
  expect((await storeAct(order.store.owner, order.orderId, "deliver")).statusCode).toBe(200);
  const { lines } = await buyersView(order.buyer, order.orderId);
  const lineOf = (title: string) => lines.find((line) => line.title === title)?.id as string;
  return { ...order, tee: lineOf("Everyday tee"), scarf: lineOf("Silk scarf") };
}

const refundsOf = async (orderId: string) =>
  (
    await rowsOf<{ amountMinor: number; idempotencyKey: string }>(shop.test.deps.database.db, "test_refunds")
  ).filter((refund) => refund.idempotencyKey === `order-return-refund-${orderId}`);

const messagesTo = async (person: Person) =>
  (await call(person, "GET", "/v1/notifications"))
    .json<{ items: { message: string }[] }>()
    .items.map((item) => item.message);

/** What the mails to the person were about, once every job has run. */
const mailSubjectsTo = (person: Person) =>
  shop.test.deps.outbox.list(person.email).map((mail) => mail.subject);

const deliveredLongAgo = (orderId: string, days: number) =>
  shop.test.deps.database.db
    .update(ordersTable)
    .set({ deliveredAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(ordersTable.id, orderId));

describe("POST /v1/order/{id}/return", () => {
  it("asks to return some lines of a delivered order within the window: kept, shown to both, the store told", async () => {
    const { store, buyer, orderId, tee } = await deliveredOrder();
    const before = await buyersView(buyer, orderId);
    expect(before.actions).toEqual(["confirm-receipt", "return"]);
    const deliveredAt = before.timeline.find((step) => step.status === "delivered")?.at as string;
    expect(Date.parse(before.returnBy ?? "") - Date.parse(deliveredAt)).toBeGreaterThan(30 * DAY_MS - 60_000);
    expect(Date.parse(before.returnBy ?? "") - Date.parse(deliveredAt)).toBeLessThan(30 * DAY_MS + 60_000);

    const asked = await askReturn(buyer, orderId, {
      lines: [{ lineId: tee, quantity: 1 }],
      reason: "  Too small in the shoulders.  ",
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const returned = {
      lines: [{ lineId: tee, quantity: 1 }],
      reason: "Too small in the shoulders.",
      amount: 2_000,
      requestedAt: expect.any(String),
      declineReason: null,
    };
    expect(asked.json<OrderDetails>()).toMatchObject({
      status: "return_requested",
      return: returned,
      actions: [],
    });
    expect(await storesView(store.owner, orderId)).toMatchObject({
      status: "return_requested",
      return: returned,
      actions: ["receive-return", "refund", "decline-return"],
    });
    const again = await askReturn(buyer, orderId, { lines: [{ lineId: tee, quantity: 1 }], reason: "x" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This order cannot be returned: it is being returned." });

    await shop.test.settled();
    expect(await messagesTo(store.owner)).toContain(
      "Grace Hopper asked to return items of their order of $89.95.",
    );
    expect(mailSubjectsTo(store.owner)).toContain(
      "Grace Hopper asked to return items of their order of $89.95.",
    );
  });

  it("answers each field's problem with a 400", async () => {
    const { buyer, orderId, tee, scarf } = await deliveredOrder();
    const fieldsOf = async (body: object) => {
      const response = await askReturn(buyer, orderId, body);
      expect(response.statusCode).toBe(400);
      return response.json<Record<string, string[]>>();
    };
    expect(Object.keys(await fieldsOf({})).sort()).toEqual(["lines", "reason"]);
    expect(await fieldsOf({ lines: [], reason: "Too small" })).toEqual({
      lines: ["Choose at least one item to return"],
    });
    expect(
      await fieldsOf({
        lines: [
          { lineId: tee, quantity: 1 },
          { lineId: tee, quantity: 1 },
        ],
        reason: "Too small",
      }),
    ).toEqual({ lines: ["Choose each item once, with how many of it to return"] });
    expect(await fieldsOf({ lines: [{ lineId: tee, quantity: 0 }], reason: "Too small" })).toEqual({
      "lines.0.quantity": ["Return at least one of each line you choose"],
    });
    expect(await fieldsOf({ lines: [{ lineId: tee, quantity: 1 }], reason: "   " })).toEqual({
      reason: ["Reason is required"],
    });
    expect(await fieldsOf({ lines: [{ lineId: tee, quantity: 1 }], reason: "x".repeat(501) })).toEqual({
      reason: ["Reason must be at most 500 characters"],
    });
    expect(
      await fieldsOf({
        lines: [
          { lineId: scarf, quantity: 2 },
          { lineId: randomUUID(), quantity: 1 },
        ],
        reason: "Too small",
      }),
    ).toEqual({
      "lines.0.quantity": ["You bought 1 of this item."],
      "lines.1.lineId": ["This item is not in the order."],
    });
    expect((await buyersView(buyer, orderId)).status).toBe("delivered");
  });

  it("answers 401 without a token and 404 for another person's order or none", async () => {
    const { orderId, tee } = await deliveredOrder();
    const body = { lines: [{ lineId: tee, quantity: 1 }], reason: "Too small" };
    const anonymous = await askReturn(null, orderId, body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
    const stranger = await registerPerson(shop.test);
    expect((await askReturn(stranger, orderId, body)).statusCode).toBe(404);
    expect((await askReturn(stranger, randomUUID(), body)).statusCode).toBe(404);
  });

  it("refuses an order not delivered yet, a closed window and a store that takes no returns", async () => {
    const paid = await paidOrder();
    const { lines } = await buyersView(paid.buyer, paid.orderId);
    const body = (lineId: string) => ({ lines: [{ lineId, quantity: 1 }], reason: "Too small" });
    const early = await askReturn(paid.buyer, paid.orderId, body(lines[0]?.id as string));
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: "This order cannot be returned: it is paid." });

    const late = await deliveredOrder(14);
    await deliveredLongAgo(late.orderId, 15);
    const seen = await buyersView(late.buyer, late.orderId);
    expect(seen.actions).toEqual(["confirm-receipt"]);
    const closedOn = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(seen.returnBy ?? ""),
    );
    const closed = await askReturn(late.buyer, late.orderId, body(late.tee));
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: `The return window closed on ${closedOn}.` });

    const finalSale = await deliveredOrder(0);
    expect(await buyersView(finalSale.buyer, finalSale.orderId)).toMatchObject({
      returnBy: null,
      actions: ["confirm-receipt"],
    });
    const none = await askReturn(finalSale.buyer, finalSale.orderId, body(finalSale.tee));
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ message: "This store does not take returns." });
  });

  it("keeps the return window of the checkout when the store changes its policy later", async () => {
    const { store, buyer, orderId, tee } = await deliveredOrder(30);
    await store.configure({ returnWindowDays: 0 });
    const asked = await askReturn(buyer, orderId, {
      lines: [{ lineId: tee, quantity: 2 }],
      reason: "Too big",
    });
    expect(asked.statusCode, asked.body).toBe(200);
  });

  it("opens the window when the buyer confirms a shipped order arrived", async () => {
    const { store, buyer, orderId } = await paidOrder();
    await storeAct(store.owner, orderId, "ship", { carrier: "UPS", trackingNumber: "1Z999" });
    expect((await buyersView(buyer, orderId)).returnBy).toBeNull();
    const confirmed = await call(buyer, "POST", `/v1/order/${orderId}/confirm-receipt`);
    expect(confirmed.json<OrderDetails>()).toMatchObject({ status: "completed", actions: ["return"] });
    expect(confirmed.json<OrderDetails>().returnBy).not.toBeNull();
  });
});

describe("the store's side of a return", () => {
  it("receives the parcel (stock back), then refunds the returned lines once, and the buyer is told each time", async () => {
    const { store, buyer, orderId, tee } = await deliveredOrder();
    await askReturn(buyer, orderId, { lines: [{ lineId: tee, quantity: 1 }], reason: "Too small" });
    expect(await stockOf(store.variantId)).toBe(3);
    const received = await storeAct(store.owner, orderId, "receive-return");
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json<StoreOrderDetails>()).toMatchObject({ status: "returned", actions: ["refund"] });
    expect(await stockOf(store.variantId)).toBe(4);
    const again = await storeAct(store.owner, orderId, "receive-return");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: "This order cannot be marked as returned: it is returned." });

    const refunded = await storeAct(store.owner, orderId, "refund");
    expect(refunded.json<StoreOrderDetails>()).toMatchObject({ status: "refunded", actions: [] });
    expect(await stockOf(store.variantId)).toBe(4);
    expect((await storeAct(store.owner, orderId, "refund")).json()).toEqual({
      message: "This order cannot be refunded: it is refunded.",
    });
    expect((await storeAct(store.owner, orderId, "decline-return", { reason: "Worn" })).json()).toEqual({
      message: "This order's return cannot be declined: it is refunded.",
    });
    const seen = await buyersView(buyer, orderId);
    expect(seen.timeline.map((step) => step.status)).toEqual([
      "paid",
      "shipped",
      "delivered",
      "return_requested",
      "returned",
      "refunded",
    ]);

    await shop.test.settled();
    expect(await refundsOf(orderId)).toEqual([expect.objectContaining({ amountMinor: 2_000 })]);
    expect(await messagesTo(buyer)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/ is back with the store: your refund follows\.$/),
        expect.stringMatching(/ was refunded for what you sent back\.$/),
      ]),
    );
    expect(mailSubjectsTo(buyer)).toEqual(
      expect.arrayContaining([expect.stringMatching(/ was refunded for what you sent back\.$/)]),
    );
  });

  it("refunds a return of everything, shipping too, straight away: the stock comes back once", async () => {
    const { store, scarfVariantId, buyer, orderId, tee, scarf } = await deliveredOrder();
    const asked = await askReturn(buyer, orderId, {
      lines: [
        { lineId: scarf, quantity: 1 },
        { lineId: tee, quantity: 2 },
      ],
      reason: "Not for me after all.",
    });
    expect(asked.json<OrderDetails>().return?.amount).toBe(8_995);
    const [one, two] = await Promise.all([
      storeAct(store.owner, orderId, "refund"),
      storeAct(store.owner, orderId, "refund"),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    expect([await stockOf(store.variantId), await stockOf(scarfVariantId)]).toEqual([5, 5]);
    await shop.test.settled();
    expect(await refundsOf(orderId)).toEqual([expect.objectContaining({ amountMinor: 8_995 })]);
  });

  it("declines a return with its reason: the order is completed, the buyer told and cannot ask again", async () => {
    const { store, buyer, orderId, tee } = await deliveredOrder();
    await askReturn(buyer, orderId, { lines: [{ lineId: tee, quantity: 1 }], reason: "Too small" });
    const missing = await storeAct(store.owner, orderId, "decline-return", { reason: " " });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ reason: ["Reason is required"] });
    const declined = await storeAct(store.owner, orderId, "decline-return", {
      reason: "The tee came back worn and washed.",
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json<StoreOrderDetails>()).toMatchObject({
      status: "completed",
      return: { declineReason: "The tee came back worn and washed." },
      actions: [],
    });
    expect(await stockOf(store.variantId)).toBe(3);
    const seen = await buyersView(buyer, orderId);
    expect(seen).toMatchObject({ status: "completed", actions: [] });
    const again = await askReturn(buyer, orderId, { lines: [{ lineId: tee, quantity: 1 }], reason: "x" });
    expect(again.json()).toEqual({
      message: "The store declined this order's return: it cannot be returned again.",
    });
    await shop.test.settled();
    expect(await refundsOf(orderId)).toEqual([]);
    expect(await messagesTo(buyer)).toEqual(
      expect.arrayContaining([expect.stringMatching(/ is kept as it is: the store declined your return\.$/)]),
    );
  });

  it("refuses each move of a return from another status, and another store, a customer or no token", async () => {
    const { store, buyer, orderId, tee } = await deliveredOrder();
    for (const [action, message] of [
      ["receive-return", "This order cannot be marked as returned: it is delivered."],
      ["refund", "This order cannot be refunded: it is delivered."],
      ["decline-return", "This order's return cannot be declined: it is delivered."],
    ]) {
      const refused = await storeAct(store.owner, orderId, action as string, { reason: "No" });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ message });
    }
    await askReturn(buyer, orderId, { lines: [{ lineId: tee, quantity: 1 }], reason: "Too small" });
    const stranger = await storeSelling(1);
    for (const action of ["receive-return", "refund", "decline-return"]) {
      const body = { reason: "No" };
      expect((await storeAct(stranger.owner, orderId, action, body)).statusCode).toBe(404);
      expect((await storeAct(buyer, orderId, action, body)).statusCode).toBe(403);
      const anonymous = await storeAct(null, orderId, action, body);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
    }
    expect((await storesView(store.owner, orderId)).status).toBe("return_requested");
  });

  it("lists the store's orders by a return status", async () => {
    const { store, buyer, orderId, tee } = await deliveredOrder();
    await askReturn(buyer, orderId, { lines: [{ lineId: tee, quantity: 1 }], reason: "Too small" });
    const page = await call(store.owner, "GET", "/v1/retailer/orders?status=return_requested");
    expect(page.json<{ items: { id: string }[] }>().items.map((order) => order.id)).toEqual([orderId]);
  });
});

describe("the orders' clock and returns", () => {
  it("leaves an order being returned as it is, however long ago it was delivered", async () => {
    const { buyer, orderId, tee } = await deliveredOrder();
    await askReturn(buyer, orderId, { lines: [{ lineId: tee, quantity: 1 }], reason: "Too small" });
    await deliveredLongAgo(orderId, 8);
    await ordersService(shop.test.deps).keepTime(new Date());
    expect((await buyersView(buyer, orderId)).status).toBe("return_requested");
  });
});
