import { expect, type Locator, type Page, test } from "@playwright/test";
import { DESKTOP, lookAtBothSizes, madeUpWord, productOf, storeOf } from "./shop-fixtures.ts";
import {
  expectAccessible,
  garmentFile,
  pageHeading,
  patientExpect,
  registeredPerson,
  signIn,
  uniqueTag,
  wallAs,
} from "./support.ts";

test.use({ viewport: DESKTOP });

/** Keeps one part of the page at both sizes; the phone's window is tall enough that its bars cover none of it. */
async function keepSection(page: Page, section: Locator, name: string) {
  await section.screenshot({ path: `test-results/screens/${name}-1280.png` });
  await page.setViewportSize({ width: 390, height: 2000 });
  await section.screenshot({ path: `test-results/screens/${name}-390.png` });
  await page.setViewportSize(DESKTOP);
}

test("a look's pieces from the shop: linked in the closet, bought from the outfit with the look credited, and the product shows its look", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const word = madeUpWord();
  const Word = word.charAt(0).toUpperCase() + word.slice(1);
  const { store, retailer } = await storeOf(request);
  const trousers = await productOf(request, retailer, {
    title: `${Word} linen trousers`,
    category: "bottoms",
    subcategory: "trousers",
    priceMinor: 8900,
    colours: ["beige"],
    variants: [
      { size: "S", colour: "beige", stock: 0 },
      { size: "M", colour: "beige", stock: 3 },
      { size: "L", colour: "beige", stock: 2 },
    ],
  });
  const scarf = await productOf(request, retailer, {
    title: `${Word} silk scarf`,
    category: "accessories",
    subcategory: "scarf",
    priceMinor: 3500,
    colours: ["burgundy"],
    variants: [{ size: "One size", colour: "burgundy", stock: 5 }],
  });

  // The author links the scarf through the API, and the trousers in the item form, searching the shop.
  const author = await registeredPerson(request, "customer", { firstName: "Mia", lastName: "Laurent" });
  const wall = wallAs(request, author);
  const closet = await wall.closet({ name: "Summer capsule" });
  const scarfItem = await wall.item(closet.id, {
    category: "accessories",
    subcategory: "scarf",
    colours: ["burgundy"],
    productId: scarf.id,
  });
  await signIn(page, author);
  await page.goto(`/closet/new-item?closetId=${closet.id}`);
  await page.getByLabel("Photo", { exact: true }).setInputFiles(garmentFile("beige"));
  await expect(page.getByRole("button", { name: "Change photo" })).toBeEnabled();
  await page.getByLabel("Category").selectOption({ label: "Bottoms" });
  await page.getByLabel("Type").selectOption({ label: "Trousers" });
  await page.getByRole("checkbox", { name: "Beige", exact: true }).check();
  await page.getByRole("combobox", { name: "Shop product" }).fill(word);
  await page.getByRole("option", { name: new RegExp(`${Word} linen trousers`) }).click();
  await expect(page.getByRole("combobox", { name: "Shop product" })).toHaveValue(`${Word} linen trousers`);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Save item" }).click();
  await patientExpect(page).toHaveURL(new RegExp(`/wall/closets/${closet.id}`));
  const items = await request.get(`/v1/closets/${closet.id}/items`, {
    headers: { authorization: `Bearer ${author.accessToken}` },
  });
  const trousersItem = (
    (await items.json()) as { items: { id: string; productId: string | null }[] }
  ).items.find((item) => item.productId === trousers.id);
  expect(trousersItem).toBeDefined();
  const outfit = await wall.outfit({
    itemIds: [trousersItem?.id ?? "", scarfItem.id],
    caption: "Linen and silk for a long lunch",
    tags: [uniqueTag()],
  });

  // Another customer shops the look from the outfit's page.
  const shopper = await registeredPerson(request, "customer", { firstName: "Noor" });
  const asShopper = { authorization: `Bearer ${shopper.accessToken}` };
  for (const [path, data] of [
    [
      "/v1/users/addresses",
      {
        fullName: "Noor Haddad",
        line1: "3 Quai Voltaire",
        city: "Paris",
        postalCode: "75007",
        country: "FR",
      },
    ],
    ["/v1/users/payment-methods", { paymentMethodId: "pm_card_visa" }],
  ] as const) {
    const saved = await request.post(path, { headers: asShopper, data });
    expect(saved.status(), await saved.text()).toBeLessThan(300);
  }
  await signIn(page, shopper);
  await page.goto(`/wall/outfit/${outfit.id}`);
  const shopTheLook = page.getByRole("region", { name: "Shop this look" });
  await patientExpect(shopTheLook).toBeVisible();
  const trousersCard = shopTheLook.getByRole("article", { name: `${Word} linen trousers` });
  await expect(trousersCard).toContainText(store.name);
  await expect(trousersCard).toContainText("€89.00");
  await expect(shopTheLook.getByRole("article", { name: `${Word} silk scarf` })).toBeVisible();
  await expect(
    page.getByRole("list", { name: "Pieces" }).getByRole("link", { name: "In the shop" }),
  ).toHaveCount(2);
  await lookAtBothSizes(page, "shop-the-look");
  await keepSection(page, shopTheLook, "shop-the-look-section");

  await trousersCard.locator("label").filter({ hasText: /^M$/ }).click();
  await trousersCard.getByRole("button", { name: "Add to cart" }).click();
  await expect(trousersCard.getByText("Added to your cart.")).toBeVisible();
  await trousersCard.getByRole("link", { name: "View cart" }).click();
  await expect(pageHeading(page)).toHaveText("Your cart");
  const line = page.getByRole("region", { name: `From ${store.name}` }).getByRole("listitem");
  await expect(line).toContainText(`${Word} linen trousers`);
  await expect(line).toContainText("From a look by Mia Laurent");
  await line.getByRole("link", { name: "Mia Laurent" }).click();
  await expect(page).toHaveURL(new RegExp(`/wall/outfit/${outfit.id}$`));

  // And buys it: the shopper's saved address and card are chosen at checkout.
  await page.goto("/cart");
  await page.getByRole("link", { name: "Go to checkout" }).first().click();
  await expect(pageHeading(page)).toHaveText("Checkout");
  await expect(page.getByRole("radio", { name: /Visa ending in 4242/ })).toBeChecked();
  await page.getByRole("button", { name: "Place order" }).click();
  await patientExpect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByText("Thank you! Your order is placed.")).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: store.name })).toContainText("Paid");

  // The product's page shows the look it is styled in.
  await page.goto(`/shop/${store.slug}/products/${trousers.id}`);
  await expect(pageHeading(page)).toHaveText(`${Word} linen trousers`);
  const looks = page.getByRole("region", { name: "Styled in 1 look" });
  await expect(looks).toBeVisible();
  await expect(looks.getByRole("article")).toHaveCount(1);
  await lookAtBothSizes(page, "product-looks");
  await keepSection(page, looks, "product-looks-section");
  await looks.getByRole("link").first().click();
  await expect(page).toHaveURL(new RegExp(`/wall/outfit/${outfit.id}$`));

  // Its author already owns one like it: her trousers, beige bottoms.
  await signIn(page, author);
  await page.goto(`/shop/${store.slug}/products/${trousers.id}`);
  await expect(page.getByText("You already own 1 similar.")).toBeVisible();
  await page.getByRole("link", { name: "See your closets" }).click();
  await expect(page).toHaveURL(new RegExp(`/users/profile/${author.user.id}\\?tab=closets$`));
  await expect(page.getByText("Summer capsule")).toBeVisible();
});
