import type { Address, AddressPage } from "@cbm/contracts";
import { expect, type Page, test } from "@playwright/test";
import {
  dismissToasts,
  expectAccessible,
  keepScreenshot,
  keepScreenshots,
  registeredPerson,
  signIn,
} from "./support.ts";

const card = (page: Page, name: string | RegExp) => page.getByRole("listitem", { name });

test("a user adds two addresses in the questionnaire, edits one, makes it the default and deletes the other", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const person = await registeredPerson(request, "customer", { firstName: "Iris", lastName: "Apfel" });
  await signIn(page, person);

  await page.goto("/questionnaire/user-address");
  await expect(page.getByRole("heading", { level: 1, name: "Where should we deliver?" })).toBeVisible();
  await expect(page.getByText("Step 12 of 13")).toBeVisible();
  // The top bar's tools are hidden on questionnaire pages.
  await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
  await expect(page.getByRole("textbox", { name: "Full name" })).toHaveValue("Iris Apfel");

  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("Street address is required")).toBeVisible();
  await expect(page.getByText("City is required")).toBeVisible();
  await expectAccessible(page);
  await keepScreenshots(page, "address-new");

  await page.getByRole("textbox", { name: "Label" }).fill("Home");
  await page.getByRole("textbox", { name: "Phone" }).fill("+14155550123");
  await expect(page.getByRole("combobox", { name: "Country" })).toHaveValue("United States");
  await page.getByRole("textbox", { name: "Street address" }).fill("221 Market Street");
  await page.getByRole("textbox", { name: "City" }).fill("San Francisco");
  await page.getByRole("textbox", { name: "Postal code" }).fill("9410");
  await page.getByRole("button", { name: "Save address" }).click();
  await expect(page.getByText("Postal code must look like 94103 in this country")).toBeVisible();
  await page.getByRole("textbox", { name: "Postal code" }).fill("94103");
  await page.getByRole("textbox", { name: "State or region" }).fill("CA");
  await page.getByRole("button", { name: "Save address" }).click();

  await expect(page).toHaveURL(/\/questionnaire\/manage-address$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your delivery addresses" })).toBeVisible();
  await expect(card(page, "Home, default address")).toContainText("94103 San Francisco, CA");

  // The second address, in France.
  await page.getByRole("button", { name: "Add an address" }).click();
  await expect(page).toHaveURL(/\/questionnaire\/user-address$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add an address" })).toBeVisible();
  await page.getByRole("textbox", { name: "Label" }).fill("Studio");
  await page.getByRole("combobox", { name: "Country" }).fill("Fran");
  await page.getByRole("option", { name: "France" }).click();
  await page.getByRole("textbox", { name: "Street address" }).fill("12 Rue de Rivoli");
  await page.getByRole("textbox", { name: "City" }).fill("Paris");
  await page.getByRole("textbox", { name: "Postal code" }).fill("75001");
  await page.getByRole("button", { name: "Save address" }).click();

  await expect(page).toHaveURL(/\/questionnaire\/manage-address$/);
  await expect(card(page, "Studio")).toContainText("75001 Paris");
  await expect(card(page, "Studio")).toContainText("France");
  await dismissToasts(page);
  await expectAccessible(page);
  await keepScreenshots(page, "address-book");

  // Edit the studio.
  await card(page, "Studio").getByRole("button", { name: "Edit Studio" }).click();
  await expect(page).toHaveURL(/\/questionnaire\/update-user-address\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit address" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Street address" })).toHaveValue("12 Rue de Rivoli");
  await page.getByRole("textbox", { name: "Street address" }).fill("8 Rue du Bac");
  await page.getByRole("textbox", { name: "Apartment, suite or floor" }).fill("Atelier 3");
  await page.getByRole("textbox", { name: "Postal code" }).fill("75007");
  await expectAccessible(page);
  await keepScreenshots(page, "address-edit");
  await page.getByRole("button", { name: "Save changes" }).click();

  await expect(page).toHaveURL(/\/questionnaire\/manage-address$/);
  await expect(card(page, "Studio")).toContainText("8 Rue du Bac");
  await expect(card(page, "Studio")).toContainText("Atelier 3");
  await expect(card(page, "Studio")).toContainText("75007 Paris");

  // The studio becomes the default, then home is deleted.
  await card(page, "Studio").getByRole("button", { name: "Make default: Studio" }).click();
  await expect(card(page, "Studio, default address")).toBeVisible();
  await expect(card(page, "Home")).toBeVisible();
  await expect(page.getByRole("listitem").first()).toHaveAccessibleName("Studio, default address");

  await dismissToasts(page);
  await card(page, "Home").getByRole("button", { name: "Delete Home" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this address?" });
  await expect(dialog).toContainText("221 Market Street");
  await expectAccessible(page);
  await keepScreenshot(page, "address-delete-1280");
  await dialog.getByRole("button", { name: "Delete address" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("The address was deleted.")).toBeVisible();
  await expect(card(page, "Home")).toHaveCount(0);
  await expect(card(page, "Studio, default address")).toBeVisible();

  const stored = await request.get("/v1/users/addresses", {
    headers: { authorization: `Bearer ${person.accessToken}` },
  });
  const { items } = (await stored.json()) as AddressPage;
  expect(
    items.map(({ label, line1, postalCode, country, isDefault }) => ({
      label,
      line1,
      postalCode,
      country,
      isDefault,
    })),
  ).toEqual([
    { label: "Studio", line1: "8 Rue du Bac", postalCode: "75007", country: "FR", isDefault: true },
  ]);

  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/\/questionnaire(\/[a-z-]+)?$/);
  await expect(page).not.toHaveURL(/address/);
});

test("a person without an address starts the step with an empty book and can skip it", async ({
  page,
  request,
}) => {
  await signIn(page, await registeredPerson(request));
  await page.goto("/questionnaire/manage-address");
  await expect(page.getByText("No addresses yet")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await expectAccessible(page);
  await keepScreenshots(page, "address-book-empty");

  await page.getByRole("button", { name: "Add an address" }).click();
  await expect(page).toHaveURL(/\/questionnaire\/user-address$/);
  await page.getByRole("button", { name: "Skip for now" }).click();
  await expect(page).not.toHaveURL(/address/);
});

test("another person's address cannot be opened for editing", async ({ page, request }) => {
  const owner = await registeredPerson(request);
  const added = await request.post("/v1/users/addresses", {
    headers: { authorization: `Bearer ${owner.accessToken}` },
    data: {
      fullName: "Ada Owner",
      line1: "1 Main Street",
      city: "Austin",
      postalCode: "78701",
      country: "US",
    },
  });
  expect(added.status()).toBe(200);
  const { id } = (await added.json()) as Address;

  await signIn(page, await registeredPerson(request));
  await page.goto(`/questionnaire/update-user-address/${id}`);
  await expect(page.getByText("We could not open this address")).toBeVisible();
  await expect(page.getByText("We could not find this address.")).toBeVisible();
  await expect(page.getByText("1 Main Street")).toHaveCount(0);
  await page.getByRole("button", { name: "Back to your addresses" }).click();
  await expect(page).toHaveURL(/\/questionnaire\/manage-address$/);
});
