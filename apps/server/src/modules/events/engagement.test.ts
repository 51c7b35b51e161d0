import type { Event, Product } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventsOf, idOf } from "../../testing/events.ts";
import { type Person, registerAdmin, startTestApp, type TestApp } from "../../testing/harness.ts";
import { openShop, productPhoto } from "../../testing/shop.ts";
import {
  eventForViewer,
  eventProductIds,
  eventShownTo,
  eventShowsProductTo,
  isEventHost,
  setEventStatus,
} from "./index.ts";

let test: TestApp;
let events: ReturnType<typeof eventsOf>;
let photo: string;
beforeAll(async () => {
  test = await startTestApp();
  events = eventsOf(test);
  photo = await productPhoto(test);
});
afterAll(() => test.close());

const react = (person: Person, event: Event, action: string) =>
  events.call(person, "POST", `/v1/event/${event.id}/react`, { action });

describe("POST /v1/event/{id}/react", () => {
  it("toggles each reaction on and off, with the counts on the event", async () => {
    const event = await events.create(await events.influencer());
    const [fan, other] = await Promise.all([events.customer(), events.customer()]);
    expect((await react(fan, event, "going")).json()).toEqual({
      counts: { interested: 0, going: 1, like: 0 },
      viewerReactions: ["going"],
    });
    await react(fan, event, "like");
    expect((await react(other, event, "like")).json()).toEqual({
      counts: { interested: 0, going: 1, like: 2 },
      viewerReactions: ["like"],
    });
    expect((await react(fan, event, "going")).json()).toEqual({
      counts: { interested: 0, going: 0, like: 2 },
      viewerReactions: ["like"],
    });
    const page = await events.ok<Event>(fan, "GET", `/v1/event/${event.id}`);
    expect(page).toMatchObject({ counts: { like: 2 }, viewerReactions: ["like"] });
    expect((await react(fan, event, "love")).json()).toEqual({
      action: ["Choose interested, going or like from the list"],
    });
    expect(
      (await events.call(null, "POST", `/v1/event/${event.id}/react`, { action: "like" })).statusCode,
    ).toBe(401);
  });

  it("never lets more people go than the capacity, even 20 at once for 5 places", async () => {
    const event = await events.create(await events.retailer(), { capacity: 5 });
    const fans = await Promise.all(Array.from({ length: 20 }, () => events.customer()));
    const answers = await Promise.all(fans.map((fan) => react(fan, event, "going")));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    expect(answers.find((answer) => answer.statusCode === 409)?.json()).toEqual({
      message: "This event is full: all 5 places are taken.",
    });
    const page = await events.ok<Event>(fans[0] as Person, "GET", `/v1/event/${event.id}`);
    expect(page.counts.going).toBe(5);
    expect(page.attendees).toHaveLength(5);
  });

  it("closes reactions on a cancelled event (409)", async () => {
    const host = await events.retailer();
    const event = await events.create(host);
    await events.ok(host, "POST", `/v1/event/${event.id}/cancel`);
    const response = await react(await events.customer(), event, "interested");
    expect(response.statusCode).toBe(409);
  });
});

