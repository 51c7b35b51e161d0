import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { paidOrder } from "./order-fixtures.ts";
import { DESKTOP, lookAtBothSizes } from "./shop-fixtures.ts";
import { pageHeading, registeredPerson, signIn } from "./support.ts";

test.use({ viewport: DESKTOP });

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
  const lines = page.getByRole("region", { name: "What was bought" }).getByRole("listitem");
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
