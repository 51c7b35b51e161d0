import { expect, test } from "@playwright/test";
import { deliveredOrder } from "./order-fixtures.ts";
import { DESKTOP, lookAtBothSizes } from "./shop-fixtures.ts";
import { pageHeading, signIn } from "./support.ts";

test.use({ viewport: DESKTOP });

test("the customer returns a shirt of a delivered order; the store receives it and refunds it; the customer sees it refunded", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { retailer, customer, store, Word, orderId } = await deliveredOrder(request);

  await signIn(page, customer);
  await page.goto(`/my-orders/${orderId}`);
  await expect(pageHeading(page)).toHaveText(`Order from ${store.name}`);
  await expect(page.getByText(/You can ask to return items until/)).toBeVisible();
  await page.getByRole("button", { name: "Return items" }).click();
  const dialog = page.getByRole("dialog", { name: "Return items" });
  await dialog.getByRole("checkbox", { name: `${Word} poplin shirt` }).check();
  await dialog.getByRole("textbox", { name: `How many of ${Word} poplin shirt to return` }).fill("1");
  await dialog.getByRole("textbox", { name: "Reason" }).fill("Too tight in the shoulders.");
  await lookAtBothSizes(page, "order-return-dialog");
  await dialog.getByRole("button", { name: "Ask to return" }).click();
  await expect(dialog).toBeHidden();
  const returned = page.getByRole("region", { name: "Return" });
  await expect(returned).toContainText("Why: Too tight in the shoulders.");
  await expect(returned).toContainText("€29.00");
  await expect(page.getByRole("list", { name: "Status history" })).toContainText("Return requested");
  await expect(page.getByRole("button", { name: "Return items" })).toBeHidden();

  await signIn(page, retailer);
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole("region", { name: "Return" })).toContainText("Too tight in the shoulders.");
  await expect(page.getByRole("button", { name: "Decline return" })).toBeVisible();
  await lookAtBothSizes(page, "store-order-return");
  await page.getByRole("button", { name: "Mark return received" }).click();
  await expect(page.getByRole("list", { name: "Status history" })).toContainText("Returned");
  await page.getByRole("button", { name: "Refund" }).click();
  const refund = page.getByRole("dialog", { name: "Refund this return?" });
  await expect(refund).toContainText("is refunded €29.00");
  await refund.getByRole("button", { name: "Refund" }).click();
  await expect(refund).toBeHidden();
  await expect(page.getByRole("list", { name: "Status history" })).toContainText("Refunded");
  await expect(page.getByRole("group", { name: "What you can do" })).toBeHidden();

  await signIn(page, customer);
  await page.goto(`/my-orders/${orderId}`);
  await expect(page.getByRole("list", { name: "Status history" })).toContainText("Refunded");
  await expect(page.getByRole("region", { name: "Return" })).toContainText("Refunded");
  await lookAtBothSizes(page, "order-refunded");
});
