import type { AuthResponse } from "@cbm/contracts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { DESKTOP, lookAtBothSizes, madeUpWord, productOf, storeOf } from "./shop-fixtures.ts";
import { dismissToasts, pageHeading, registeredPerson, signIn } from "./support.ts";

test.use({ viewport: DESKTOP });

/** A card's expiry three years on, as the card form takes it. */
const FUTURE = `05${(new Date().getFullYear() + 3) % 100}`;

/** Adds a card from the checkout's Payment section, as a person types it. */
async function addCard(page: Page, number: string) {
  await page.getByRole("region", { name: "Payment" }).getByRole("button", { name: "Add a card" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a card" });
  await dialog.getByRole("textbox", { name: "Card number" }).pressSequentially(number);
  await dialog.getByRole("textbox", { name: "Expiration date" }).pressSequentially(FUTURE);
  await dialog.getByRole("textbox", { name: "Security code" }).fill("123");
  await dialog.getByRole("button", { name: "Save card" }).click();
  await expect(dialog).toBeHidden();
}

/** Two stores' products in a customer's cart (a shirt in M and L, a scarf), with an address. */
async function cartFromTwoStores(request: APIRequestContext) {
  const Word = madeUpWord().replace(/^./, (first) => first.toUpperCase());
  const [first, second] = [await storeOf(request), await storeOf(request, "Atelier Sable")];
  const shirt = await productOf(request, first.retailer, {
    title: `${Word} linen shirt`,
    category: "tops",
    subcategory: "shirt",
    priceMinor: 4900,
    colours: ["cream"],
    variants: [
      { size: "M", colour: "cream", stock: 4 },
      { size: "L", colour: "cream", stock: 2 },
    ],
  });
  const scarf = await productOf(request, second.retailer, {
    title: `${Word} silk scarf`,
    category: "accessories",
    subcategory: "scarf",
    priceMinor: 3500,
    colours: ["burgundy"],
    variants: [{ size: "One size", colour: "burgundy", stock: 5 }],
  });
  const shopper = await registeredPerson(request);
  const headers = { authorization: `Bearer ${shopper.accessToken}` };
  const address = await request.post("/v1/users/addresses", {
    headers,
    data: {
      fullName: "Iris Apfel",
      line1: "12 Rue de Rivoli",
      city: "Paris",
      postalCode: "75001",
      country: "FR",
    },
  });
  expect(address.status(), await address.text()).toBe(200);
  for (const variant of [...shirt.variants, ...scarf.variants]) {
    const added = await request.post("/v1/cart", { headers, data: { variantId: variant.id, quantity: 1 } });
    expect(added.status(), await added.text()).toBe(201);
  }
  return { shopper, first, second, Word };
}

const openCheckout = async (page: Page, shopper: AuthResponse) => {
  await signIn(page, shopper);
  await page.goto("/cart");
  await page.getByRole("link", { name: "Go to checkout" }).click();
  await expect(pageHeading(page)).toHaveText("Checkout");
};

test("a declined card shows the provider's message and keeps the cart; the Visa test card places one order per store", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { shopper, first, second, Word } = await cartFromTwoStores(request);
  await openCheckout(page, shopper);
  await expect(page.getByRole("radio", { name: /Iris Apfel/ })).toBeChecked();
  const firstPart = page.getByRole("region", { name: `From ${first.store.name}` });
  await expect(firstPart.getByText(new RegExp(`^1 × ${Word} linen shirt`))).toHaveCount(2);
  // 49.00 × 2 ships free (over 80.00); 35.00 + 4.90 from the other store.
  await expect(firstPart.getByRole("radio", { name: /Colissimo.*Free/ })).toBeChecked();
  await expect(page.getByText("€137.90")).toBeVisible();
  await expect(page.getByRole("button", { name: "Place order" })).toBeDisabled();

  await addCard(page, "4000000000000002");
  await expect(page.getByRole("radio", { name: /Visa ending in 0002/ })).toBeChecked();
  await dismissToasts(page);
  await lookAtBothSizes(page, "checkout");
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your order was not placed" })).toContainText(
    "Your card was declined.",
  );
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();

  await addCard(page, "4242424242424242");
  await expect(page.getByRole("radio", { name: /Visa ending in 4242/ })).toBeChecked();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByText("Thank you! Your 2 orders are placed.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart" })).toBeVisible();
  const orders = await request.get("/v1/orders", {
    headers: { authorization: `Bearer ${shopper.accessToken}` },
  });
  const stores = ((await orders.json()) as { items: { store: { id: string }; status: string }[] }).items;
  expect(stores.map((order) => [order.store.id, order.status]).sort()).toEqual(
    [
      [first.store.id, "paid"],
      [second.store.id, "paid"],
    ].sort(),
  );
});

test("a card whose bank asks to confirm: failing the check keeps the cart, completing it places the orders", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { shopper } = await cartFromTwoStores(request);
  await openCheckout(page, shopper);
  await addCard(page, "4000002760003184");
  await expect(page.getByRole("radio", { name: /Visa ending in 3184/ })).toBeChecked();
  await dismissToasts(page);

  await page.getByRole("button", { name: "Place order" }).click();
  const bank = page.getByRole("dialog", { name: "Confirm with your bank" });
  await expect(bank).toBeVisible();
  await lookAtBothSizes(page, "checkout-bank-check");
  await bank.getByRole("button", { name: "Fail the check" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Your order was not placed" })).toContainText(
    "We are unable to authenticate your payment method.",
  );
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();

  await page.getByRole("button", { name: "Place order" }).click();
  await bank.getByRole("button", { name: "Complete the check" }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByText("Thank you! Your 2 orders are placed.")).toBeVisible();
});
