import { randomUUID } from "node:crypto";
import {
  type OwnStore,
  SHIPPING_LIMITS,
  type ShippingMethod,
  type Store,
  type StorePage,
} from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";

let test: TestApp;
beforeAll(async () => {
  test = await startTestApp();
});
afterAll(() => test.close());

const send = (
  person: Person | null,
  method: "GET" | "PUT" | "POST" | "DELETE",
  url: string,
  payload?: object,
) => test.request({ method, url, payload, headers: person?.headers ?? {} });

const retailer = (fields: Record<string, string> = {}) =>
  registerPerson(test, { role: "retailer", ...fields });
const unique = () => randomUUID().slice(0, 8);

/** A whole configuration, as the page sends it. */
const configuration = (overrides: Record<string, unknown> = {}) => ({
  name: "Linen & Light",
  slug: `linen-light-${unique()}`,
  description: "Washed linen, cut in Lisbon.",
  currency: "EUR",
  handlingDays: 2,
  returnWindowDays: 30,
  returnPolicy: "Unworn pieces come back free within 30 days.",
  contactEmail: "hello@linen.example",
  vacation: false,
  ...overrides,
});

const method = (overrides: Record<string, unknown> = {}) => ({
  name: `Standard ${unique()}`,
  priceMinor: 495,
  freeOverMinor: 7500,
  minDays: 2,
  maxDays: 5,
  countries: ["pt", "ES"],
  active: true,
  ...overrides,
});

async function ownStore(person: Person): Promise<OwnStore> {
  const response = await send(person, "GET", "/v1/retailer/store");
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OwnStore>();
}

