import type { Cart, Checkout, DealClaim, FlashDeal, FlashDealBody, LiveRoom } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buying } from "../../testing/checkout.ts";
import type { Person, TestApp } from "../../testing/harness.ts";
import { startTestApp } from "../../testing/harness.ts";
import { liveOf } from "../../testing/live.ts";
import { productPhoto } from "../../testing/shop.ts";
import { rowsOf } from "../../testing/tables.ts";
import { dealsService } from "./deals.ts";

const shop = {} as { test: TestApp; photo: string };
let live: ReturnType<typeof liveOf>;
beforeAll(async () => {
  shop.test = await startTestApp();
  shop.photo = await productPhoto(shop.test);
  live = liveOf(shop.test, shop.photo);
});
afterAll(() => shop.test.close());

const { call, stockOf, shopperWith, checkout } = buying(shop);

const terms = (productId: string, fields: Partial<FlashDealBody> = {}): FlashDealBody => ({
  productId,
  priceMinor: 3500,
  quantity: 5,
  perBuyerLimit: 2,
  countdownSeconds: 10,
  durationMinutes: 5,
  ...fields,
});

/** A live event of a product of `stock` (50.00) with a deal on it at 35.00, opened now rather than after its countdown. */
async function openDeal(fields: Partial<FlashDealBody> = {}, stock = 8) {
  const hosted = await live.liveEvent({}, stock);
  const started = await call(
    hosted.host,
    "POST",
    `/v1/event/${hosted.event.id}/deals`,
    terms(hosted.product.id, fields),
  );
  expect(started.statusCode, started.body).toBe(201);
  const deal = started.json<FlashDeal>();
  await shop.test.deps.database.db.execute(
    sql`update flash_deals set opens_at = now() - interval '1 second' where id = ${deal.id}`,
  );
  return { ...hosted, deal };
}

const claim = (person: Person, dealId: string, variantId: string, quantity = 1) =>
  call(person, "POST", `/v1/deal/${dealId}/claim`, { variantId, quantity });

const remainingOf = async (dealId: string) =>
  (await rowsOf<{ id: string; remaining: number }>(shop.test.deps.database.db, "flash_deals")).find(
    (deal) => deal.id === dealId,
  )?.remaining;

describe("starting and ending a flash deal", () => {
  it("starts a deal after its countdown, shown in the room, and lets the host close it early", async () => {
    const { host, event, product } = await live.liveEvent();
    const started = await call(host, "POST", `/v1/event/${event.id}/deals`, terms(product.id));
    expect(started.statusCode, started.body).toBe(201);
    const deal = started.json<FlashDeal>();
    expect(deal).toMatchObject({
      product: { id: product.id },
      priceMinor: 3500,
      currency: "USD",
      quantity: 5,
      remaining: 5,
      perBuyerLimit: 2,
      state: "upcoming",
      viewerTaken: 0,
    });
    expect(Date.parse(deal.closesAt) - Date.parse(deal.opensAt)).toBe(5 * 60_000);
    const viewer = await live.customer();
    expect((await live.ok<LiveRoom>(viewer, "GET", `/v1/event/${event.id}/live`)).deal?.id).toBe(deal.id);
    const second = await call(host, "POST", `/v1/event/${event.id}/deals`, terms(product.id));
    expect([second.statusCode, second.json()]).toEqual([
      409,
      { message: "A flash deal is already running: end it before starting another." },
    ]);

    expect((await call(viewer, "POST", `/v1/deal/${deal.id}/end`)).statusCode).toBe(403);
    const ended = await call(host, "POST", `/v1/deal/${deal.id}/end`);
    expect([ended.statusCode, ended.json<FlashDeal>().state]).toEqual([200, "closed"]);
    expect((await call(host, "POST", `/v1/deal/${deal.id}/end`)).statusCode).toBe(409);
    expect((await live.ok<LiveRoom>(viewer, "GET", `/v1/event/${event.id}/live`)).deal).toBeNull();
    expect((await call(host, "POST", `/v1/deal/${crypto.randomUUID()}/end`)).statusCode).toBe(404);
  });

  it("refuses a price not below the product's, a countdown out of bounds, a stranger's product and a scheduled event", async () => {
    const { host, event, product, store } = await live.liveEvent();
    const url = `/v1/event/${event.id}/deals`;
    const dear = await call(host, "POST", url, terms(product.id, { priceMinor: 5000 }));
    expect([dear.statusCode, dear.json()]).toEqual([
      400,
      { priceMinor: ["The deal price must be below the product's price"] },
    ]);
    const hurried = await call(
      host,
      "POST",
      url,
      terms(product.id, { countdownSeconds: 5, durationMinutes: 30 }),
    );
    expect([hurried.statusCode, hurried.json()]).toEqual([
      400,
      {
        countdownSeconds: ["Countdown must be at least 10"],
        durationMinutes: ["Duration must be at most 20"],
      },
    ]);
    const elsewhere = await store.add({ title: "Not on the shelf" });
    const off = await call(host, "POST", url, terms(elsewhere.id));
    expect([off.statusCode, off.json()]).toEqual([
      400,
      { productId: ["Choose one of the event's products"] },
    ]);
    const viewer = await live.customer();
    expect((await call(viewer, "POST", url, terms(product.id))).statusCode).toBe(403);
    expect((await call(null, "POST", url, terms(product.id))).statusCode).toBe(401);
    const scheduled = await live.hostedEvent();
    const early = await call(
      scheduled.host,
      "POST",
      `/v1/event/${scheduled.event.id}/deals`,
      terms(scheduled.product.id),
    );
    expect([early.statusCode, early.json()]).toEqual([409, { message: "This event is not live." }]);
    const hidden = await live.liveEvent({ visibility: "invite_only" });
    expect(
      (await call(viewer, "POST", `/v1/event/${hidden.event.id}/deals`, terms(product.id))).statusCode,
    ).toBe(404);
  });
});

