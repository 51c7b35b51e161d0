import { randomUUID } from "node:crypto";
import type { Colour, Product, ProductCard, ProductCardPage } from "@cbm/contracts";
import sharp from "sharp";
import { expect } from "vitest";
import { type Person, registerPerson, type TestApp } from "./harness.ts";

/** A small photo in the test app's storage, for products' images. */
export async function productPhoto(test: TestApp): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 50, channels: 3, background: "#7a8b6b" } })
    .png()
    .toBuffer();
  return test.deps.storage.put(png, "image/png");
}

export interface Piece {
  title?: string;
  category?: string;
  subcategory?: string;
  brandId?: string;
  priceMinor?: number;
  compareAtMinor?: number;
  status?: string;
  tags?: string[];
  variants?: { size: string; colour: Colour; stock: number }[];
}

/** A new retailer's store, and a way to list products in it (an active tee in black M, 4 in stock, unless told). */
export async function openShop(test: TestApp, photo: string) {
  const owner: Person = await registerPerson(test, { role: "retailer" });
  const storeId = (
    await test.request({ method: "GET", url: "/v1/retailer/store", headers: owner.headers })
  ).json<{
    id: string;
  }>().id;
  const add = async (piece: Piece = {}): Promise<Product> => {
    const { variants = [{ size: "M", colour: "black", stock: 4 }], ...fields } = piece;
    const response = await test.request({
      method: "POST",
      url: "/v1/retailer/products",
      headers: owner.headers,
      payload: {
        title: "Everyday tee",
        category: "tops",
        subcategory: "t-shirt",
        images: [photo],
        priceMinor: 3000,
        status: "active",
        ...fields,
        variants: variants.map((variant) => ({ ...variant, sku: `S-${randomUUID().slice(0, 12)}` })),
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Product>();
  };
  /** Changes a product as its form would, sending its other fields as they are. */
  const change = async (product: Product, fields: Partial<Piece> & { variants?: Product["variants"] }) => {
    const response = await test.request({
      method: "PUT",
      url: `/v1/retailer/product/${product.id}`,
      headers: owner.headers,
      payload: {
        title: product.title,
        category: product.category,
        subcategory: product.subcategory,
        images: product.images.map((image) => image.url),
        priceMinor: product.priceMinor,
        status: product.status,
        variants: product.variants,
        ...fields,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Product>();
  };
  /** Configures the store as its page would: USD, open, unless `fields` say otherwise. */
  const configure = async (fields: Record<string, unknown> = {}) => {
    const response = await test.request({
      method: "PUT",
      url: "/v1/retailer/store",
      headers: owner.headers,
      payload: {
        name: `Store ${storeId.slice(0, 8)}`,
        slug: `store-${storeId.slice(0, 8)}`,
        currency: "USD",
        handlingDays: 2,
        returnWindowDays: 30,
        vacation: false,
        ...fields,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  /** Puts the store on vacation until `returnsOn`, or back. */
  const vacation = (on: boolean, returnsOn?: string) =>
    configure(
      on ? { vacation: true, vacationMessage: "Away at the fair", vacationReturnsOn: returnsOn } : {},
    );
  /** Adds a shipping method (standard, 4.95, free over 100.00, everywhere, unless told). */
  const ship = async (fields: Record<string, unknown> = {}): Promise<{ id: string }> => {
    const response = await test.request({
      method: "POST",
      url: "/v1/retailer/shipping-methods",
      headers: owner.headers,
      payload: {
        name: "Standard",
        priceMinor: 495,
        freeOverMinor: 10_000,
        minDays: 2,
        maxDays: 4,
        ...fields,
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  return { owner, storeId, add, change, configure, vacation, ship };
}

/** The shop's cards for `query` (a page of up to 60), as `person` sees them. */
export async function shopCards(test: TestApp, person: Person, query: string): Promise<ProductCard[]> {
  const response = await test.request({
    method: "GET",
    url: `/v1/products?limit=60&${query}`,
    headers: person.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductCardPage>().items;
}

/** The ids of every page of `limit` of the shop for `query`, following the cursor to the end. */
export async function pagedShopIds(
  test: TestApp,
  person: Person,
  query: string,
  limit: number,
): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const url: string = `/v1/products?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
    const response = await test.request({ method: "GET", url, headers: person.headers });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<ProductCardPage>();
    seen.push(...page.items.map((card) => card.id));
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}