describe("a retailer's store", () => {
  it("is opened with the account, named after the retailer, at a free address", async () => {
    const [first, second] = [
      await retailer({ firstName: "Maison", lastName: "Verde" }),
      await retailer({ firstName: "Maison", lastName: "Verde" }),
    ];
    const [one, two] = [await ownStore(first), await ownStore(second)];
    expect(one).toMatchObject({ name: "Maison Verde", currency: "USD", status: "active", productCount: 0 });
    expect(one.slug).toMatch(/^maison-verde/);
    expect(two.slug).not.toBe(one.slug);
    expect(one).toMatchObject({ currencyLocked: false, canSell: false, shippingMethods: [] });
  });

  it("is opened at its own address for each of several retailers of one name registering at once", async () => {
    const lastName = `Ortega ${unique()}`;
    const people = await Promise.all(
      Array.from({ length: 8 }, () => retailer({ firstName: "Rosa", lastName })),
    );
    const slugs = await Promise.all(people.map(async (person) => (await ownStore(person)).slug));
    expect(new Set(slugs).size).toBe(people.length);
  });

  it("is configured with PUT and shown to shoppers by id and by address", async () => {
    const owner = await retailer();
    const body = configuration();
    const saved = await send(owner, "PUT", "/v1/retailer/store", body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...body, vacation: { on: false, message: null, returnsOn: null } });

    const shopper = await registerPerson(test);
    const store = saved.json<OwnStore>();
    for (const ref of [store.id, body.slug, body.slug.toUpperCase()]) {
      const shown = await send(shopper, "GET", `/v1/store/${ref}`);
      expect(shown.statusCode, shown.body).toBe(200);
      expect(shown.json<Store>()).toMatchObject({ id: store.id, name: body.name, currency: "EUR" });
      expect(shown.json()).not.toHaveProperty("currencyLocked");
    }
  });

  it("keeps vacation mode with its message and return date, and clears them when it ends", async () => {
    const owner = await retailer();
    const away = await send(
      owner,
      "PUT",
      "/v1/retailer/store",
      configuration({
        vacation: true,
        vacationMessage: "Back after the fair",
        vacationReturnsOn: "2027-01-10",
      }),
    );
    expect(away.json<OwnStore>().vacation).toEqual({
      on: true,
      message: "Back after the fair",
      returnsOn: "2027-01-10",
    });
    const back = await send(
      owner,
      "PUT",
      "/v1/retailer/store",
      configuration({ slug: away.json<OwnStore>().slug, vacationMessage: "stale" }),
    );
    expect(back.json<OwnStore>().vacation).toEqual({ on: false, message: null, returnsOn: null });
  });

  it("answers 400 with each field's message and changes nothing", async () => {
    const owner = await retailer();
    const before = await ownStore(owner);
    const response = await send(owner, "PUT", "/v1/retailer/store", {
      name: " ",
      slug: "No Spaces!",
      currency: "XYZ",
      handlingDays: 0,
      returnWindowDays: 61,
      contactEmail: "not-an-email",
      logo: "https://elsewhere.example/logo.png",
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(
      ["contactEmail", "currency", "handlingDays", "logo", "name", "returnWindowDays", "slug"].sort(),
    );
    const silentAway = await send(owner, "PUT", "/v1/retailer/store", configuration({ vacation: true }));
    expect(silentAway.json()).toEqual({ vacationMessage: ["Tell shoppers why the store is away"] });
    expect(await ownStore(owner)).toEqual(before);
  });

  it("refuses an address another store has, suggesting a free one", async () => {
    const [first, second] = [await retailer(), await retailer()];
    const slug = `taken-${unique()}`;
    expect((await send(first, "PUT", "/v1/retailer/store", configuration({ slug }))).statusCode).toBe(200);
    const clash = await send(second, "PUT", "/v1/retailer/store", configuration({ slug, name: "Taken" }));
    expect(clash.statusCode).toBe(400);
    expect(clash.json().slug[0]).toMatch(/^This store address is taken\. Try “taken(-\d+)?”\.$/);
  });

  it("fixes the currency once the store has orders", async () => {
    const owner = await retailer();
    const store = await ownStore(owner);
    await test.deps.database.db.execute(sql`update stores set first_order_at = now() where id = ${store.id}`);
    expect((await ownStore(owner)).currencyLocked).toBe(true);
    const changed = await send(
      owner,
      "PUT",
      "/v1/retailer/store",
      configuration({ slug: store.slug, currency: "GBP" }),
    );
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual({ currency: ["The currency is fixed once the store has orders"] });
    const kept = await send(
      owner,
      "PUT",
      "/v1/retailer/store",
      configuration({ slug: store.slug, currency: store.currency }),
    );
    expect(kept.statusCode).toBe(200);
  });

  it("is the retailer's alone: 401 without a token, 403 for other roles", async () => {
    expect((await send(null, "GET", "/v1/retailer/store")).json()).toEqual({ message: "Unauthenticated." });
    expect((await send(null, "PUT", "/v1/retailer/store", configuration())).statusCode).toBe(401);
    const customer = await registerPerson(test);
    expect((await send(customer, "GET", "/v1/retailer/store")).statusCode).toBe(403);
    expect((await send(customer, "PUT", "/v1/retailer/store", configuration())).statusCode).toBe(403);
    expect((await send(null, "GET", "/v1/stores")).statusCode).toBe(401);
  });
});

describe("GET /v1/stores and /v1/store/{idOrSlug}", () => {
  it("finds active stores by name with a typo, and hides suspended ones", async () => {
    const word = `Velour${unique().replace(/\d/g, "x")}`;
    const owner = await retailer();
    const store = await ownStore(owner);
    await send(
      owner,
      "PUT",
      "/v1/retailer/store",
      configuration({ name: `${word} Atelier`, slug: store.slug }),
    );
    const shopper = await registerPerson(test);
    const typo = `${word.slice(0, 3)}${word.slice(4)}`;
    const found = await send(shopper, "GET", `/v1/stores?keyword=${encodeURIComponent(typo)}`);
    expect(found.statusCode).toBe(200);
    expect(found.json<StorePage>().items.map((item) => item.id)).toContain(store.id);

    await test.deps.database.db.execute(sql`update stores set status = 'suspended' where id = ${store.id}`);
    const hidden = await send(shopper, "GET", `/v1/stores?keyword=${encodeURIComponent(word)}`);
    expect(hidden.json<StorePage>().items.map((item) => item.id)).not.toContain(store.id);
    expect((await send(shopper, "GET", `/v1/store/${store.slug}`)).statusCode).toBe(404);
    expect((await send(shopper, "GET", `/v1/store/${randomUUID()}`)).statusCode).toBe(404);
  });

  it("answers 400 for a bad page and a keyword too long", async () => {
    const shopper = await registerPerson(test);
    const response = await send(shopper, "GET", `/v1/stores?page=-1&keyword=${"a".repeat(300)}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual(["keyword", "page"]);
  });
});

describe("shipping methods", () => {
  it("are added, listed active and cheapest first, changed and deleted; the store can sell once one is active", async () => {
    const owner = await retailer();
    const express = await send(
      owner,
      "POST",
      "/v1/retailer/shipping-methods",
      method({ name: "Express", priceMinor: 1500, minDays: 1, maxDays: 2 }),
    );
    expect(express.statusCode, express.body).toBe(201);
    expect(express.json()).toMatchObject({ name: "Express", countries: ["PT", "ES"], freeOverMinor: 7500 });
    const standard = await send(
      owner,
      "POST",
      "/v1/retailer/shipping-methods",
      method({ name: "Standard", priceMinor: 495 }),
    );
    const paused = await send(
      owner,
      "POST",
      "/v1/retailer/shipping-methods",
      method({ name: "Pickup", priceMinor: 0, active: false }),
    );
    const list = (await send(owner, "GET", "/v1/retailer/shipping-methods")).json<{
      items: ShippingMethod[];
    }>();
    expect(list.items.map((item) => item.name)).toEqual(["Standard", "Express", "Pickup"]);
    expect((await ownStore(owner)).canSell).toBe(true);
    expect((await ownStore(owner)).shippingMethods.map((item) => item.name)).toEqual(["Standard", "Express"]);

    const changed = await send(
      owner,
      "PUT",
      `/v1/retailer/shipping-method/${paused.json<ShippingMethod>().id}`,
      method({ name: "Pickup", priceMinor: 0, countries: [] }),
    );
    expect(changed.json()).toMatchObject({ active: true, countries: [] });
    for (const gone of [express, standard, changed]) {
      const id = gone.json<ShippingMethod>().id;
      expect((await send(owner, "DELETE", `/v1/retailer/shipping-method/${id}`)).json()).toEqual({
        message: "The shipping method was deleted.",
      });
    }
    expect((await ownStore(owner)).canSell).toBe(false);
  });

  it("answers 400 with each field's message: bad numbers, days the wrong way round, a name the store has", async () => {
    const owner = await retailer();
    const bad = await send(owner, "POST", "/v1/retailer/shipping-methods", {
      name: "",
      priceMinor: 4.95,
      freeOverMinor: -1,
      minDays: 5,
      maxDays: 2,
      countries: ["France"],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(
      ["countries.0", "freeOverMinor", "name", "priceMinor"].sort(),
    );
    const backwards = await send(
      owner,
      "POST",
      "/v1/retailer/shipping-methods",
      method({ minDays: 5, maxDays: 2 }),
    );
    expect(backwards.json()).toEqual({ maxDays: ["Slowest delivery cannot be faster than the fastest"] });
    const first = await send(owner, "POST", "/v1/retailer/shipping-methods", method({ name: "Courier" }));
    expect(first.statusCode).toBe(201);
    const twin = await send(owner, "POST", "/v1/retailer/shipping-methods", method({ name: "courier" }));
    expect(twin.json()).toEqual({ name: ["Your store has a shipping method of this name"] });
    const other = await send(owner, "POST", "/v1/retailer/shipping-methods", method({ name: "Other" }));
    const rename = await send(
      owner,
      "PUT",
      `/v1/retailer/shipping-method/${other.json<ShippingMethod>().id}`,
      method({ name: "COURIER" }),
    );
    expect(rename.json()).toEqual({ name: ["Your store has a shipping method of this name"] });
  });

  it(`hold at ${SHIPPING_LIMITS.methods} per store, even when added at once`, async () => {
    const owner = await retailer();
    const answers = await Promise.all(
      Array.from({ length: SHIPPING_LIMITS.methods + 5 }, (_, index) =>
        send(owner, "POST", "/v1/retailer/shipping-methods", method({ name: `Method ${index}` })),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(SHIPPING_LIMITS.methods);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(5);
  });

  it("are the store's own: another store's method is a 404, other roles get 403, no token 401", async () => {
    const [owner, rival] = [await retailer(), await retailer()];
    const created = (
      await send(owner, "POST", "/v1/retailer/shipping-methods", method())
    ).json<ShippingMethod>();
    expect(
      (await send(rival, "PUT", `/v1/retailer/shipping-method/${created.id}`, method())).statusCode,
    ).toBe(404);
    expect((await send(rival, "DELETE", `/v1/retailer/shipping-method/${created.id}`)).statusCode).toBe(404);
    expect((await send(rival, "GET", "/v1/retailer/shipping-methods")).json()).toEqual({ items: [] });
    const customer = await registerPerson(test);
    expect((await send(customer, "GET", "/v1/retailer/shipping-methods")).statusCode).toBe(403);
    expect((await send(customer, "POST", "/v1/retailer/shipping-methods", method())).statusCode).toBe(403);
    expect((await send(null, "DELETE", `/v1/retailer/shipping-method/${created.id}`)).statusCode).toBe(401);
    expect((await send(owner, "DELETE", "/v1/retailer/shipping-method/not-an-id")).json()).toEqual({
      id: ["Shipping method must be a valid id"],
    });
  });
});