describe("claiming a flash deal", () => {
  it("reserves the units at once and puts them in the cart at the deal's price, within the buyer's limit", async () => {
    const { deal, variantId, event } = await openDeal();
    const buyer = await live.customer();
    const taken = await claim(buyer, deal.id, variantId, 2);
    expect(taken.statusCode, taken.body).toBe(201);
    const reserved = taken.json<DealClaim>();
    expect(reserved).toMatchObject({ dealId: deal.id, variantId, quantity: 2, priceMinor: 3500 });
    expect(Date.parse(reserved.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    expect([await stockOf(variantId), await remainingOf(deal.id)]).toEqual([6, 3]);
    const cart = (await call(buyer, "GET", "/v1/cart")).json<Cart>();
    expect(cart.stores[0]?.lines).toEqual([
      expect.objectContaining({
        variantId,
        quantity: 2,
        heldQuantity: 2,
        unitPriceMinor: 3500,
        lineTotalMinor: 7000,
        problem: null,
        eventId: event.id,
      }),
    ]);
    const held = {
      quantity: ["This size is in your cart at a flash deal's price: its quantity cannot change."],
    };
    const change = await call(buyer, "PATCH", `/v1/cart/${cart.stores[0]?.lines[0]?.id}`, { quantity: 3 });
    expect([change.statusCode, change.json()]).toEqual([400, held]);
    const more = await call(buyer, "POST", "/v1/cart", { variantId });
    expect([more.statusCode, more.json()]).toEqual([400, held]);

    const beyond = await claim(buyer, deal.id, variantId);
    expect([beyond.statusCode, beyond.json()]).toEqual([
      409,
      { message: "You can take at most 2 of this flash deal." },
    ]);
    const room = await live.ok<LiveRoom>(buyer, "GET", `/v1/event/${event.id}/live`);
    expect(room.deal).toMatchObject({ remaining: 3, viewerTaken: 2, state: "open" });
  });

  it("sells exactly the deal's units when 50 buyers claim at once", async () => {
    const { deal, variantId } = await openDeal({ quantity: 5, perBuyerLimit: 1 }, 20);
    const buyers = await Promise.all(Array.from({ length: 50 }, () => live.customer()));
    const answers = await Promise.all(buyers.map((buyer) => claim(buyer, deal.id, variantId)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      message: "This flash deal is sold out.",
    });
    expect([await stockOf(variantId), await remainingOf(deal.id)]).toEqual([15, 0]);
  });

  it("refuses a claim before the deal opens, after it closes, of another product's variant, and on a hidden event", async () => {
    const { host, event, product, variantId, store } = await live.liveEvent();
    const upcoming = (
      await call(host, "POST", `/v1/event/${event.id}/deals`, terms(product.id))
    ).json<FlashDeal>();
    const buyer = await live.customer();
    const early = await claim(buyer, upcoming.id, variantId);
    expect([early.statusCode, early.json()]).toEqual([
      409,
      { message: "This flash deal has not opened yet." },
    ]);
    await shop.test.deps.database.db.execute(
      sql`update flash_deals set opens_at = now() - interval '1 second' where id = ${upcoming.id}`,
    );
    const other = await store.add({ title: "Another" });
    const wrong = await claim(buyer, upcoming.id, other.variants[0]?.id as string);
    expect([wrong.statusCode, wrong.json()]).toEqual([
      400,
      { variantId: ["Choose a size of the flash deal's product"] },
    ]);
    expect(Object.keys((await claim(buyer, upcoming.id, "nope")).json())).toEqual(["variantId"]);
    expect((await claim(buyer, crypto.randomUUID(), variantId)).statusCode).toBe(404);
    expect((await call(null, "POST", `/v1/deal/${upcoming.id}/claim`, { variantId })).statusCode).toBe(401);
    await call(host, "POST", `/v1/deal/${upcoming.id}/end`);
    const late = await claim(buyer, upcoming.id, variantId);
    expect([late.statusCode, late.json()]).toEqual([409, { message: "This flash deal has closed." }]);

    const hidden = await openDeal();
    await shop.test.deps.database.db.execute(
      sql`update events set visibility = 'invite_only' where id = ${hidden.event.id}`,
    );
    expect((await claim(buyer, hidden.deal.id, hidden.variantId)).statusCode).toBe(404);
  });
});

describe("after a claim", () => {
  it("releases a claim not paid in 5 minutes: the units go back to the deal and the stock, the line leaves the cart", async () => {
    const { deal, variantId } = await openDeal();
    const buyer = await live.customer();
    expect((await claim(buyer, deal.id, variantId, 2)).statusCode).toBe(201);
    const deals = dealsService(shop.test.deps);
    await deals.releaseDue(new Date());
    expect([await stockOf(variantId), await remainingOf(deal.id)]).toEqual([6, 3]);
    await deals.releaseDue(new Date(Date.now() + 6 * 60_000));
    expect([await stockOf(variantId), await remainingOf(deal.id)]).toEqual([8, 5]);
    expect((await call(buyer, "GET", "/v1/cart")).json<Cart>().stores).toEqual([]);
  });

  it("gives a reserved claim's stock back even when its event, and so its deal, was deleted", async () => {
    const { host, event, deal, variantId } = await openDeal();
    const buyer = await live.customer();
    expect((await claim(buyer, deal.id, variantId, 2)).statusCode).toBe(201);
    expect((await call(host, "DELETE", `/v1/event/${event.id}`)).statusCode).toBe(204);
    await dealsService(shop.test.deps).releaseDue(new Date(Date.now() + 6 * 60_000));
    expect(await stockOf(variantId)).toBe(8);
    expect((await call(buyer, "GET", "/v1/cart")).json<Cart>().stores).toEqual([]);
  });

  it("charges the deal's price at checkout, takes the stock once, and keeps the paid units off the deal", async () => {
    const { deal, variantId, store } = await openDeal();
    const { id: methodId } = await store.ship();
    const { person: buyer, addressId } = await shopperWith([]);
    expect((await claim(buyer, deal.id, variantId)).statusCode).toBe(201);
    const paid = await checkout(buyer, {
      addressId,
      shippingMethods: { [store.storeId]: methodId },
      paymentMethodId: "pm_card_visa",
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<Checkout>().total).toBe(3500 + 495);
    expect([await stockOf(variantId), await remainingOf(deal.id)]).toEqual([7, 4]);
    await dealsService(shop.test.deps).releaseDue(new Date(Date.now() + 6 * 60_000));
    expect([await stockOf(variantId), await remainingOf(deal.id)]).toEqual([7, 4]);
    expect((await call(buyer, "GET", "/v1/cart")).json<Cart>().stores).toEqual([]);
  });
});
