import type { EventBody, LiveRoom } from "@cbm/contracts";
import { eventsOf } from "./events.ts";
import type { TestApp } from "./harness.ts";
import { openShop } from "./shop.ts";

/** Live events in tests: a retailer's event showing one of its products, scheduled or live. */
export function liveOf(test: TestApp, photo: string) {
  const events = eventsOf(test);

  /** A retailer's store with a product (50.00, `stock` in black M) on an event of theirs, tomorrow. */
  async function hostedEvent(fields: Partial<EventBody> = {}, stock = 8) {
    const store = await openShop(test, photo);
    const product = await store.add({ priceMinor: 5000, variants: [{ size: "M", colour: "black", stock }] });
    const event = await events.create(store.owner, fields);
    await events.ok(store.owner, "POST", `/v1/event/${event.id}/add-products`, { productIds: [product.id] });
    return { host: store.owner, store, product, variantId: product.variants[0]?.id as string, event };
  }

  /** The same, gone live. */
  async function liveEvent(fields: Partial<EventBody> = {}, stock = 8) {
    const hosted = await hostedEvent(fields, stock);
    await events.ok<LiveRoom>(hosted.host, "POST", `/v1/event/${hosted.event.id}/live`);
    return hosted;
  }

  return { ...events, hostedEvent, liveEvent };
}
