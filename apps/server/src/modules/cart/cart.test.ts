import { randomUUID } from "node:crypto";
import type { Cart, CartLine, Product } from "@cbm/contracts";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";
import { openShop, productPhoto } from "../../testing/shop.ts";

let test: TestApp;
let photo: string;
beforeAll(async () => {
  test = await startTestApp();
  photo = await productPhoto(test);
});
afterAll(() => test.close());

type Method = NonNullable<InjectOptions["method"]>;
const call = (person: Person | null, method: Method, url: string, payload?: object) =>
  test.request({ method, url, headers: person?.headers, payload: payload as Record<string, unknown> });

const shop = () => openShop(test, photo);
const variantOf = (product: Product, index = 0) => product.variants[index]?.id as string;

async function add(person: Person, variantId: string, quantity?: number): Promise<CartLine> {
  const response = await call(person, "POST", "/v1/cart", { variantId, quantity });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CartLine>();
}

async function cartOf(person: Person): Promise<Cart> {
  const response = await call(person, "GET", "/v1/cart");
  expect(response.statusCode).toBe(200);
  return response.json<Cart>();
}

const fieldErrors = async (person: Person, method: Method, url: string, payload: object) => {
  const response = await call(person, method, url, payload);
  expect(response.statusCode, response.body).toBe(400);
  return response.json();
};

describe("POST /v1/cart", () => {
  it("adds a variant and answers its line; adding it again adds to the same line", async () => {
    const { add: list } = await shop();
    const product = await list({ title: "Linen shirt", priceMinor: 4_500 });
    const shopper = await registerPerson(test);
    const line = await add(shopper, variantOf(product));
    expect(line).toEqual({
      id: expect.any(String),
      productId: product.id,
      variantId: variantOf(product),
      title: "Linen shirt",
      image: expect.objectContaining({ url: expect.any(String) }),
      size: "M",
      colour: "black",
      quantity: 1,
      unitPriceMinor: 4_500,
      priceWhenAddedMinor: null,
      lineTotalMinor: 4_500,
      currency: "USD",
      inStock: 4,
      heldQuantity: 0,
      problem: null,
      message: null,
      outfit: null,
      eventId: null,
    });
    const again = await add(shopper, variantOf(product), 2);
    expect(again).toMatchObject({ id: line.id, quantity: 3, lineTotalMinor: 13_500 });
  });

  it("never holds more than is in stock or 10 of an item, saying how many are left", async () => {
    const { add: list } = await shop();
    const scarce = await list({ variants: [{ size: "S", colour: "red", stock: 3 }] });
    const plenty = await list({ variants: [{ size: "L", colour: "blue", stock: 40 }] });
    const shopper = await registerPerson(test);
    expect(
      await fieldErrors(shopper, "POST", "/v1/cart", { variantId: variantOf(scarce), quantity: 4 }),
    ).toEqual({
      quantity: ["Only 3 left."],
    });
    await add(shopper, variantOf(scarce), 2);
    expect(
      await fieldErrors(shopper, "POST", "/v1/cart", { variantId: variantOf(scarce), quantity: 2 }),
    ).toEqual({
      quantity: ["Only 3 left. You already have 2 in your cart."],
    });
    await add(shopper, variantOf(plenty), 9);
    expect(
      await fieldErrors(shopper, "POST", "/v1/cart", { variantId: variantOf(plenty), quantity: 2 }),
    ).toEqual({
      quantity: ["You can have at most 10 of an item in your cart. You already have 9 in your cart."],
    });
    expect((await cartOf(shopper)).totalQuantity).toBe(11);
  });

  it("refuses bad quantities and ids with field messages, and sold-out or on-vacation variants", async () => {
    const { add: list, vacation } = await shop();
    const product = await list({
      variants: [
        { size: "S", colour: "black", stock: 0 },
        { size: "M", colour: "black", stock: 5 },
      ],
    });
    const shopper = await registerPerson(test);
    for (const [body, field] of [
      [{ variantId: variantOf(product, 1), quantity: 0 }, "quantity"],
      [{ variantId: variantOf(product, 1), quantity: 11 }, "quantity"],
      [{ variantId: variantOf(product, 1), quantity: 1.5 }, "quantity"],
      [{ variantId: "not-an-id" }, "variantId"],
      [{}, "variantId"],
    ] as const) {
      expect(Object.keys(await fieldErrors(shopper, "POST", "/v1/cart", body))).toEqual([field]);
    }
    expect(await fieldErrors(shopper, "POST", "/v1/cart", { variantId: variantOf(product) })).toEqual({
      variantId: ["This size is sold out."],
    });
    await vacation(true, "2031-03-02");
    const [store] = (await cartOf(shopper)).stores;
    expect(store).toBeUndefined();
    const away = await fieldErrors(shopper, "POST", "/v1/cart", { variantId: variantOf(product, 1) });
    expect(away.variantId[0]).toMatch(/is on vacation until 2 March 2031 and cannot take orders now\.$/);
  });

  it("answers 404 for a variant shoppers cannot see (unknown, or of a draft), 401 without a token", async () => {
    const { add: list } = await shop();
    const draft = await list({ status: "draft" });
    const shopper = await registerPerson(test);
    for (const variantId of [randomUUID(), variantOf(draft)]) {
      const response = await call(shopper, "POST", "/v1/cart", { variantId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "We could not find this product." });
    }
    for (const body of [{ variantId: variantOf(draft) }, { variantId: 7 }]) {
      const response = await call(null, "POST", "/v1/cart", body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: "Unauthenticated." });
    }
    expect((await cartOf(shopper)).stores).toEqual([]);
  });

  it("adds a variant with 4 in stock exactly 4 times out of 20 at once", async () => {
    const { add: list } = await shop();
    const product = await list();
    const shopper = await registerPerson(test);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => call(shopper, "POST", "/v1/cart", { variantId: variantOf(product) })),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(4);
    expect(responses.filter((response) => response.statusCode === 400)).toHaveLength(16);
    expect((await cartOf(shopper)).stores[0]?.lines.map((line) => line.quantity)).toEqual([4]);
  });

  it("holds at most 50 different items", async () => {
    const { add: list } = await shop();
    const sizes = Array.from({ length: 51 }, (_, index) => `EU${index + 1}`);
    const product = await list({ variants: sizes.map((size) => ({ size, colour: "grey", stock: 2 })) });
    const shopper = await registerPerson(test);
    for (let index = 0; index < 50; index++) await add(shopper, variantOf(product, index));
    expect(await fieldErrors(shopper, "POST", "/v1/cart", { variantId: variantOf(product, 50) })).toEqual({
      variantId: ["Your cart can hold at most 50 different items."],
    });
  });
});

