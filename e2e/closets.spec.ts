import { COLOUR_PALETTE, type Colour } from "@cbm/contracts";
import { type Page, test } from "@playwright/test";
import {
  dismissToasts,
  patientExpect as expect,
  expectAccessible,
  garmentFile,
  keepScreenshots,
  pageHeading,
  registeredPerson,
  signIn,
  wallAs,
} from "./support.ts";

// The wall's journeys upload photos and draw collages through the real server: more than the default 30 s
// when the machine is busy.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

interface NewItem {
  colour: Colour;
  category: string;
  type: string;
  size?: string;
}

/** Fills the item form: photo (waiting for its upload), category, type, colour and size. */
async function fillItem(page: Page, item: NewItem) {
  await page.getByLabel("Photo", { exact: true }).setInputFiles(garmentFile(item.colour));
  await expect(page.getByRole("img", { name: "Photo: preview" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Change photo" })).toBeEnabled();
  await page.getByLabel("Category").selectOption({ label: item.category });
  await page.getByLabel("Type").selectOption({ label: item.type });
  await page.getByRole("checkbox", { name: COLOUR_PALETTE[item.colour].label, exact: true }).check();
  if (item.size) await page.getByRole("textbox", { name: "Size" }).fill(item.size);
}

const items = (page: Page) => page.getByRole("list", { name: "Items" }).getByRole("listitem");

test("a new member goes from the closet guide to a closet of three pieces, an outfit of them, and their profile", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const person = await registeredPerson(request, "customer", { firstName: "Greta", lastName: "Lindholm" });
  await signIn(page, person);
  await page.goto("/closet/start");
  await expect(pageHeading(page)).toHaveText("Your wardrobe, always with you.");
  await expectAccessible(page);
  await keepScreenshots(page, "closet-start");

  await page.getByRole("link", { name: "Create your first closet" }).click();
  await expect(page).toHaveURL(/\/closet\/new$/);
  await page.getByRole("button", { name: "Create closet" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await page.getByLabel("Name").fill("Winter in Oslo");
  await page.getByLabel("Description").fill("Layers for dark mornings and snowy walks.");
  await page.getByRole("radio", { name: "Public" }).check();
  await expectAccessible(page);
  await keepScreenshots(page, "closet-new");
  await page.getByRole("button", { name: "Create closet" }).click();

  // A first closet goes straight on to its first pieces.
  await expect(page).toHaveURL(/\/closet\/new-item\?closetId=/);
  await expect(page.getByText("Winter in Oslo is ready.")).toBeVisible();
  await expect(page.getByLabel("Closet")).toHaveValue(/.+/);
  await dismissToasts(page);
  await expectAccessible(page);

  await page.getByRole("button", { name: "Save item" }).click();
  await expect(page.getByText("Add a photo of the item")).toBeVisible();
  await fillItem(page, { colour: "navy", category: "Outerwear", type: "Coat", size: "M" });
  const brand = page.getByRole("combobox", { name: "Brand" });
  await brand.fill("Fjord Tailors");
  await brand.press("Escape");
  await keepScreenshots(page, "closet-new-item");
  await page.getByRole("button", { name: "Save and add another" }).click();
  await expect(page.getByText("Coat by Fjord Tailors is in Winter in Oslo. Add the next one.")).toBeVisible();
  const added = page.getByRole("region", { name: "Added just now" });
  await expect(added.getByRole("listitem")).toHaveCount(1);
  // The closet and category stay for the next piece; the rest starts over.
  await expect(page.getByLabel("Category")).toHaveValue("outerwear");
  await expect(page.getByLabel("Type")).toHaveValue("");
  await expect(page.getByRole("img", { name: "Photo: preview" })).toBeHidden();

  await fillItem(page, { colour: "cream", category: "Tops", type: "Sweater" });
  await page.getByRole("button", { name: "Save and add another" }).click();
  await expect(added.getByRole("listitem")).toHaveCount(2);
  await dismissToasts(page);
  await expectAccessible(page);
  await keepScreenshots(page, "closet-new-item-added");

  await fillItem(page, { colour: "black", category: "Shoes", type: "Boots", size: "39" });
  await page.getByRole("button", { name: "Save item" }).click();

  await expect(page).toHaveURL(/\/wall\/closets\/[0-9a-f-]{36}$/);
  await expect(pageHeading(page)).toHaveText("Winter in Oslo");
  await expect(page.getByText("3 items")).toBeVisible();
  await expect(items(page)).toHaveCount(3);
  await expectAccessible(page);
  await keepScreenshots(page, "closet-page-owner");

  await page.goto("/wall");
  await page.getByRole("link", { name: "Create outfit" }).click();
  await expect(page).toHaveURL(/\/wall\/outfit\/details$/);
  await expect(pageHeading(page)).toHaveText("Put a look together");
  await page.getByRole("button", { name: "Share outfit" }).click();
  await expect(page.getByText("Pick at least one item or add a photo of the look")).toBeVisible();
  for (const piece of ["Coat by Fjord Tailors", "Sweater", "Boots"]) {
    await page.getByRole("button", { name: piece }).click();
    await expect(page.getByRole("button", { name: piece })).toHaveAttribute("aria-pressed", "true");
  }
  await expect(page.getByRole("img", { name: "Collage of 3 pieces" })).toBeVisible();
  await page.getByLabel("Caption").fill("Navy coat over cream knit for the first snow.");
  await page.getByLabel("Occasion").selectOption({ label: "Everyday" });
  await page.getByRole("checkbox", { name: "Winter" }).check();
  const tags = page.getByRole("combobox", { name: "Tags" });
  await tags.fill("layers");
  await tags.press("Enter");
  await expectAccessible(page);
  await keepScreenshots(page, "outfit-builder");
  await page.getByRole("button", { name: "Share outfit" }).click();

  await expect(page).toHaveURL(/\/wall\/outfit\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Your outfit is shared.")).toBeVisible();
  await expect(pageHeading(page)).toHaveText("A look by Greta Lindholm");
  await expect(page.getByText("Navy coat over cream knit for the first snow.")).toBeVisible();
  await expect(page.getByRole("link", { name: "#layers" })).toBeVisible();
  const pieces = page.getByRole("list", { name: "Pieces" }).getByRole("listitem");
  await expect(pieces).toHaveCount(3);
  await expect(
    pieces.filter({ hasText: "Coat" }).getByRole("link", { name: "Winter in Oslo" }),
  ).toBeVisible();
  await dismissToasts(page);
  await expectAccessible(page);
  await keepScreenshots(page, "outfit-page-author");

  await page.getByRole("link", { name: "Greta Lindholm" }).first().click();
  await expect(page).toHaveURL(new RegExp(`/users/profile/${person.user.id}$`));
  await expect(page.getByRole("list", { name: "Closets" }).getByText("Winter in Oslo")).toBeVisible();
  await page.getByRole("tab", { name: "Outfits" }).click();
  const outfits = page.getByRole("list", { name: "Outfits" }).getByRole("article");
  await expect(outfits).toHaveCount(1);
  await expect(outfits.getByText("Navy coat over cream knit for the first snow.")).toBeVisible();
  await expectAccessible(page);
  await keepScreenshots(page, "profile-outfits");
});

test("finds a followed person's closet on the wall of closets and filters its pieces by category", async ({
  page,
  request,
}) => {
  const owner = await registeredPerson(request, "influencer", { firstName: "Ines", lastName: "Varga" });
  const wall = wallAs(request, owner);
  const closet = await wall.closet({ name: "Capsule for Lisbon", description: "Ten pieces, two weeks." });
  await wall.item(closet.id, { category: "tops", subcategory: "blouse", colours: ["white"] });
  await wall.item(closet.id, { category: "bottoms", subcategory: "trousers", colours: ["olive"] });
  await wall.item(closet.id, { category: "shoes", subcategory: "sandals", colours: ["camel"] });
  await wall.item(closet.id, { category: "shoes", subcategory: "sneakers", colours: ["white"] });
  const visitor = await registeredPerson(request);
  await wallAs(request, visitor).post(`/v1/user/${owner.user.id}/follow`);
  await signIn(page, visitor);

  await page.goto("/wall");
  await page.getByRole("link", { name: "Closets", exact: true }).click();
  await expect(page).toHaveURL(/\/wall\/closets$/);
  const card = page
    .getByRole("list", { name: "Closets" })
    .getByRole("listitem")
    .filter({ hasText: "Capsule for Lisbon" });
  await expect(card).toContainText("Ines Varga");
  await expect(card).toContainText("4 items");
  await expectAccessible(page);
  await keepScreenshots(page, "closets-following");
  await card.getByRole("link", { name: "Capsule for Lisbon" }).click();

  await expect(page).toHaveURL(new RegExp(`/wall/closets/${closet.id}$`));
  await expect(pageHeading(page)).toHaveText("Capsule for Lisbon");
  await expect(page.getByRole("button", { name: "Following Ines Varga" })).toBeVisible();
  await expect(items(page)).toHaveCount(4);
  await page.getByLabel("Category").selectOption({ label: "Shoes" });
  await expect(page).toHaveURL(/category=shoes/);
  await expect(items(page)).toHaveCount(2);
  await expect(items(page).filter({ hasText: "Sandals" })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshots(page, "closet-page-filtered");

  await page.reload();
  await expect(page.getByLabel("Category")).toHaveValue("shoes");
  await expect(items(page)).toHaveCount(2);
  await items(page).filter({ hasText: "Sneakers" }).getByRole("button").click();
  await expect(page).toHaveURL(/item=/);
  await expect(page.getByRole("dialog")).toBeVisible();
  await expectAccessible(page);
  await keepScreenshots(page, "closet-item-drawer");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(new RegExp(`/wall/closets/${closet.id}$`));
  await expect(items(page)).toHaveCount(4);
});

test("a private closet is not available to anyone else", async ({ page, request }) => {
  const owner = await registeredPerson(request, "customer", { firstName: "Maren", lastName: "Holt" });
  const wall = wallAs(request, owner);
  await wall.closet({ name: "Out in the open" });
  const hidden = await wall.closet({ name: "Gifts to wrap", visibility: "private" });
  await wall.item(hidden.id, { subcategory: "blouse", colours: ["pink"] });
  await signIn(page, await registeredPerson(request));

  await page.goto(`/wall/closets/${hidden.id}`);
  await expect(pageHeading(page)).toHaveText("This closet isn't available");
  await expectAccessible(page);
  await keepScreenshots(page, "closet-unavailable");

  await page.goto(`/users/profile/${owner.user.id}`);
  const closets = page.getByRole("list", { name: "Closets" });
  await expect(closets.getByText("Out in the open")).toBeVisible();
  await expect(closets.getByRole("listitem")).toHaveCount(1);
  await keepScreenshots(page, "profile-closets-visitor");

  // The owner sees it, marked as theirs alone.
  await signIn(page, owner);
  await page.goto(`/wall/closets/${hidden.id}`);
  await expect(pageHeading(page)).toHaveText("Gifts to wrap");
  await expect(page.getByText("Private", { exact: true })).toBeVisible();
});
