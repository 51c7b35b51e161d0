import { randomUUID } from "node:crypto";
import type { Checkout, ShippingOptions } from "@cbm/contracts";
import { type APIRequestContext, expect } from "@playwright/test";
import { madeUpWord, productOf, storeOf } from "./shop-fixtures.ts";
import { registeredPerson } from "./support.ts";

/** A customer who paid, through the API, for two shirts and a belt of one store, shipped to Austin. */
export async function paidOrder(request: APIRequestContext) {
  const Word = madeUpWord().replace(/^./, (first) => first.toUpperCase());
  const { retailer, store } = await storeOf(request);
  const product = (title: string, priceMinor: number, colour: "olive" | "camel") =>
    productOf(request, retailer, {
      title: `${Word} ${title}`,
      category: "tops",
      subcategory: "shirt",
      priceMinor,
      colours: [colour],
      variants: [{ size: "M", colour, stock: 5 }],
    });
  const [shirt, overshirt] = [
    await product("poplin shirt", 2900, "olive"),
    await product("overshirt", 1500, "camel"),
  ];
  const customer = await registeredPerson(request);
  const headers = { authorization: `Bearer ${customer.accessToken}` };
  const post = async (path: string, data: object, extra: Record<string, string> = {}) => {
    const response = await request.post(path, { headers: { ...headers, ...extra }, data });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return response.json();
  };
  const address = await post("/v1/users/addresses", {
    fullName: "Iris Apfel",
    line1: "1 Main Street",
    city: "Austin",
    postalCode: "78701",
    country: "US",
  });
  await post("/v1/cart", { variantId: shirt.variants[0]?.id, quantity: 2 });
  await post("/v1/cart", { variantId: overshirt.variants[0]?.id, quantity: 1 });
  const options = await request.get(`/v1/cart/shipping-options?addressId=${address.id}`, { headers });
  const [method] = ((await options.json()) as ShippingOptions).stores[0]?.methods ?? [];
  const checkout: Checkout = await post(
    "/v1/cart/checkout",
    { addressId: address.id, shippingMethods: { [store.id]: method?.id }, paymentMethodId: "pm_card_visa" },
    { "idempotency-key": randomUUID().replaceAll("-", "") },
  );
  return { retailer, customer, store, Word, orderId: checkout.orders[0]?.id ?? "" };
}

/** A paid order (as `paidOrder`) that its store shipped and delivered, through the API. */
export async function deliveredOrder(request: APIRequestContext) {
  const order = await paidOrder(request);
  const headers = { authorization: `Bearer ${order.retailer.accessToken}` };
  const move = async (action: string, data: object = {}) => {
    const response = await request.post(`/v1/retailer/order/${order.orderId}/${action}`, { headers, data });
    expect(response.status(), await response.text()).toBe(200);
  };
  await move("ship", { carrier: "Colissimo", trackingNumber: "6A12345678901" });
  await move("deliver");
  return order;
}
