import { type AuthResponse, type CardList, STYLE_STEPS } from "@cbm/contracts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  dismissToasts,
  expectAccessible,
  expectWizardStep,
  keepScreenshot,
  pageHeading,
  registeredPerson,
  signIn,
} from "./support.ts";

const SIZES = { 1280: { width: 1280, height: 900 }, 390: { width: 390, height: 844 } };

/** A card's expiry three years on, as the card form takes it: "MM / YY". */
const FUTURE = `05 / ${(new Date().getFullYear() + 3) % 100}`;

const card = (page: Page, name: string | RegExp) => page.getByRole("listitem", { name });
const cardInput = (page: Page, name: string) => page.getByRole("textbox", { name });

/** Types a card into the card form, as a person does, and saves it. */
async function enterCard(page: Page, number: string, expiry = FUTURE) {
  await cardInput(page, "Card number").fill("");
  await cardInput(page, "Card number").pressSequentially(number);
  await cardInput(page, "Expiration date").fill("");
  await cardInput(page, "Expiration date").pressSequentially(expiry);
  await cardInput(page, "Security code").fill("123");
  await page.getByRole("button", { name: "Save card" }).click();
}

/** axe on every finding, then the page kept as it looks at this size. */
async function look(page: Page, name: string) {
  await dismissToasts(page);
  await expectAccessible(page, { all: true });
  await keepScreenshot(page, name);
}

const savedCards = async (request: APIRequestContext, person: AuthResponse) => {
  const response = await request.get("/v1/users/payment-methods", {
    headers: { authorization: `Bearer ${person.accessToken}` },
  });
  return ((await response.json()) as CardList).items.map(({ last4, isDefault }) => ({ last4, isDefault }));
};

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`at ${size}px`, () => {
    test.use({ viewport });

    test("a customer saves two cards in Settings, makes the second the default and removes the first", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const person = await registeredPerson(request);
      await signIn(page, person);
      await page.goto("/settings");
      await page.getByRole("tab", { name: "Payment methods" }).click();
      await expect(page).toHaveURL(/section=payments/);
      await expect(page.getByRole("heading", { level: 2, name: "Payment methods" })).toBeVisible();
      await expect(page.getByText("No card saved")).toBeVisible();
      await look(page, `payment-methods-empty-${size}`);

      await page.getByRole("button", { name: "Add a card" }).click();
      const dialog = page.getByRole("dialog", { name: "Add a card" });
      await expect(dialog.getByText("4242 4242 4242 4242")).toBeVisible();
      await enterCard(page, "4242424242424242", "0520");
      await expect(cardInput(page, "Card number")).toHaveValue("4242 4242 4242 4242");
      await expect(cardInput(page, "Expiration date")).toHaveValue("05 / 20");
      await expect(dialog.getByText("Your card's expiration year is in the past.")).toBeVisible();
      await look(page, `payment-methods-form-${size}`);
      await enterCard(page, "5555555555554444");
      await expect(dialog.getByText("Only the test cards below work with the test provider.")).toBeVisible();
      await enterCard(page, "4242424242424242");
      await expect(dialog).toBeHidden();
      await expect(card(page, "Visa ending in 4242, default card")).toContainText("Visa •••• 4242");

      await page.getByRole("button", { name: "Add a card" }).click();
      await enterCard(page, "4000000000000002");
      await expect(dialog).toBeHidden();
      await expect(card(page, "Visa ending in 0002")).toContainText(
        `Expires ${FUTURE.replace(" / ", "/20")}`,
      );
      await card(page, "Visa ending in 0002")
        .getByRole("button", { name: /Make default/ })
        .click();
      await expect(card(page, "Visa ending in 0002, default card")).toBeVisible();
      await expect(page.getByRole("listitem").first()).toHaveAccessibleName(
        "Visa ending in 0002, default card",
      );
      await look(page, `payment-methods-settings-${size}`);

      await card(page, "Visa ending in 4242")
        .getByRole("button", { name: "Remove Visa ending in 4242" })
        .click();
      const confirm = page.getByRole("dialog", { name: "Remove this card?" });
      await expect(confirm).toContainText("Visa ending in 4242");
      await confirm.getByRole("button", { name: "Remove card" }).click();
      await expect(confirm).toBeHidden();
      await expect(page.getByText("The card was removed.")).toBeVisible();
      await expect(card(page, /4242/)).toHaveCount(0);
      expect(await savedCards(request, person)).toEqual([{ last4: "0002", isDefault: true }]);
    });

    test("the questionnaire's payment step saves a card and the questionnaire goes on", async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const person = await registeredPerson(request);
      const headers = { authorization: `Bearer ${person.accessToken}` };
      for (const step of STYLE_STEPS.slice(0, STYLE_STEPS.indexOf("add-payment-method"))) {
        expect((await request.post(`/v1/style-profile/${step}/skip`, { headers })).status()).toBe(200);
      }
      await signIn(page, person);
      await page.goto("/questionnaire");
      const step = STYLE_STEPS.length;
      await expectWizardStep(
        page,
        "/questionnaire/add-payment-method",
        "How would you like to pay?",
        step,
        step,
      );
      await expect(page.getByRole("button", { name: "Skip for now" })).toBeVisible();
      await look(page, `payment-step-${size}`);

      await enterCard(page, "4242424242424242");
      await expectWizardStep(page, "/questionnaire/manage-payment-method", "Your payment cards", step, step);
      await expect(card(page, "Visa ending in 4242, default card")).toBeVisible();
      await look(page, `payment-step-cards-${size}`);

      // Another card from the list: its page leads back to the list, without a skip.
      await page.getByRole("button", { name: "Add a card" }).click();
      await expect(pageHeading(page)).toHaveText("Add a card");
      await expect(page.getByRole("button", { name: "Skip for now" })).toHaveCount(0);
      await page.getByRole("button", { name: "Back" }).click();
      await expect(page).toHaveURL(/\/questionnaire\/manage-payment-method$/);

      await page.getByRole("button", { name: "Continue" }).click();
      await expect(page).toHaveURL(/\/questionnaire$/);
      await expect(pageHeading(page)).toHaveText("Your style profile");
      const row = page
        .getByRole("term")
        .filter({ hasText: /^Payment card$/ })
        .locator("xpath=following-sibling::dd[1]");
      await expect(row).toHaveText("Added");
    });
  });
}
