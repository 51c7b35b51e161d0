import { expect, type Page, test } from "@playwright/test";
import {
  chip,
  chipLabel,
  DESKTOP,
  lookAtBothSizes,
  madeUpWord,
  productOf,
  storeOf,
} from "./shop-fixtures.ts";
import { finishedThroughApi, pageHeading, signIn } from "./support.ts";

test.use({ viewport: DESKTOP });

const card = (page: Page, title: string) => page.getByRole("article").filter({ hasText: title });

test("a customer finds a product by a misspelt word, narrows the shop, opens the store and the product, and sees a sold-out size disabled", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const word = madeUpWord();
  const Word = word.charAt(0).toUpperCase() + word.slice(1);
  const { retailer, store } = await storeOf(request, "Maison Odile");
  await productOf(request, retailer, {
    title: `${Word} wool coat`,
    description: "Boiled wool, lined in cotton.",
    category: "outerwear",
    subcategory: "coat",
    priceMinor: 24000,
    colours: ["navy"],
    variants: [{ size: "M", colour: "navy", stock: 3 }],
  });
  await productOf(request, retailer, {
    title: `${Word} straight jeans`,
    category: "bottoms",
    subcategory: "jeans",
    priceMinor: 9000,
    colours: ["blue"],
    variants: [{ size: "W30", colour: "blue", stock: 2 }],
  });
  const shirt = await productOf(request, retailer, {
    title: `${Word} linen shirt`,
    description: "Washed linen, a relaxed cut and mother-of-pearl buttons.",
    category: "tops",
    subcategory: "shirt",
    tags: ["linen"],
    priceMinor: 4900,
    compareAtMinor: 6900,
    colours: ["cream", "white", "beige"],
    variants: [
      { size: "S", colour: "cream", stock: 0 },
      { size: "M", colour: "cream", stock: 4 },
      { size: "L", colour: "cream", stock: 2 },
      { size: "M", colour: "white", stock: 0 },
    ],
  });
  await productOf(request, retailer, {
    title: `${Word} silk scarf`,
    category: "accessories",
    subcategory: "scarf",
    priceMinor: 3500,
    colours: ["burgundy"],
    variants: [{ size: "One size", colour: "burgundy", stock: 0 }],
  });

  // Tilda's style profile: cream among her favourite colours, tops in S, yellow avoided.
  const customer = await finishedThroughApi(request);
  await signIn(page, customer);

  // The shop's front: the search, the filters, the featured stores and the products.
  await page.goto("/shop");
  await expect(pageHeading(page)).toHaveText("Shop");
  const featured = page.getByRole("region", { name: "Featured stores" });
  await expect(featured.getByRole("link", { name: /Maison Odile/ })).toContainText("4 products");
  await expect(card(page, `${Word} linen shirt`)).toBeVisible();
  await lookAtBothSizes(page, "shop");

  // A typo near the end of the word still finds its products, and only them.
  const typo = `${word.slice(0, -2)}x${word.slice(-1)}`;
  await page.getByRole("searchbox", { name: "Search the shop" }).fill(typo);
  await expect(page).toHaveURL(new RegExp(`keyword=${typo}`));
  const grid = page.getByRole("list", { name: "Products" });
  await expect(grid.getByRole("listitem")).toHaveCount(4);
  await expect(featured).toBeHidden();
  // Cream is one of her colours: the shirt says why it is ranked first.
  await expect(grid.getByRole("listitem").first()).toContainText(`${Word} linen shirt`);
  await expect(card(page, `${Word} linen shirt`)).toContainText("Your favourite colour");
  await expect(card(page, `${Word} wool coat`)).not.toContainText("Your favourite");
  await expect(chipLabel(page, "My sizes")).toBeVisible();
  await expect(chipLabel(page, "Show avoided colours")).toBeVisible();
  const scarf = card(page, `${Word} silk scarf`);
  await expect(scarf.getByText("Sold out")).toBeVisible();

  // Narrow: tops on sale, cheapest first. Each filter is in the address.
  await chip(page, "Tops");
  await expect(page).toHaveURL(/category=tops/);
  await chip(page, "On sale");
  await page.getByRole("combobox", { name: "Sort by" }).selectOption("price_asc");
  await expect(page).toHaveURL(/onSale=true/);
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(grid.getByRole("listitem")).toHaveCount(1);
  const shirtCard = card(page, `${Word} linen shirt`);
  await expect(shirtCard.getByText("Sale")).toBeVisible();
  await expect(shirtCard).toContainText("€49.00");
  await expect(shirtCard).toContainText("€69.00");
  const filtered = page.url();
  await lookAtBothSizes(page, "shop-filtered");

  // A lowest price above it leaves nothing; clearing the price brings it back.
  await page.getByRole("textbox", { name: "Lowest price" }).fill("50");
  await expect(page).toHaveURL(/minPrice=5000/);
  await expect(page.getByText("No product matches")).toBeVisible();
  await page.getByRole("textbox", { name: "Lowest price" }).fill("");
  await expect(page).not.toHaveURL(/minPrice/);
  await expect(grid.getByRole("listitem")).toHaveCount(1);

  // The product's page.
  await shirtCard.getByRole("link", { name: `${Word} linen shirt`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/${store.slug}/products/${shirt.id}$`));
  await expect(pageHeading(page)).toHaveText(`${Word} linen shirt`);
  await expect(page.getByRole("radio", { name: "Cream" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "S (sold out)" })).toBeDisabled();
  await expect(page.getByRole("radio", { name: "White (sold out)" })).toBeDisabled();
  await chip(page, "M");
  await expect(page.getByRole("radio", { name: "M", exact: true })).toBeChecked();
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeEnabled();
  await expect(page.getByText("Colissimo: €4.90, free over €80.00, 2–4 days")).toBeVisible();
  // The gallery by keyboard: a thumbnail, then the arrow keys.
  await page.getByRole("button", { name: "Show picture 2 of 3" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("img", { name: `${Word} linen shirt, picture 2 of 3` })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("img", { name: `${Word} linen shirt, picture 3 of 3` })).toBeVisible();
  await page.keyboard.press("Home");
  await lookAtBothSizes(page, "shop-product");

  // The store's page, by its address.
  await page.getByRole("main").getByRole("link", { name: "Maison Odile" }).last().click();
  await expect(page).toHaveURL(new RegExp(`/shop/${store.slug}/products$`));
  await expect(pageHeading(page)).toHaveText("Maison Odile");
  await expect(page.getByText("Linen and wool, cut in small runs in our Nantes workshop.")).toBeVisible();
  await expect(page.getByText("Ships within 2 days of the order.")).toBeVisible();
  await expect(page.getByText("Returns within 14 days of delivery.")).toBeVisible();
  await expect(grid.getByRole("listitem")).toHaveCount(4);
  await lookAtBothSizes(page, "shop-store");
  await chip(page, "Bottoms");
  await expect(page).toHaveURL(/category=bottoms/);
  await expect(grid.getByRole("listitem")).toHaveCount(1);
  await expect(card(page, `${Word} straight jeans`)).toBeVisible();

  // Back, twice and thrice: the product, then the filtered shop as it was.
  await page.goBack();
  await expect(grid.getByRole("listitem")).toHaveCount(4);
  await page.goBack();
  await expect(pageHeading(page)).toHaveText(`${Word} linen shirt`);
  await page.goBack();
  await expect(page).toHaveURL(filtered);
  await expect(page.getByRole("searchbox", { name: "Search the shop" })).toHaveValue(typo);
  await expect(page.getByRole("radio", { name: "Tops" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "On sale" })).toBeChecked();
  await expect(grid.getByRole("listitem")).toHaveCount(1);

  // A shared address opens the same shop.
  await page.goto(filtered);
  await expect(grid.getByRole("listitem")).toHaveCount(1);
  await expect(card(page, `${Word} linen shirt`)).toBeVisible();
});
