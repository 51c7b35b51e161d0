import { randomUUID } from "node:crypto";
import type { ProductDetails } from "@cbm/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { shopUnderTest } from "../../testing/checkout.ts";
import { type Person, registerPerson } from "../../testing/harness.ts";
import { openShop } from "../../testing/shop.ts";

const app = shopUnderTest();
let shopper: Person;
beforeAll(async () => {
  shopper = await registerPerson(app.test);
});

const get = (person: Person | null, url: string) =>
  app.test.request({ method: "GET", url, headers: person?.headers ?? {} });
const shop = () => openShop(app.test, app.photo);

describe("GET /v1/product/{id}", () => {
  it("shows the product with each variant's availability and the store's shipping and returns", async () => {
    const { ship, add } = await shop();
    await ship({ freeOverMinor: 5000 });
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
