import { randomUUID } from "node:crypto";
import type { Checkout } from "@cbm/contracts";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, expect } from "vitest";
import { type Person, registerPerson, startTestApp, type TestApp } from "./harness.ts";
import { openShop, productPhoto } from "./shop.ts";
import { rowsOf } from "./tables.ts";

type Method = NonNullable<InjectOptions["method"]>;

/** What the helpers work on, filled in by the test file's beforeAll. */
export interface Shop {
  test: TestApp;
  photo: string;
}

/** A test app and a product photo for the file's tests: started before them, closed after them. */
export function shopUnderTest(): Shop {
  const shop = {} as Shop;
  beforeAll(async () => {
    const test = await startTestApp();
    Object.assign(shop, { test, photo: await productPhoto(test) });
  });
  afterAll(() => shop.test.close());
  return shop;
}

/** The buying side of the shop in tests: stores that sell, shoppers with carts, checkouts. */
export function buying(shop: Shop) {
  const call = (person: Person | null, method: Method, url: string, payload?: object, headers = {}) =>
    shop.test.request({
      method,
      url,
      headers: { ...person?.headers, ...headers },
      payload: payload as Record<string, unknown>,
    });

  /** A store with a shipping method and a product of the given stock and price. */
  async function storeSelling(stock: number, priceMinor = 3_000, method: Record<string, unknown> = {}) {
    const store = await openShop(shop.test, shop.photo);
    const product = await store.add({ priceMinor, variants: [{ size: "M", colour: "black", stock }] });
    const { id: methodId } = await store.ship(method);
    return { ...store, product, variantId: product.variants[0]?.id as string, methodId };
  }

  /** A shopper with an address in `country`, and the quantities of variants in their cart. */
  async function shopperWith(lines: [string, number][], country = "US") {
    const person = await registerPerson(shop.test);
    const address = await call(person, "POST", "/v1/users/addresses", {
      fullName: "Grace Hopper",
      line1: "221 Market Street",
      city: "San Francisco",
      postalCode: "94103",
      country,
    });
    expect(address.statusCode, address.body).toBe(200);
    for (const [variantId, quantity] of lines) {
      expect((await call(person, "POST", "/v1/cart", { variantId, quantity })).statusCode).toBe(201);
    }
    return { person, addressId: address.json<{ id: string }>().id };
  }

  const newKey = () => randomUUID().replaceAll("-", "");

  const checkout = (person: Person, body: object, key = newKey()) =>
    call(person, "POST", "/v1/cart/checkout", body, { "idempotency-key": key });

  /** A store's paid order of two of its product (stock 5), and who bought it. */
  async function paidOrder() {
    const store = await storeSelling(5);
    const { person, addressId } = await shopperWith([[store.variantId, 2]]);
    const paid = await checkout(person, {
      addressId,
      shippingMethods: { [store.storeId]: store.methodId },
      paymentMethodId: "pm_card_visa",
    });
    expect(paid.statusCode, paid.body).toBe(201);
    return { store, buyer: person, orderId: paid.json<Checkout>().orders[0]?.id as string };
  }

  const stockOf = async (variantId: string) =>
    (await rowsOf<{ id: string; stock: number }>(shop.test.deps.database.db, "product_variants")).find(
      (variant) => variant.id === variantId,
    )?.stock;

  /** The product's stock together, as the shop's cards read it. */
  const totalStockOf = async (productId: string) =>
    (await rowsOf<{ id: string; totalStock: number }>(shop.test.deps.database.db, "products")).find(
      (product) => product.id === productId,
    )?.totalStock;

  /** The test provider's charges made for a checkout. */
  const chargesFor = async (checkoutId: string) =>
    (
      await rowsOf<{ idempotencyKey: string; outcome: string }>(shop.test.deps.database.db, "test_charges")
    ).filter((charge) => charge.idempotencyKey === `checkout-${checkoutId}`);

  return { call, storeSelling, shopperWith, newKey, checkout, paidOrder, stockOf, totalStockOf, chargesFor };
}
