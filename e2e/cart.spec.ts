import { expect, test } from "@playwright/test";
import { chip, DESKTOP, lookAtBothSizes, madeUpWord, productOf, storeOf } from "./shop-fixtures.ts";
import { pageHeading, registeredPerson, signIn } from "./support.ts";

test.use({ viewport: DESKTOP });

test("a customer adds two sizes from two stores to the cart, sees the badge and the cart by store, changes a quantity and removes a line", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const word = madeUpWord();
  const Word = word.charAt(0).toUpperCase() + word.slice(1);
  const [first, second] = [await storeOf(request), await storeOf(request, "Atelier Sable")];
  const shirt = await productOf(request, first.retailer, {
    title: `${Word} linen shirt`,
    category: "tops",
    subcategory: "shirt",
    priceMinor: 4900,
    colours: ["cream"],
    variants: [
      { size: "S", colour: "cream", stock: 0 },
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
  await signIn(page, shopper);

  await page.goto(`/shop/${first.store.slug}/products/${shirt.id}`);
  await expect(pageHeading(page)).toHaveText(`${Word} linen shirt`);
  const addToCart = page.getByRole("button", { name: "Add to cart" });
  await expect(addToCart).toBeDisabled();
  await expect(page.getByText("Choose a colour and a size.")).toBeVisible();
  await chip(page, "M");
  await addToCart.click();
  await expect(page.getByText("Added to your cart.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 1 items" })).toBeVisible();
  await chip(page, "L");
  await page.getByRole("textbox", { name: "Quantity" }).fill("2");
  await addToCart.click();
  await expect(page.getByRole("link", { name: "Cart, 3 items" })).toBeVisible();
  // One more than the store has is refused, in the cart's words.
  await addToCart.click();
  await expect(page.getByRole("alert")).toHaveText("Only 2 left. You already have 2 in your cart.");

  await page.goto(`/shop/${second.store.slug}/products/${scarf.id}`);
  await expect(pageHeading(page)).toHaveText(`${Word} silk scarf`);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("link", { name: "Cart, 4 items" })).toBeVisible();

  await page.getByRole("link", { name: "Cart, 4 items" }).click();
  await expect(pageHeading(page)).toHaveText("Your cart");
  const firstPart = page.getByRole("region", { name: `From ${first.store.name}` });
  await expect(firstPart.getByRole("link", { name: `${Word} linen shirt` })).toHaveCount(2);
  await expect(firstPart.getByText("Subtotal €147.00")).toBeVisible();
  await expect(page.getByRole("region", { name: `From ${second.store.name}` })).toContainText(
    `${Word} silk scarf`,
  );
  await expect(page.getByText("4 items from 2 stores")).toBeVisible();
  await lookAtBothSizes(page, "cart");

  // Lines are newest first: the L holds all the store has, the M can take one more.
  await expect(
    firstPart.getByRole("button", { name: `One more ${Word} linen shirt` }).first(),
  ).toBeDisabled();
  await firstPart
    .getByRole("button", { name: `One more ${Word} linen shirt` })
    .last()
    .click();
  await expect(page.getByRole("link", { name: "Cart, 5 items" })).toBeVisible();
  await page.getByRole("button", { name: `Remove ${Word} silk scarf` }).click();
  await expect(page.getByRole("region", { name: `From ${second.store.name}` })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cart, 4 items" })).toBeVisible();
});

test("an empty cart invites to the shop", async ({ page, request }) => {
  await signIn(page, await registeredPerson(request));
  await page.goto("/cart");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
  await page.getByRole("link", { name: "Go to the shop" }).click();
  await expect(page).toHaveURL(/\/shop$/);
});
