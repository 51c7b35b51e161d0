import { randomUUID } from "node:crypto";
import type { CartLine, OutfitDetails, OutfitProducts, OutfitsWithProduct, Product } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idOf, okBody, type Wall, wallOf } from "../../testing/closets-and-outfits.ts";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";
import { openShop, productPhoto } from "../../testing/shop.ts";
import { rowsOf } from "../../testing/tables.ts";

let test: TestApp;
let wall: Wall;
let photo: string;
beforeAll(async () => {
  test = await startTestApp();
  wall = wallOf(test);
  photo = await productPhoto(test);
});
afterAll(() => test.close());

/** Two products of a store, and an outfit by a new person made of items that are them (and one that is not). */
async function lookOfProducts(visibility: "public" | "private" = "public") {
  const store = await openShop(test, photo);
  const boots = await store.add({ title: "Chelsea boots", category: "shoes", subcategory: "boots" });
  const coat = await store.add({
    title: "Wool coat",
    category: "outerwear",
    subcategory: "coat",
    variants: [
      { size: "S", colour: "camel", stock: 2 },
      { size: "M", colour: "camel", stock: 0 },
    ],
  });
  const author = await registerPerson(test);
  const closet = await wall.closet(author);
  const items = [
    await wall.item(author, closet.id, { productId: coat.id, category: "outerwear", subcategory: "coat" }),
    await wall.item(author, closet.id),
    await wall.item(author, closet.id, { productId: boots.id, category: "shoes", subcategory: "boots" }),
  ];
  const outfit = await wall.outfit(author, { itemIds: items.map((item) => item.id), visibility });
  return { store, boots, coat, author, outfit };
}

const productsOf = (person: Person | null, outfitId: string) =>
  wall.get(person, `/v1/outfits/${outfitId}/products`);

describe("closet items that are shop products", () => {
  it("keeps the product an item is, shows it on the outfit's items, and refuses a product the shop does not have", async () => {
    const { coat, author, outfit } = await lookOfProducts();
    const details = okBody<OutfitDetails>(await wall.get(author, `/v1/outfits/${outfit.id}`));
    expect(details.items.map((item) => item.productId)).toEqual([coat.id, null, expect.any(String)]);

    const closet = await wall.closet(author);
    const unknown = await wall.post(author, `/v1/closets/${closet.id}/items`, {
      image: await wall.photo(),
      category: "tops",
      subcategory: "shirt",
      colours: ["black"],
      productId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ productId: ["This product is not in the shop"] });
    const bad = await wall.post(author, `/v1/closets/${closet.id}/items`, { productId: "nope" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().productId).toBeDefined();
  });
});

describe("GET /v1/outfits/{id}/products", () => {
  it("answers the products the outfit's items are, in the items' order, with their sizes", async () => {
    const { coat, boots, outfit } = await lookOfProducts();
    const shopper = await registerPerson(test);
    const { items } = okBody<OutfitProducts>(await productsOf(shopper, outfit.id));
    expect(items.map((product) => product.title)).toEqual(["Wool coat", "Chelsea boots"]);
    expect(items[0]).toMatchObject({
      id: coat.id,
      priceMinor: 3000,
      currency: "USD",
      variants: [
        { id: coat.variants[0]?.id, size: "S", colour: "camel", available: true },
        { id: coat.variants[1]?.id, size: "M", colour: "camel", available: false },
      ],
    });
    expect(items[1]?.id).toBe(boots.id);
  });

  it("leaves out products the shop does not sell now", async () => {
    const { store, coat, outfit } = await lookOfProducts();
    await store.change(coat as Product, { status: "archived" });
    const { items } = okBody<OutfitProducts>(await productsOf(await registerPerson(test), outfit.id));
    expect(items.map((product) => product.title)).toEqual(["Chelsea boots"]);
  });

  it("is 404 for an outfit the viewer may not see, 400 for a bad id, 401 without a token", async () => {
    const { outfit, author } = await lookOfProducts("private");
    expect((await productsOf(author, outfit.id)).statusCode).toBe(200);
    expect((await productsOf(await registerPerson(test), outfit.id)).statusCode).toBe(404);
    const blocked = await registerPerson(test);
    const publicLook = await lookOfProducts();
    await wall.block(publicLook.author, blocked);
    expect((await productsOf(blocked, publicLook.outfit.id)).statusCode).toBe(404);
    const bad = await productsOf(author, "nope");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().id).toBeDefined();
    const anonymous = await productsOf(null, outfit.id);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
  });
});

