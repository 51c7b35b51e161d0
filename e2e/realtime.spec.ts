import { expect, test } from "@playwright/test";
import { productOf, storeOf } from "./shop-fixtures.ts";
import { registeredPerson, signIn } from "./support.ts";

// The realtime channel in Chromium: a page holds a socket to the API, and what changes elsewhere (another
// tab, another device) shows on it without a reload.

test("a cart filled on another device shows on the open page's badge at once", async ({ page, request }) => {
  const { retailer } = await storeOf(request);
  const coat = await productOf(request, retailer, {
    title: "Realtime wool coat",
    category: "outerwear",
    subcategory: "coat",
    priceMinor: 21_000,
    colours: ["navy"],
    variants: [{ size: "M", colour: "navy", stock: 5 }],
  });
  const shopper = await registeredPerson(request);
  await signIn(page, shopper);
  await page.goto("/wall");
  await expect(page.getByRole("link", { name: "Cart", exact: true })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  // The other device: the same account, through the API.
  const added = await request.post("/v1/cart", {
    headers: { authorization: `Bearer ${shopper.accessToken}` },
    data: { variantId: coat.variants[0]?.id, quantity: 2 },
  });
  expect(added.status(), await added.text()).toBe(201);
  // Well within the badge's own 30 s before it is read again: the push brought it.
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible({ timeout: 5_000 });
  expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
});