describe("POST /v1/event/{id}/add-products and /remove-products", () => {
  it("lets a retailer show its own store's products only, and take them off", async () => {
    const store = await openShop(test, photo);
    const [own, second] = [await store.add({ title: "Wool coat" }), await store.add({ title: "Scarf" })];
    const elsewhere = await (await openShop(test, photo)).add();
    const event = await events.create(store.owner);
    const url = `/v1/event/${event.id}`;
    expect(
      (await events.call(store.owner, "POST", `${url}/add-products`, { productIds: [elsewhere.id] })).json(),
    ).toEqual({ productIds: ["Choose products your store sells now"] });
    const added = await events.ok<{ products: { id: string; title: string }[] }>(
      store.owner,
      "POST",
      `${url}/add-products`,
      { productIds: [own.id, second.id, own.id] },
    );
    expect(added.products.map((card) => [card.id, card.title])).toEqual([
      [own.id, "Wool coat"],
      [second.id, "Scarf"],
    ]);
    const viewer = await events.customer();
    expect(
      (await events.call(viewer, "POST", `${url}/add-products`, { productIds: [own.id] })).statusCode,
    ).toBe(403);
    expect(
      (await events.call(viewer, "POST", `${url}/remove-products`, { productIds: [own.id] })).statusCode,
    ).toBe(403);
    const page = await events.ok<Event>(viewer, "GET", url);
    expect(page.products).toEqual([
      expect.objectContaining({ id: own.id, priceMinor: 3000, currency: "USD", soldOut: false }),
      expect.objectContaining({ id: second.id }),
    ]);
    const removed = await events.ok<{ products: { id: string }[] }>(
      store.owner,
      "POST",
      `${url}/remove-products`,
      {
        productIds: [own.id],
      },
    );
    expect(removed.products.map((card) => card.id)).toEqual([second.id]);
    expect(
      (await events.call(store.owner, "POST", `${url}/add-products`, { productIds: [] })).json(),
    ).toEqual({
      productIds: ["Choose at least one product"],
    });
  });

  it("lets an influencer show any product the shop sells, but not one taken off sale", async () => {
    const store = await openShop(test, photo);
    const [selling, draft] = [await store.add(), await store.add({ status: "draft" })];
    const host = await events.influencer();
    const event = await events.create(host);
    const url = `/v1/event/${event.id}/add-products`;
    expect((await events.call(host, "POST", url, { productIds: [draft.id] })).json()).toEqual({
      productIds: ["Choose products the shop sells now"],
    });
    const added = await events.ok<{ products: Product[] }>(host, "POST", url, { productIds: [selling.id] });
    expect(added.products.map((card) => card.id)).toEqual([selling.id]);
  });
});

describe("the face other rooms use", () => {
  it("reads an event for a viewer, moves its status, and tells its host and shelf", async () => {
    const store = await openShop(test, photo);
    const product = await store.add();
    const event = await events.create(store.owner, { visibility: "invite_only" });
    await events.ok(store.owner, "POST", `/v1/event/${event.id}/add-products`, { productIds: [product.id] });
    const { db } = test.deps.database;
    const [stranger, admin] = [await events.customer(), await registerAdmin(test)];
    const strangerViewer = { userId: idOf(stranger), roles: ["customer" as const] };
    expect(await eventForViewer(db, event.id, strangerViewer)).toBeNull();
    expect(await eventShownTo(db, event.id, strangerViewer)).toBeNull();
    expect(await eventForViewer(db, event.id, { userId: idOf(admin), roles: ["admin"] })).toMatchObject({
      id: event.id,
    });
    expect(await isEventHost(db, event.id, idOf(store.owner))).toBe(true);
    expect(await isEventHost(db, event.id, idOf(stranger))).toBe(false);
    expect(await eventProductIds(db, event.id)).toEqual([product.id]);
    expect(await eventShowsProductTo(db, idOf(stranger), event.id, product.id)).toBe(false);
    expect(await eventShowsProductTo(db, idOf(store.owner), event.id, product.id)).toBe(true);

    const live = await setEventStatus(db, event.id, "live");
    expect(live).toMatchObject({ status: "live", wentLiveAt: expect.any(Date) });
    const hostView = await eventShownTo(db, event.id, { userId: idOf(store.owner), roles: ["retailer"] });
    expect(hostView).toMatchObject({ status: "live", canEdit: true, products: [{ id: product.id }] });
    const ended = await setEventStatus(db, event.id, "ended");
    expect(ended).toMatchObject({ status: "ended", liveEndedAt: expect.any(Date) });
    const scope = (name: string) =>
      events
        .ok<{ items: { id: string }[] }>(
          store.owner,
          "GET",
          `/v1/events?scope=${name}&hostId=${idOf(store.owner)}`,
        )
        .then((page) => page.items.map((item) => item.id));
    expect(await scope("past")).toEqual([event.id]);
    expect(await scope("upcoming")).toEqual([]);
  });
});