describe("GET /v1/product/{id}/outfits", () => {
  it("counts the public outfits made with the product and shows the newest, never private ones or a blocked person's", async () => {
    const { boots, author, outfit } = await lookOfProducts();
    const closet = await wall.closet(author);
    const again = await wall.item(author, closet.id, { productId: boots.id });
    const second = await wall.outfit(author, { itemIds: [again.id] });
    await wall.outfit(author, { itemIds: [again.id], visibility: "private" });
    const viewer = await registerPerson(test);
    const seen = okBody<OutfitsWithProduct>(await wall.get(viewer, `/v1/product/${boots.id}/outfits`));
    expect(seen.count).toBe(2);
    expect(seen.items.map((shown) => shown.id)).toEqual([second.id, outfit.id]);

    await wall.block(viewer, author);
    const blocked = okBody<OutfitsWithProduct>(await wall.get(viewer, `/v1/product/${boots.id}/outfits`));
    expect(blocked).toEqual({ count: 0, items: [] });
  });

  it("is 400 for a bad id and 401 without a token", async () => {
    const { boots } = await lookOfProducts();
    expect((await wall.get(await registerPerson(test), "/v1/product/nope/outfits")).statusCode).toBe(400);
    expect((await wall.get(null, `/v1/product/${boots.id}/outfits`)).statusCode).toBe(401);
  });
});

describe("a cart line added from an outfit", () => {
  const add = (person: Person, body: object) =>
    test.request({ method: "POST", url: "/v1/cart", headers: person.headers, payload: body });

  it("remembers the outfit and its author", async () => {
    const { coat, author, outfit } = await lookOfProducts();
    const shopper = await registerPerson(test);
    const added = await add(shopper, { variantId: coat.variants[0]?.id, outfitId: outfit.id });
    expect(added.statusCode, added.body).toBe(201);
    const line = added.json<CartLine>();
    expect(line.outfit).toEqual({
      id: outfit.id,
      author: { id: idOf(author), fullName: `${author.auth.user.firstName} ${author.auth.user.lastName}` },
    });
    const cart = okBody<{ stores: { lines: CartLine[] }[] }>(await wall.get(shopper, "/v1/cart"));
    expect(cart.stores[0]?.lines[0]?.outfit?.id).toBe(outfit.id);
  });

  it("is bought with the look and its author on the order's line, for the look's author to be paid on", async () => {
    const { store, coat, author, outfit } = await lookOfProducts();
    const { id: methodId } = await store.ship();
    const shopper = await registerPerson(test);
    const address = await test.request({
      method: "POST",
      url: "/v1/users/addresses",
      headers: shopper.headers,
      payload: {
        fullName: "Noor Haddad",
        line1: "3 Quai Voltaire",
        city: "Paris",
        postalCode: "75007",
        country: "FR",
      },
    });
    expect((await add(shopper, { variantId: coat.variants[0]?.id, outfitId: outfit.id })).statusCode).toBe(
      201,
    );
    const paid = await test.request({
      method: "POST",
      url: "/v1/cart/checkout",
      headers: { ...shopper.headers, "idempotency-key": randomUUID() },
      payload: {
        addressId: address.json<{ id: string }>().id,
        shippingMethods: { [store.storeId]: methodId },
        paymentMethodId: "pm_card_visa",
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const lines = await rowsOf<{ variantId: string; outfitId: string; outfitAuthorId: string }>(
      test.deps.database.db,
      "order_lines",
    );
    expect(lines.find((line) => line.variantId === coat.variants[0]?.id)).toMatchObject({
      outfitId: outfit.id,
      outfitAuthorId: idOf(author),
    });
  });

  it("refuses an outfit that does not show the product, or that the shopper may not see, and adds nothing", async () => {
    const { boots, outfit: publicLook } = await lookOfProducts();
    const { coat, outfit: privateLook } = await lookOfProducts("private");
    const shopper = await registerPerson(test);
    for (const [variantId, outfitId] of [
      [coat.variants[0]?.id, publicLook.id],
      [boots.variants[0]?.id, privateLook.id],
    ]) {
      const refused = await add(shopper, { variantId, outfitId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ outfitId: ["This outfit does not show this product."] });
    }
    const cart = okBody<{ totalQuantity: number }>(await wall.get(shopper, "/v1/cart"));
    expect(cart.totalQuantity).toBe(0);
  });
});
