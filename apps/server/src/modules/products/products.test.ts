import { randomUUID } from "node:crypto";
import { type OwnStore, PRODUCT_LIMITS, type Product, type ProductPage } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newBrand } from "../../testing/brands.ts";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";

let test: TestApp;
let photos: string[];
beforeAll(async () => {
  test = await startTestApp();
  // Three small uploads, of three colours: a product's images are re-encoded from them.
  photos = await Promise.all(
    ["#c97b6b", "#2f4f4f", "#e8dcc9"].map(async (background) =>
      test.deps.storage.put(
        await sharp({ create: { width: 40, height: 50, channels: 3, background } })
          .png()
          .toBuffer(),
        "image/png",
      ),
    ),
  );
});
afterAll(() => test.close());

const send = (
  person: Person | null,
  method: "GET" | "PUT" | "POST" | "DELETE",
  url: string,
  payload?: object,
) => test.request({ method, url, payload, headers: person?.headers ?? {} });
const retailer = () => registerPerson(test, { role: "retailer" });
const sku = () => `SKU-${randomUUID().slice(0, 8)}`;

/** A product body with two variants, as the form sends it. */
const body = (overrides: Record<string, unknown> = {}) => ({
  title: "Washed linen shirt",
  description: "Garment-dyed, relaxed fit.",
  category: "tops",
  subcategory: "shirt",
  tags: ["linen", "#Summer"],
  images: photos,
  priceMinor: 8900,
  compareAtMinor: 11900,
  status: "active",
  variants: [
    { size: "S", colour: "cream", sku: sku(), stock: 3 },
    { size: "M", colour: "cream", sku: sku(), stock: 7 },
  ],
  ...overrides,
});

