import { randomUUID } from "node:crypto";
import type { OwnStore } from "@cbm/contracts";
import { expect, type Page, test } from "@playwright/test";
import {
  dismissToasts,
  expectAccessible,
  garmentFile,
  keepScreenshots,
  pageHeading,
  registeredPerson,
  signIn,
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

const card = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });

test("a retailer configures the store, uploads a logo, adds and edits a shipping method, and can then sell", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const person = await registeredPerson(request, "retailer", { firstName: "Iris", lastName: "Apfel" });
  // The store opens with the account.
  await expect
    .poll(async () =>
      (
        await request.get("/v1/retailer/store", {
          headers: { authorization: `Bearer ${person.accessToken}` },
        })
      ).status(),
    )
    .toBe(200);
  await signIn(page, person);

  await page.goto("/shop-configuration");
  await expect(pageHeading(page)).toHaveText("Shop configuration");
  await expect(page.getByRole("textbox", { name: "Store name" })).toHaveValue("Iris Apfel");
  await expect(page.getByText("Your products cannot be bought yet")).toBeVisible();
  await lookAtBothSizes(page, "store-configuration-new");

  // The store's name, address, currency, terms and policy.
  const slug = `atelier-iris-${randomUUID().slice(0, 6)}`;
  await page.getByRole("textbox", { name: "Store name" }).fill("Atelier Iris");
  await page.getByRole("textbox", { name: "Store address" }).fill(slug);
  await page
    .getByRole("textbox", { name: "Description" })
    .fill("Tailored coats and knitwear, cut in our Lyon studio and sold in small runs.");
  await page.getByRole("combobox", { name: "Currency" }).selectOption("EUR");
  await page.getByRole("textbox", { name: "Handling time" }).fill("2");
  await page.getByRole("textbox", { name: "Return window" }).fill("14");
  await page
    .getByRole("textbox", { name: "Return policy" })
    .fill("Unworn pieces with their tags can come back within 14 days; we refund the item once it arrives.");
  await page.getByRole("textbox", { name: "Contact email" }).fill("hello@atelier-iris.example");

  // The logo uploads at once and shows.
  await page.getByLabel("Logo image").setInputFiles(garmentFile("camel", "logo.png"));
  const picked = page.getByRole("img", { name: "Your store's logo" });
  await expect(page.getByRole("button", { name: "Change logo" })).toBeVisible();
  await expect
    .poll(() => picked.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  await page.getByRole("button", { name: "Save store" }).click();
  await expect(page.getByText("Your store is saved.")).toBeVisible();
  await dismissToasts(page);
  await expect(page.getByRole("link", { name: "Preview your store" })).toHaveAttribute(
    "href",
    `/shop/${slug}`,
  );

  // Saved: a fresh visit shows it all again, the logo as the server keeps it.
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Store name" })).toHaveValue("Atelier Iris");
  await expect(page.getByRole("textbox", { name: "Store address" })).toHaveValue(slug);
  await expect(page.getByRole("combobox", { name: "Currency" })).toHaveValue("EUR");
  await expect(page.getByRole("textbox", { name: "Handling time" })).toHaveValue("2 days");
  await expect(page.getByRole("textbox", { name: "Return window" })).toHaveValue("14 days");
  const logo = page.getByRole("img", { name: "Your store's logo" });
  await expect(logo).toHaveAttribute("src", /\/media\//);
  await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await lookAtBothSizes(page, "store-configuration");

  // No shipping method yet: the notice leads to the shipping methods.
  await page.getByRole("link", { name: "Add a shipping method" }).click();
  await expect(page).toHaveURL(/\/shipping-methods$/);
  await expect(pageHeading(page)).toHaveText("Shipping Methods");
  await expect(page.getByText("No shipping methods yet")).toBeVisible();
  await expect(
    page.getByText("Your products cannot be bought until your store has an active shipping method", {
      exact: false,
    }),
  ).toBeVisible();
  await lookAtBothSizes(page, "shipping-methods-empty");

  await page.getByRole("button", { name: "Add a shipping method" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a shipping method" });
  await expect(dialog.getByText("In EUR; 0 for free.")).toBeVisible();
  await dialog.getByRole("textbox", { name: "Name" }).fill("Standard");
  await dialog.getByRole("textbox", { name: "Price" }).fill("4.90");
  await dialog.getByRole("textbox", { name: "Free over" }).fill("60");
  await dialog.getByRole("textbox", { name: "Fastest delivery" }).fill("2");
  await dialog.getByRole("textbox", { name: "Slowest delivery" }).fill("5");
  const countries = dialog.getByRole("combobox", { name: "Countries" });
  await countries.fill("Fran");
  await page.getByRole("option", { name: "France" }).click();
  await countries.fill("Germ");
  await page.getByRole("option", { name: "Germany" }).click();
  // On to the next field: the list of countries closes.
  await countries.press("Tab");
  await expect(page.getByRole("listbox")).toBeHidden();
  await expectAccessible(page, { all: true });
  await keepScreenshots(page, "shipping-method-dialog");
  await dialog.getByRole("button", { name: "Add method" }).click();
  await expect(dialog).toBeHidden();

  const standard = card(page, "Standard");
  await expect(standard).toContainText("€4.90");
  await expect(standard).toContainText("Free over €60.00");
  await expect(standard).toContainText("2–5 days");
  await expect(standard).toContainText("France and Germany");
  await expect(standard).toContainText("Active");
  await expect(page.getByRole("status")).toContainText("Ready to sell");

  // Edit it: dearer, and everywhere.
  await standard.getByRole("button", { name: "Edit Standard" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Standard" });
  await expect(edit.getByRole("textbox", { name: "Price" })).toHaveValue("4.9");
  await edit.getByRole("textbox", { name: "Price" }).fill("5.50");
  // Backspace in the countries takes the last one away, as a keyboard does.
  const served = edit.getByRole("combobox", { name: "Countries" });
  await served.press("Backspace");
  await served.press("Backspace");
  await served.press("Tab");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(standard).toContainText("€5.50");
  await expect(standard).toContainText("Everywhere");
  await dismissToasts(page);
  await lookAtBothSizes(page, "shipping-methods");

  const saved = await request.get("/v1/retailer/store", {
    headers: { authorization: `Bearer ${person.accessToken}` },
  });
  const store = (await saved.json()) as OwnStore;
  expect(store.canSell).toBe(true);
  expect(
    store.shippingMethods.map(({ name, priceMinor, countries: served }) => ({ name, priceMinor, served })),
  ).toEqual([{ name: "Standard", priceMinor: 550, served: [] }]);

  // The configuration now says the store can sell.
  await page.getByRole("link", { name: "Shop configuration" }).click();
  await expect(pageHeading(page)).toHaveText("Shop configuration");
  await expect(page.getByRole("status")).toContainText("Ready to sell.");
  await expect(page.getByRole("status")).toContainText("1 active shipping method");
  await expect(page.getByText("Your products cannot be bought yet")).toHaveCount(0);
  await lookAtBothSizes(page, "store-configuration-ready");

  // Away for a while: the switch asks for a message to shoppers, and the orders pause.
  await page.getByRole("switch", { name: /The store is on vacation/ }).check();
  await page.getByRole("button", { name: "Save store" }).click();
  const message = page.getByRole("textbox", { name: "Message to shoppers" });
  await expect(page.getByText("Tell shoppers why the store is away")).toBeVisible();
  await expect(message).toBeFocused();
  await message.fill("At the fabric fair in Milan; orders ship again from 2 June.");
  await page.getByLabel("Back on").fill("2026-06-02");
  await page.getByRole("button", { name: "Save store" }).click();
  await expect(page.getByText("Your store is saved.")).toBeVisible();
  await dismissToasts(page);
  await expect(page.getByRole("status")).toContainText("On vacation: orders are paused.");
  await page.getByRole("textbox", { name: "Message to shoppers" }).scrollIntoViewIfNeeded();
  await lookAtBothSizes(page, "store-configuration-vacation");
});
