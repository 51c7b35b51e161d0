import { expect, test } from "@playwright/test";
import { paidOrder } from "./order-fixtures.ts";
import { DESKTOP, lookAtBothSizes } from "./shop-fixtures.ts";
import { pageHeading, signIn, wallAs } from "./support.ts";

test.use({ viewport: DESKTOP });

test("the store ships a paid order with its tracking; the customer sees the tracking and confirms receipt", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { retailer, customer, store, orderId } = await paidOrder(request);
  const buyerName = `${customer.user.firstName} ${customer.user.lastName}`;

  await signIn(page, retailer);
  await page.goto("/wall");
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Orders", exact: true })
    .click();
  await expect(pageHeading(page)).toHaveText("Orders");
  await page.getByText("Paid — to ship").click();
  await expect(page).toHaveURL(/status=paid/);
  const order = page.getByRole("list", { name: "Your store's orders" }).getByRole("listitem");
  await expect(order).toHaveCount(1);
  await expect(order).toContainText("Paid");
  await expect(order).toContainText("3 items");
  await expect(order).toContainText("€77.90");
  await lookAtBothSizes(page, "store-orders");

  await order.getByRole("link", { name: `Order from ${buyerName}` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${orderId}$`));
  await expect(pageHeading(page)).toHaveText(`Order from ${buyerName}`);
  await expect(page.getByRole("region", { name: "Delivery" })).toContainText("1 Main Street");
  await expect(page.getByRole("region", { name: "Delivery" })).toContainText("Ship it by");
  await lookAtBothSizes(page, "store-order");

  await page.getByRole("button", { name: "Ship" }).click();
  const ship = page.getByRole("dialog", { name: "Ship the order" });
  await ship.getByRole("textbox", { name: "Carrier" }).fill("Colissimo");
  await ship.getByRole("textbox", { name: "Tracking number" }).fill("6A12345678901");
  await lookAtBothSizes(page, "store-order-ship");
  await ship.getByRole("button", { name: "Ship" }).click();
  await expect(ship).toBeHidden();
  await expect(page.getByText("Tracking: Colissimo 6A12345678901")).toBeVisible();
  await expect(page.getByRole("button", { name: "Mark delivered" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Status history" })).toContainText("Shipped");

  await signIn(page, customer);
  await page.goto(`/my-orders/${orderId}`);
  await expect(pageHeading(page)).toHaveText(`Order from ${store.name}`);
  await expect(page.getByText("Tracking: Colissimo 6A12345678901")).toBeVisible();
  await page.getByRole("button", { name: "Confirm receipt" }).click();
  await expect(page.getByRole("list", { name: "Status history" })).toContainText("Completed");
  await expect(page.getByRole("button", { name: "Confirm receipt" })).toBeHidden();
  await lookAtBothSizes(page, "order-completed");

  // What arrived goes into one of the customer's closets, once.
  const closet = await wallAs(request, customer).closet({ name: "New in" });
  await page.getByRole("button", { name: "Add to my closet" }).click();
  const adding = page.getByRole("dialog", { name: "Add to my closet" });
  await adding.getByRole("radio", { name: "New in" }).check();
  await lookAtBothSizes(page, "order-to-closet");
  await adding.getByRole("button", { name: "Add the items" }).click();
  await expect(adding.getByRole("status")).toHaveText("2 items added to New in");
  await adding.getByRole("link", { name: "See the closet" }).click();
  await expect(page).toHaveURL(new RegExp(`/wall/closets/${closet.id}$`));
  await expect(pageHeading(page)).toHaveText("New in");
  await expect(page.getByText("2 items", { exact: true })).toBeVisible();
});

test("the customer cancels a paid order, refunded in full, and sees it cancelled", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { customer, orderId } = await paidOrder(request);
  await signIn(page, customer);
  await page.goto(`/my-orders/${orderId}`);
  await page.getByRole("button", { name: "Cancel order" }).click();
  const dialog = page.getByRole("dialog", { name: "Cancel this order?" });
  await expect(dialog).toContainText("refunded in full");
  await lookAtBothSizes(page, "order-cancel-dialog");
  await dialog.getByRole("button", { name: "Cancel order" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("list", { name: "Status history" })).toContainText("Cancelled");
  await expect(page.getByRole("button", { name: "Cancel order" })).toBeHidden();
  await lookAtBothSizes(page, "order-cancelled");
});
