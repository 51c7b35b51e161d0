import { randomUUID } from "node:crypto";
import type { Checkout, ShippingOptions } from "@cbm/contracts";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { DESKTOP, lookAtBothSizes, madeUpWord, productOf, storeOf } from "./shop-fixtures.ts";
import { pageHeading, registeredPerson, signIn } from "./support.ts";

test.use({ viewport: DESKTOP });

/** A customer who paid, through the API, for two shirts and a belt of one store, shipped to Austin. */
async function paidOrder(request: APIRequestContext) {
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
  return { customer, store, Word, orderId: checkout.orders[0]?.id ?? "" };
}

test("a customer finds a paid order in My Orders and opens it: lines, totals, card, delivery and timeline", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { customer, store, Word, orderId } = await paidOrder(request);
  await signIn(page, customer);
  await page.goto("/wall");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "My Orders" }).click();
  await expect(pageHeading(page)).toHaveText("My orders");
  const order = page.getByRole("list", { name: "Your orders" }).getByRole("listitem");
  await expect(order).toHaveCount(1);
  await expect(order).toContainText(store.name);
  await expect(order).toContainText("Paid");
  await expect(order).toContainText("3 items");
  // Two shirts at €29.00 and an overshirt at €15.00, under the €80.00 that ships free: €4.90 of shipping.
  await expect(order).toContainText("€77.90");
  await lookAtBothSizes(page, "my-orders");

  await order.getByRole("link", { name: `Order from ${store.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/my-orders/${orderId}$`));
  await expect(pageHeading(page)).toHaveText(`Order from ${store.name}`);
  const lines = page.getByRole("region", { name: "What you bought" }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  const shirt = lines.filter({ hasText: `${Word} poplin shirt` });
  await expect(shirt).toContainText("Olive · Size M");
  await expect(shirt).toContainText("€29.00 × 2");
  await expect(shirt).toContainText("€58.00");
  await expect(shirt.getByRole("link", { name: `${Word} poplin shirt` })).toHaveAttribute(
    "href",
    new RegExp(`^/shop/${store.slug}/products/`),
  );
  await expect(page.getByText("Paid with Visa •••• 4242")).toBeVisible();
  await expect(page.getByRole("region", { name: "Summary" })).toContainText("€77.90");
  const delivery = page.getByRole("region", { name: "Delivery" });
  await expect(delivery).toContainText("1 Main Street");
  await expect(delivery).toContainText("Colissimo");
  await expect(delivery).toContainText("Arrives 2–4 days after it ships");
  await expect(delivery).toContainText("The store ships by");
  const history = page.getByRole("list", { name: "Status history" }).getByRole("listitem");
  await expect(history).toHaveCount(1);
  await expect(history).toContainText("Paid");
  await expect(history.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  await lookAtBothSizes(page, "order");
});

test("someone else's order, or one that never was, says it is not theirs; no orders invites to the shop", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { orderId } = await paidOrder(request);
  await signIn(page, await registeredPerson(request));
  for (const id of [orderId, randomUUID()]) {
    await page.goto(`/my-orders/${id}`);
    await expect(page.getByText("This order is not yours or does not exist")).toBeVisible();
  }
  await lookAtBothSizes(page, "order-not-yours");
  await page.getByRole("link", { name: "See my orders" }).click();
  await expect(page.getByText("No orders yet")).toBeVisible();
  await page.getByRole("link", { name: "Go to the shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});