describe("GET /v1/cart", () => {
  it("groups the lines by store, newest first, with subtotals, totals per currency and the quantity", async () => {
    const [first, second] = [await shop(), await shop()];
    const coat = await first.add({ title: "Wool coat", priceMinor: 18_000 });
    const scarf = await first.add({ title: "Silk scarf", priceMinor: 4_000 });
    const tee = await second.add({ title: "Cotton tee", priceMinor: 2_500 });
    const shopper = await registerPerson(test);
    await add(shopper, variantOf(coat));
    await add(shopper, variantOf(tee), 2);
    await add(shopper, variantOf(scarf), 3);
    const cart = await cartOf(shopper);
    expect(
      cart.stores.map((store) => [
        store.store.id,
        store.lines.map((line) => line.title),
        store.subtotalMinor,
      ]),
    ).toEqual([
      [first.storeId, ["Silk scarf", "Wool coat"], 30_000],
      [second.storeId, ["Cotton tee"], 5_000],
    ]);
    expect(cart.stores[0]?.store).toEqual({
      id: first.storeId,
      name: expect.any(String),
      slug: expect.any(String),
      logo: null,
    });
    expect(cart.totals).toEqual([{ currency: "USD", amountMinor: 35_000 }]);
    expect(cart.totalQuantity).toBe(6);
    const other = await registerPerson(test);
    expect(await cartOf(other)).toEqual({ stores: [], totals: [], totalQuantity: 0 });
    expect((await call(null, "GET", "/v1/cart")).statusCode).toBe(401);
  });

  it("keeps lines that cannot be bought now, marked and left out of the subtotal, and shows a changed price", async () => {
    const shopOne = await shop();
    const archived = await shopOne.add({ title: "Old tee", priceMinor: 1_000 });
    const dearer = await shopOne.add({ title: "Dearer tee", priceMinor: 2_000 });
    const dwindling = await shopOne.add({ title: "Last tees", priceMinor: 3_000 });
    const shopper = await registerPerson(test);
    await add(shopper, variantOf(archived));
    await add(shopper, variantOf(dearer));
    await add(shopper, variantOf(dwindling), 3);
    await shopOne.change(archived, { status: "archived" });
    await shopOne.change(dearer, { priceMinor: 2_400 });
    await shopOne.change(dwindling, {
      variants: dwindling.variants.map((variant) => ({ ...variant, stock: 1 })),
    });
    const lines = new Map((await cartOf(shopper)).stores[0]?.lines.map((line) => [line.title, line]));
    expect(lines.get("Old tee")).toMatchObject({
      problem: "unavailable",
      message: "This product is no longer sold.",
    });
    expect(lines.get("Dearer tee")).toMatchObject({
      problem: null,
      unitPriceMinor: 2_400,
      priceWhenAddedMinor: 2_000,
    });
    expect(lines.get("Last tees")).toMatchObject({
      problem: "not_enough_stock",
      inStock: 1,
      message: "Only 1 left: lower the quantity to buy it.",
    });
    expect((await cartOf(shopper)).stores[0]?.subtotalMinor).toBe(2_400);
    await shopOne.vacation(true);
    const onVacation = (await cartOf(shopper)).stores[0];
    expect(onVacation?.lines.find((line) => line.title === "Dearer tee")?.problem).toBe("store_on_vacation");
    expect(onVacation?.subtotalMinor).toBe(0);
  });
});