async function created(owner: Person, overrides: Record<string, unknown> = {}): Promise<Product> {
  const response = await send(owner, "POST", "/v1/retailer/products", body(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Product>();
}

const store = async (owner: Person) => (await send(owner, "GET", "/v1/retailer/store")).json<OwnStore>();

describe("POST /v1/retailer/products and GET /v1/retailer/product/{id}", () => {
  it("creates a product with its images re-encoded, its variants in order and the store's currency", async () => {
    const owner = await retailer();
    const brand = await newBrand(test, "Lino");
    const product = await created(owner, { brandId: brand.id });
    expect(product).toMatchObject({
      title: "Washed linen shirt",
      brand,
      tags: ["linen", "summer"],
      priceMinor: 8900,
      compareAtMinor: 11900,
      currency: "USD",
      status: "active",
      totalStock: 10,
      lowStock: false,
    });
    expect(product.images).toHaveLength(3);
    expect(product.images.every((image) => image.variants.length > 0 && !photos.includes(image.url))).toBe(
      true,
    );
    expect(product.variants.map((variant) => [variant.size, variant.stock])).toEqual([
      ["S", 3],
      ["M", 7],
    ]);
    const read = await send(owner, "GET", `/v1/retailer/product/${product.id}`);
    expect(read.json()).toEqual(product);
    expect((await store(owner)).productCount).toBe(1);
  });

  it("answers 400 with each field's message and writes nothing", async () => {
    const owner = await retailer();
    const response = await send(owner, "POST", "/v1/retailer/products", {
      title: "",
      category: "tops",
      subcategory: "jeans",
      images: [],
      priceMinor: 0,
      status: "sold",
      variants: [],
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual([
      "images",
      "priceMinor",
      "status",
      "title",
      "variants",
    ]);
    const mixed = await send(
      owner,
      "POST",
      "/v1/retailer/products",
      body({
        compareAtMinor: 8900,
        variants: [
          { size: "S", colour: "cream", sku: "DUP-1", stock: 1 },
          { size: "s", colour: "cream", sku: "dup-1", stock: -1 },
        ],
      }),
    );
    expect(mixed.json()).toEqual({
      compareAtMinor: ["Compare-at price must be more than the price"],
      "variants.1.sku": ["Each variant needs its own SKU"],
      "variants.1.size": ["Another variant has this size and colour"],
      "variants.1.stock": ["Stock cannot be negative"],
    });
    const outside = await send(
      owner,
      "POST",
      "/v1/retailer/products",
      body({ images: ["https://elsewhere.example/a.png"] }),
    );
    expect(Object.keys(outside.json())).toEqual(["images.0"]);
    const unknownBrand = await send(owner, "POST", "/v1/retailer/products", body({ brandId: randomUUID() }));
    expect(unknownBrand.json()).toEqual({ brandId: ["Choose a brand from the catalogue"] });
    const list = (await send(owner, "GET", "/v1/retailer/products")).json<ProductPage>();
    expect(list.total).toBe(0);
  });

  it(`holds at ${PRODUCT_LIMITS.images.max} images and ${PRODUCT_LIMITS.variants.max} variants`, async () => {
    const owner = await retailer();
    const tooMany = await send(
      owner,
      "POST",
      "/v1/retailer/products",
      body({
        images: Array.from({ length: PRODUCT_LIMITS.images.max + 1 }, () => photos[0]),
        variants: Array.from({ length: PRODUCT_LIMITS.variants.max + 1 }, (_, index) => ({
          size: `EU ${index}`,
          colour: "black",
          sku: sku(),
          stock: 1,
        })),
      }),
    );
    expect(tooMany.json()).toEqual({
      images: ["Add at most 8 images"],
      variants: ["Add at most 100 variants"],
    });
    const most = await created(owner, {
      variants: Array.from({ length: PRODUCT_LIMITS.variants.max }, (_, index) => ({
        size: `EU ${index}`,
        colour: "black",
        sku: sku(),
        stock: 1,
      })),
    });
    expect(most.variants).toHaveLength(PRODUCT_LIMITS.variants.max);
  });

  it("keeps SKUs unique in the store, case aside, but not across stores", async () => {
    const [owner, other] = [await retailer(), await retailer()];
    const taken = sku();
    await created(owner, { variants: [{ size: "One size", colour: "black", sku: taken, stock: 2 }] });
    const clash = await send(
      owner,
      "POST",
      "/v1/retailer/products",
      body({
        variants: [
          { size: "S", colour: "black", sku: sku(), stock: 1 },
          { size: "M", colour: "black", sku: taken.toLowerCase(), stock: 1 },
        ],
      }),
    );
    expect(clash.json()).toEqual({ "variants.1.sku": ["Another product of your store has this SKU"] });
    await created(other, { variants: [{ size: "One size", colour: "black", sku: taken, stock: 2 }] });
  });
});

describe("PUT /v1/retailer/product/{id}", () => {
  it("changes the fields, keeps variants sent with their id, adds the new, removes the missing; SKUs may swap", async () => {
    const owner = await retailer();
    const product = await created(owner);
    const [small, medium] = product.variants as [Product["variants"][0], Product["variants"][0]];
    const changed = await send(
      owner,
      "PUT",
      `/v1/retailer/product/${product.id}`,
      body({
        title: "Washed linen shirt, sand",
        images: [product.images[2]?.url, photos[0]],
        compareAtMinor: undefined,
        status: "draft",
        variants: [
          { id: medium.id, size: "M", colour: "beige", sku: small.sku, stock: 0 },
          { size: "L", colour: "beige", sku: sku(), stock: 1 },
          { id: small.id, size: "S", colour: "beige", sku: medium.sku, stock: 2 },
        ],
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json<Product>();
    expect(after).toMatchObject({
      title: "Washed linen shirt, sand",
      compareAtMinor: null,
      status: "draft",
      totalStock: 3,
      lowStock: true,
    });
    expect(after.images[0]).toEqual(product.images[2]);
    expect(after.variants.map((variant) => [variant.id === medium.id, variant.size, variant.sku])).toEqual([
      [true, "M", small.sku],
      [false, "L", after.variants[1]?.sku],
      [false, "S", medium.sku],
    ]);
    expect(after.variants[2]?.id).toBe(small.id);
    expect((await store(owner)).productCount).toBe(0);
  });

  it("refuses a variant id of another product", async () => {
    const owner = await retailer();
    const [one, two] = [await created(owner), await created(owner)];
    const stolen = await send(
      owner,
      "PUT",
      `/v1/retailer/product/${one.id}`,
      body({
        variants: [{ id: two.variants[0]?.id, size: "S", colour: "cream", sku: sku(), stock: 1 }],
      }),
    );
    expect(stolen.json()).toEqual({ "variants.0.id": ["This variant is not the product's"] });
  });
});

describe("GET /v1/retailer/products", () => {
  it("lists the store's products newest first, by keyword with a typo, status and low stock", async () => {
    const owner = await retailer();
    const linen = await created(owner, { title: "Linen wrap dress" });
    const draft = await created(owner, { title: "Merino crewneck", status: "draft" });
    const low = await created(owner, {
      title: "Silk scarf",
      variants: [{ size: "One size", colour: "red", sku: sku(), stock: 2 }],
    });
    const ids = async (query: string) =>
      (await send(owner, "GET", `/v1/retailer/products?${query}`))
        .json<ProductPage>()
        .items.map((item) => item.id);
    expect(await ids("")).toEqual([low.id, draft.id, linen.id]);
    expect(await ids("keyword=merrino")).toEqual([draft.id]);
    expect((await ids("keyword=LINEN%20WRAP"))[0]).toBe(linen.id);
    expect(await ids("status=draft")).toEqual([draft.id]);
    expect(await ids("lowStock=true")).toEqual([low.id]);
    expect(await ids("size=1&page=1")).toEqual([draft.id]);
    const bad = await send(owner, "GET", "/v1/retailer/products?status=sold&lowStock=maybe&size=0");
    expect(Object.keys(bad.json()).sort()).toEqual(["lowStock", "size", "status"]);
  });
});

describe("DELETE /v1/retailer/product/{id}", () => {
  it("deletes a product never ordered, and archives one that was", async () => {
    const owner = await retailer();
    const [gone, ordered] = [await created(owner), await created(owner)];
    expect((await send(owner, "DELETE", `/v1/retailer/product/${gone.id}`)).json()).toEqual({
      message: "The product was deleted.",
    });
    expect((await send(owner, "GET", `/v1/retailer/product/${gone.id}`)).statusCode).toBe(404);
    await test.deps.database.db.execute(
      sql`update products set first_order_at = now() where id = ${ordered.id}`,
    );
    expect((await send(owner, "DELETE", `/v1/retailer/product/${ordered.id}`)).json()).toEqual({
      message: "The product has orders, so it was archived instead of deleted.",
    });
    expect((await send(owner, "GET", `/v1/retailer/product/${ordered.id}`)).json()).toMatchObject({
      status: "archived",
    });
    expect((await store(owner)).productCount).toBe(0);
  });
});

describe("who may", () => {
  it("another store's product is a 404; other roles 403; no token 401", async () => {
    const [owner, rival] = [await retailer(), await retailer()];
    const product = await created(owner);
    for (const [method, payload] of [["GET"], ["PUT", body()], ["DELETE"]] as const) {
      expect((await send(rival, method, `/v1/retailer/product/${product.id}`, payload)).statusCode).toBe(404);
    }
    const customer = await registerPerson(test);
    expect((await send(customer, "GET", "/v1/retailer/products")).statusCode).toBe(403);
    expect((await send(customer, "POST", "/v1/retailer/products", body())).statusCode).toBe(403);
    expect((await send(customer, "GET", `/v1/retailer/product/${product.id}`)).statusCode).toBe(403);
    expect((await send(null, "GET", "/v1/retailer/products")).json()).toEqual({
      message: "Unauthenticated.",
    });
    expect((await send(null, "POST", "/v1/retailer/products", body())).statusCode).toBe(401);
    expect((await send(owner, "GET", "/v1/retailer/product/nope")).json()).toEqual({
      id: ["Product must be a valid id"],
    });
  });
});
