import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { type Brand, PRODUCT_CSV_COLUMNS, type Product, type ProductPage } from "@cbm/contracts";
import { expect, type Page, test } from "@playwright/test";
import {
  dismissToasts,
  expectAccessible,
  garmentFile,
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

/** axe at both sizes (every finding, minor ones too), then the page kept as it looks on a laptop and on a phone. */
async function lookAtBothSizes(page: Page, name: string) {
  await expectAccessible(page, { all: true });
  await page.setViewportSize(PHONE);
  await expectAccessible(page, { all: true });
  await page.setViewportSize(DESKTOP);
  await keepScreenshots(page, name);
  await page.setViewportSize(DESKTOP);
}

const row = (page: Page, title: string) => page.getByRole("listitem", { name: title, exact: true });

/** Opens a select and picks one of its own options (Mantine keeps closed lists in the page). */
async function choose(page: Page, name: string, option: string) {
  const input = page.getByRole("combobox", { name, exact: true });
  await input.click();
  const list = page.locator(`#${await input.getAttribute("aria-controls")}`);
  await list.getByRole("option", { name: option, exact: true }).click();
}

test("a retailer adds a product with two variants and three images, changes it, finds it low on stock, and deletes another", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const person = await registeredPerson(request, "retailer", { firstName: "Iris", lastName: "Apfel" });
  const headers = { authorization: `Bearer ${person.accessToken}` };
  const sku = () => `E2E-${randomUUID().slice(0, 8).toUpperCase()}`;

  // Another product, added through the API, to be deleted later.
  const other = await request.post("/v1/retailer/products", {
    headers,
    data: {
      title: "Merino crewneck",
      category: "tops",
      subcategory: "sweater",
      images: [await uploadedImage(request, person, garmentPhoto("navy"))],
      priceMinor: 14_500,
      status: "active",
      variants: [{ size: "M", colour: "navy", sku: sku(), stock: 12 }],
    },
  });
  expect(other.status(), await other.text()).toBe(201);
  // A brand of the catalogue to pick by name, when the installation has any (the journeys' has no seed).
  const brands = (await (await request.get("/v1/brands?size=1", { headers })).json()) as { items: Brand[] };
  const brand = brands.items[0];

  await signIn(page, person);
  await page.goto("/wall");
  await page.getByRole("link", { name: "My Products" }).first().click();
  await expect(page).toHaveURL(/\/retailer\/products$/);
  await expect(pageHeading(page)).toHaveText("My Products");
  await expect(row(page, "Merino crewneck")).toContainText("$145.00");

  // A new product: words, brand, kind, three images reordered, prices and two variants.
  await page.getByRole("link", { name: "Add product" }).click();
  await expect(page).toHaveURL(new RegExp(`/retailer/products/create~${person.user.id}$`));
  await expect(pageHeading(page)).toHaveText("Add a product");
  await page.getByRole("textbox", { name: "Title" }).fill("Washed linen shirt");
  await page
    .getByRole("textbox", { name: "Description" })
    .fill("Garment-dyed linen with a relaxed fit and a camp collar; softer with every wash.");
  if (brand) {
    await page.getByRole("combobox", { name: "Brand" }).fill(brand.name);
    await choose(page, "Brand", brand.name);
  }
  await page.getByRole("combobox", { name: "Category" }).selectOption("tops");
  await page.getByRole("combobox", { name: "Type" }).selectOption("shirt");
  const tags = page.getByRole("combobox", { name: "Tags" });
  for (const tag of ["linen", "summer"]) {
    await tags.fill(tag);
    await tags.press("Enter");
  }
  await page
    .getByLabel("Pick product images")
    .setInputFiles([
      garmentFile("cream", "front.png"),
      garmentFile("beige", "back.png"),
      garmentFile("olive", "detail.png"),
    ]);
  const images = page.getByRole("list", { name: "Product images" }).getByRole("listitem");
  await expect(images).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Add product" })).toBeEnabled();
  await page.getByRole("button", { name: "Move image 3 left" }).click();
  await expect(images.nth(1).getByRole("img")).toHaveAttribute("alt", "Product image 2");
  await page.getByRole("textbox", { name: "Price", exact: true }).fill("89.50");
  await page.getByRole("textbox", { name: /^Compare-at price/ }).fill("119");
  await page.getByText("Active", { exact: true }).click();
  await page.getByRole("textbox", { name: "Size of variant 1" }).fill("S");
  await choose(page, "Colour of variant 1", "Cream");
  await page.getByRole("textbox", { name: "SKU of variant 1" }).fill(sku());
  await page.getByRole("textbox", { name: "Stock of variant 1" }).fill("6");
  await page.getByRole("button", { name: "Add a variant" }).click();
  await page.getByRole("textbox", { name: "Size of variant 2" }).fill("M");
  await choose(page, "Colour of variant 2", "Cream");
  await page.getByRole("textbox", { name: "SKU of variant 2" }).fill(sku());
  await page.getByRole("textbox", { name: "Stock of variant 2" }).fill("4");
  await expect(page.getByText("10 in stock across 2 variants")).toBeVisible();
  await lookAtBothSizes(page, "retailer-product-new");

  await page.getByRole("button", { name: "Add product" }).click();
  await expect(page).toHaveURL(/\/retailer\/products$/);
  await expect(page.getByText("Washed linen shirt is added to your store.")).toBeVisible();
  await dismissToasts(page);
  const shirt = row(page, "Washed linen shirt");
  await expect(shirt).toContainText("$89.50");
  await expect(shirt).toContainText("$119.00");
  await expect(shirt).toContainText("10 in stock · 2 variants");
  await expect(shirt.getByText("Low stock")).toHaveCount(0);

  // The server kept the images in their order, re-encoded.
  const saved = (await (await request.get("/v1/retailer/products", { headers })).json()) as ProductPage;
  const created = saved.items.find((item) => item.title === "Washed linen shirt") as Product;
  expect(created.images).toHaveLength(3);
  expect(created.brand?.id ?? null).toBe(brand?.id ?? null);

  // A change: a lower price and less of the small size, and the product is low on stock.
  await shirt.getByRole("link", { name: "Edit Washed linen shirt" }).click();
  await expect(page).toHaveURL(new RegExp(`/retailer/products/${person.user.id}~${created.id}$`));
  await expect(pageHeading(page)).toHaveText("Washed linen shirt");
  await expect(page.getByRole("textbox", { name: "Price", exact: true })).toHaveValue("89.5");
  await expect(page.getByRole("list", { name: "Product images" }).getByRole("listitem")).toHaveCount(3);
  await page.getByRole("textbox", { name: "Price", exact: true }).fill("79");
  await page.getByRole("textbox", { name: "Stock of variant 1" }).fill("1");
  await lookAtBothSizes(page, "retailer-product-edit");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/retailer\/products$/);
  await dismissToasts(page, { raised: true });
  await expect(shirt).toContainText("$79.00");
  await expect(shirt).toContainText("5 in stock · 2 variants");
  await expect(shirt.getByText("Low stock")).toBeVisible();
  const changed = (await (
    await request.get(`/v1/retailer/product/${created.id}`, { headers })
  ).json()) as Product;
  expect(changed.variants.map((variant) => variant.id)).toEqual(
    created.variants.map((variant) => variant.id),
  );

  // Only what runs low, from the URL.
  await page.getByRole("switch", { name: "Low stock only" }).click();
  await expect(page).toHaveURL(/lowStock=true/);
  await expect(row(page, "Merino crewneck")).toHaveCount(0);
  await expect(shirt).toBeVisible();
  await page.getByRole("switch", { name: "Low stock only" }).click();
  await expect(row(page, "Merino crewneck")).toBeVisible();
  await lookAtBothSizes(page, "retailer-products-list");

  // The other product goes, after a confirmation.
  await page.getByRole("button", { name: "Delete Merino crewneck" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this product?" });
  await expect(dialog).toContainText("Merino crewneck");
  await dialog.getByRole("button", { name: "Delete product" }).click();
  await expect(page.getByText("The product was deleted.")).toBeVisible();
  await expect(row(page, "Merino crewneck")).toHaveCount(0);
  await expect(page.getByText("1 product", { exact: true })).toBeVisible();
  await dismissToasts(page);

  // The store's products to a file, and new ones from a file: a bad line is named, a good file creates.
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(await readFile(await download.path(), "utf8")).toContain("Washed linen shirt");

  await page.getByRole("button", { name: "Import" }).click();
  const importer = page.getByRole("dialog", { name: "Import products from CSV" });
  const location = await uploadedImage(request, person, garmentPhoto("black"));
  const csv = (price: string) => ({
    name: "products.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      `${PRODUCT_CSV_COLUMNS.join(",")}\ntote,Canvas tote,,,bags,tote,canvas,${location},${price},,active,One size,black,${sku()},3\n`,
    ),
  });
  await importer.getByLabel("CSV file of products").setInputFiles(csv("12.345"));
  await expect(importer.getByRole("list", { name: "Lines to fix" })).toContainText(
    "Line 2: price: Write an amount like 89.00",
  );
  await lookAtBothSizes(page, "retailer-products-import");
  await importer.getByLabel("CSV file of products").setInputFiles(csv("35"));
  await expect(importer.getByText("1 product was created from products.csv.")).toBeVisible();
  await importer.getByRole("button", { name: "Done" }).click();
  await expect(row(page, "Canvas tote")).toContainText("$35.00");
});