describe("PATCH /v1/cart/{id}", () => {
  it("changes the quantity up to what is in stock; another person's line is a 404", async () => {
    const { add: list } = await shop();
    const product = await list();
    const [shopper, stranger] = [await registerPerson(test), await registerPerson(test)];
    const line = await add(shopper, variantOf(product));
    const changed = await call(shopper, "PATCH", `/v1/cart/${line.id}`, { quantity: 3 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<CartLine>()).toMatchObject({ id: line.id, quantity: 3, lineTotalMinor: 9_000 });
    expect(await fieldErrors(shopper, "PATCH", `/v1/cart/${line.id}`, { quantity: 5 })).toEqual({
      quantity: ["Only 4 left."],
    });
    expect(Object.keys(await fieldErrors(shopper, "PATCH", `/v1/cart/${line.id}`, { quantity: 0 }))).toEqual([
      "quantity",
    ]);
    expect(await fieldErrors(shopper, "PATCH", "/v1/cart/nope", { quantity: 1 })).toEqual({
      id: ["Cart line must be a valid id"],
    });
    expect((await call(stranger, "PATCH", `/v1/cart/${line.id}`, { quantity: 1 })).statusCode).toBe(404);
    expect((await call(null, "PATCH", `/v1/cart/${line.id}`, { quantity: 1 })).statusCode).toBe(401);
    expect((await cartOf(shopper)).totalQuantity).toBe(3);
  });
});

describe("DELETE /v1/cart/{id}", () => {
  it("removes the viewer's line; another person's line or an unknown one is a 404", async () => {
    const { add: list } = await shop();
    const product = await list();
    const [shopper, stranger] = [await registerPerson(test), await registerPerson(test)];
    const line = await add(shopper, variantOf(product), 2);
    expect((await call(stranger, "DELETE", `/v1/cart/${line.id}`)).statusCode).toBe(404);
    expect((await call(null, "DELETE", `/v1/cart/${line.id}`)).statusCode).toBe(401);
    const removed = await call(shopper, "DELETE", `/v1/cart/${line.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: "The item was removed from your cart." });
    expect((await call(shopper, "DELETE", `/v1/cart/${line.id}`)).statusCode).toBe(404);
    expect((await cartOf(shopper)).totalQuantity).toBe(0);
  });
});

describe("GET /v1/cart/total-quantity", () => {
  it("counts every line's quantity, and 0 for an empty cart", async () => {
    const { add: list } = await shop();
    const [one, two] = [await list(), await list()];
    const shopper = await registerPerson(test);
    const total = async () => (await call(shopper, "GET", "/v1/cart/total-quantity")).json();
    expect(await total()).toEqual({ totalQuantity: 0 });
    await add(shopper, variantOf(one), 2);
    await add(shopper, variantOf(two), 3);
    expect(await total()).toEqual({ totalQuantity: 5 });
    expect((await call(null, "GET", "/v1/cart/total-quantity")).statusCode).toBe(401);
  });
});
