import type { CartLine, Checkout } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buying, type Shop } from "../../testing/checkout.ts";
import { eventsOf } from "../../testing/events.ts";
import { startTestApp, type TestApp } from "../../testing/harness.ts";
import { productPhoto } from "../../testing/shop.ts";
import { rowsOf } from "../../testing/tables.ts";

let test: TestApp;
let events: ReturnType<typeof eventsOf>;
const shop = {} as Shop;
beforeAll(async () => {
  test = await startTestApp();
  events = eventsOf(test);
  Object.assign(shop, { test, photo: await productPhoto(test) });
});
afterAll(() => test.close());

const { call, storeSelling, shopperWith, checkout } = buying(shop);

describe("a cart line added from an event", () => {
  it("remembers the event, keeps it on the order line, and refuses an event that does not show the product", async () => {
    const store = await storeSelling(5);
    const event = await events.create(store.owner);
    const hidden = await events.create(store.owner, { visibility: "invite_only" });
    for (const shown of [event, hidden]) {
      await events.ok(store.owner, "POST", `/v1/event/${shown.id}/add-products`, {
        productIds: [store.product.id],
      });
    }
    const bare = await events.create(store.owner);
    const { person, addressId } = await shopperWith([]);
    const add = (eventId: string) =>
      call(person, "POST", "/v1/cart", { variantId: store.variantId, eventId });
    for (const refused of [bare.id, hidden.id]) {
      const response = await add(refused);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ eventId: ["This event does not show this product."] });
    }
    const added = await add(event.id);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<CartLine>()).toMatchObject({ eventId: event.id, quantity: 1 });

    const paid = await checkout(person, {
      addressId,
      shippingMethods: { [store.storeId]: store.methodId },
      paymentMethodId: "pm_card_visa",
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const orderId = paid.json<Checkout>().orders[0]?.id;
    const lines = await rowsOf<{ orderId: string; eventId: string | null }>(
      test.deps.database.db,
      "order_lines",
    );
    expect(lines.filter((line) => line.orderId === orderId).map((line) => line.eventId)).toEqual([event.id]);
  });

  it("forgets the event when it is deleted, keeping the line", async () => {
    const store = await storeSelling(5);
    const event = await events.create(store.owner);
    await events.ok(store.owner, "POST", `/v1/event/${event.id}/add-products`, {
      productIds: [store.product.id],
    });
    const { person } = await shopperWith([]);
    const added = await call(person, "POST", "/v1/cart", { variantId: store.variantId, eventId: event.id });
    expect(added.statusCode, added.body).toBe(201);
    expect((await call(store.owner, "DELETE", `/v1/event/${event.id}`)).statusCode).toBe(204);
    const cart = await call(person, "GET", "/v1/cart");
    expect(cart.json().stores[0].lines[0]).toMatchObject({ variantId: store.variantId, eventId: null });
  });
});
