import { randomUUID } from "node:crypto";
import type { AuthResponse, Colour, OwnStore, Product } from "@cbm/contracts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  expectAccessible,
  finishedThroughApi,
  garmentPhoto,
  keepScreenshots,
  pageHeading,
  registeredPerson,
  signIn,
  uploadedImage,
} from "./support.ts";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

test.use({ viewport: DESKTOP });

/** axe at both sizes, then the page kept as it looks on a laptop and on a phone. */
async function lookAtBothSizes(page: Page, name: string) {
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await page.setViewportSize(DESKTOP);
  await keepScreenshots(page, name);
  await page.setViewportSize(DESKTOP);
}

/** A word no other product has: twelve letters, so a typo in it still finds it. */
const madeUpWord = () =>
  `qu${randomUUID()
    .replace(/[^a-f]/g, "")
    .padEnd(10, "mnoprstvwz")
    .slice(0, 10)}`;

/** A retailer's open store, configured and shipping, through the API. */
async function storeOf(request: APIRequestContext) {
  const retailer = await registeredPerson(request, "retailer", { firstName: "Odile", lastName: "Marchand" });
  const headers = { authorization: `Bearer ${retailer.accessToken}` };
  await expect.poll(async () => (await request.get("/v1/retailer/store", { headers })).status()).toBe(200);
  const slug = `maison-odile-${randomUUID().slice(0, 6)}`;
  const configured = await request.put("/v1/retailer/store", {
    headers,
    data: {
      name: "Maison Odile",
      slug,
      logo: await uploadedImage(request, retailer, garmentPhoto("burgundy")),
      banner: await uploadedImage(request, retailer, garmentPhoto("olive")),
      description: "Linen and wool, cut in small runs in our Nantes workshop.",
      currency: "EUR",
      handlingDays: 2,
      returnWindowDays: 14,
      returnPolicy: "Unworn pieces with their tags can come back within 14 days of delivery.",
      vacation: false,
    },
  });
  expect(configured.status(), await configured.text()).toBe(200);
  const method = await request.post("/v1/retailer/shipping-methods", {
    headers,
    data: { name: "Colissimo", priceMinor: 490, freeOverMinor: 8000, minDays: 2, maxDays: 4 },
  });
  expect(method.status(), await method.text()).toBeLessThan(300);
  return { retailer, store: (await configured.json()) as OwnStore };
}

async function productOf(
  request: APIRequestContext,
  retailer: AuthResponse,
  fields: Record<string, unknown> & {
    colours: Colour[];
    variants: { size: string; colour: Colour; stock: number }[];
  },
) {
  const { colours, variants, ...rest } = fields;
  const images = [];
  for (const colour of colours) images.push(await uploadedImage(request, retailer, garmentPhoto(colour)));
  const response = await request.post("/v1/retailer/products", {
    headers: { authorization: `Bearer ${retailer.accessToken}` },
    data: {
      status: "active",
      images,
      ...rest,
      variants: variants.map((variant) => ({ ...variant, sku: `SK-${randomUUID().slice(0, 12)}` })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Product;
}

/** A chip as it shows: its input is hidden under its label. */
const chipLabel = (page: Page, name: string) =>
  page.locator("label").filter({ hasText: new RegExp(`^${name}$`) });
const chip = (page: Page, name: string) => chipLabel(page, name).click();

const card = (page: Page, title: string) => page.getByRole("article").filter({ hasText: title });

test("a customer finds a product by a misspelt word, narrows the shop, opens the store and the product, and sees a sold-out size disabled", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const word = madeUpWord();
  const Word = word.charAt(0).toUpperCase() + word.slice(1);
  const { retailer, store } = await storeOf(request);
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
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeDisabled();
  await expect(page.getByText("The cart comes with the next release.")).toBeVisible();
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
