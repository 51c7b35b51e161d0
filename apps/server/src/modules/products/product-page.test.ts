import { randomUUID } from "node:crypto";
import type { ProductDetails } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";
import { openShop, productPhoto } from "../../testing/shop.ts";

let test: TestApp;
let photo: string;
let shopper: Person;
beforeAll(async () => {
  test = await startTestApp();
  photo = await productPhoto(test);
  shopper = await registerPerson(test);
});
afterAll(() => test.close());

const get = (person: Person | null, url: string) =>
  test.request({ method: "GET", url, headers: person?.headers ?? {} });
const shop = () => openShop(test, photo);

describe("GET /v1/product/{id}", () => {
  it("shows the product with each variant's availability and the store's shipping and returns", async () => {
    const { owner, add } = await shop();
    await test.request({
      method: "POST",
      url: "/v1/retailer/shipping-methods",
      headers: owner.headers,
      payload: { name: "Standard", priceMinor: 495, freeOverMinor: 5000, minDays: 2, maxDays: 4 },
    });
    const product = await add({
      title: "Linen trousers",
      category: "bottoms",
      subcategory: "trousers",
      variants: [
        { size: "S", colour: "beige", stock: 0 },
        { size: "M", colour: "beige", stock: 2 },
      ],
    });
    const response = await get(shopper, `/v1/product/${product.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const details = response.json<ProductDetails>();
    expect(details.variants.map((variant) => [variant.size, variant.available])).toEqual([
      ["S", false],
      ["M", true],
    ]);
    expect(details.store).toMatchObject({
      handlingDays: 3,
      returnWindowDays: 30,
      shippingMethods: [{ name: "Standard", priceMinor: 495, freeOverMinor: 5000, minDays: 2, maxDays: 4 }],
      vacation: { on: false },
    });
    expect(details.images).toEqual(product.images);
    expect(details).not.toHaveProperty("variants.0.stock");
  });

  it("is a 404 for a draft, an unknown id, and a 400 for a malformed one", async () => {
    const { add } = await shop();
    const draft = await add({ status: "draft" });
    expect((await get(shopper, `/v1/product/${draft.id}`)).statusCode).toBe(404);
    expect((await get(shopper, `/v1/product/${randomUUID()}`)).statusCode).toBe(404);
    expect((await get(shopper, "/v1/product/nope")).json()).toEqual({ id: ["Product must be a valid id"] });
    expect((await get(null, `/v1/product/${draft.id}`)).statusCode).toBe(401);
  });
});
