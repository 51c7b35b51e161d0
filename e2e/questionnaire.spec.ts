import { STYLE_STEPS } from "@cbm/contracts";
import { expect, type Page, test } from "@playwright/test";
import {
  expectAccessible,
  expectWizardStep,
  finishedThroughApi,
  keepScreenshot,
  next,
  pageHeading,
  registeredPerson,
  signIn,
} from "./support.ts";

const expectStep = (page: Page, step: string, title: string) =>
  expectWizardStep(
    page,
    `/questionnaire/${step}`,
    title,
    STYLE_STEPS.indexOf(step as never) + 1,
    STYLE_STEPS.length,
  );

test("a new member answers, skips, leaves half-way, resumes where they stopped and finishes", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, await registeredPerson(request, "customer", { firstName: "Grace" }));
  await page.goto("/questionnaire-start");
  await expect(pageHeading(page)).toHaveText("Tell us what you love to wear.");

  // The top bar keeps only the logo on the questionnaire's paths, and the menu is away.
  const topBar = page.getByRole("banner");
  await expect(topBar.getByRole("link", { name: "CBM home" })).toBeVisible();
  await expect(topBar.getByRole("link", { name: /Messages/ })).toHaveCount(0);
  await expect(topBar.getByRole("button", { name: /Notifications/ })).toHaveCount(0);
  await expect(topBar.getByRole("link", { name: /Cart/ })).toHaveCount(0);
  await expect(topBar.getByRole("button", { name: "Open the CBM Assistant" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
  await expectAccessible(page);
  await keepScreenshot(page, "questionnaire-start");

  await page.getByRole("link", { name: "Start" }).click();
  await expectStep(page, "body-type", "Which shape is closest to yours?");
  await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
  await page.getByRole("radio", { name: "Pear" }).click();
  await expectAccessible(page);
  await keepScreenshot(page, "questionnaire-body-type");
  await next(page);

  await expectStep(page, "size-selection", "What sizes do you usually wear?");
  await page.getByRole("radiogroup", { name: "Tops size" }).getByRole("radio", { name: "M" }).click();
  await page.getByRole("radiogroup", { name: "Size system for bottoms" }).getByText("EU").click();
  await page.getByRole("radiogroup", { name: "Bottoms size" }).getByRole("radio", { name: "38" }).click();
  await expectAccessible(page);
  await keepScreenshot(page, "questionnaire-size-selection");
  await next(page);

  await expectStep(page, "fav-colors", "Which colours do you love to wear?");
  await page.getByRole("checkbox", { name: "Navy" }).click();
  await page.getByRole("checkbox", { name: "Camel" }).click();
  await expectAccessible(page);
  await keepScreenshot(page, "questionnaire-fav-colors");
  await next(page);

  // A favourite colour cannot be avoided too.
  await expectStep(page, "avoid-colors", "Any colours you would rather not wear?");
  await expect(page.getByRole("checkbox", { name: "Navy" })).toBeDisabled();
  await page.getByRole("checkbox", { name: "Orange" }).click();
  await next(page);

  await expectStep(page, "select-brand", "Which brands do you love?");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Skip for now" }).click();

  await expectStep(page, "shopping-style", "How do you like to shop?");
  await page.getByRole("checkbox", { name: "Investment pieces" }).click();
  await keepScreenshot(page, "questionnaire-shopping-style");
  await next(page);
  await expectStep(page, "select-shopping-location", "Where do you usually shop?");

  // Leaving half-way, then coming back later.
  await topBar.getByRole("link", { name: "CBM home" }).click();
  await expect(page).toHaveURL(/\/wall$/);
  await page.goto("/questionnaire-start");
  await expect(page.getByText("You are 6 of 13 steps in. Your answers so far are saved.")).toBeVisible();
  await page.getByRole("link", { name: "Continue where you left off" }).click();
  await expectStep(page, "select-shopping-location", "Where do you usually shop?");

  // Back shows the earlier answer as it was saved.
  await page.getByRole("button", { name: "Back" }).click();
  await expectStep(page, "shopping-style", "How do you like to shop?");
  await expect(page.getByRole("checkbox", { name: "Investment pieces" })).toBeChecked();
  await next(page);

  await page.getByRole("checkbox", { name: "Independent boutiques" }).click();
  await page.getByRole("checkbox", { name: "Second-hand and vintage" }).click();
  await next(page);
  await expectStep(page, "fashion-goal", "What do you want from your wardrobe?");
  for (const goal of ["Build a capsule wardrobe", "Dress better for work", "Feel more confident"]) {
    await page.getByRole("checkbox", { name: goal }).click();
  }
  // Three goals at most: the others wait.
  await expect(page.getByRole("checkbox", { name: "Try new trends" })).toBeDisabled();
  await keepScreenshot(page, "questionnaire-fashion-goal");
  await next(page);
  await expectStep(page, "fashion-event", "What do you dress for?");
  await page.getByRole("checkbox", { name: "Work" }).click();
  await next(page);
  await expectStep(page, "style-attributes", "Which words describe your style?");
  await page.getByRole("checkbox", { name: "Minimalist" }).click();
  await next(page);

  await expectStep(page, "add-socials", "Where can people find you?");
  await page.getByRole("button", { name: "Add an account" }).click();
  await page.getByLabel("Handle or link").fill("@grace.styles");
  await expectAccessible(page);
  await keepScreenshot(page, "questionnaire-add-socials");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/\/questionnaire\/user-address$/);
  await page.getByRole("button", { name: "Skip for now" }).click();
  await expectStep(page, "add-payment-method", "How would you like to pay?");
  await page.getByRole("button", { name: "Skip for now" }).click();

  // The finish: the whole profile, with a way on to the wall.
  await expect(page).toHaveURL(/\/questionnaire$/);
  await expect(pageHeading(page)).toHaveText("Your style profile");
  const row = (name: string) =>
    page
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${name}$`) })
      .locator("xpath=following-sibling::dd[1]");
  await expect(row("Body type")).toHaveText("Pear");
  await expect(page.getByText("Tops: M")).toBeVisible();
  await expect(page.getByText("Bottoms: EU 38")).toBeVisible();
  await expect(row("Brands")).toHaveText("Skipped");
  await expect(row("Social accounts")).toHaveText("Done");
  await expect(row("Delivery address")).toHaveText("Skipped");
  await expect(row("Payment card")).toHaveText("Skipped");
  // The toast of the saved accounts first goes (axe reads a toast fading in or out as low contrast).
  await expect(page.getByText("Your social accounts are saved.")).toHaveCount(0);
  await expectAccessible(page);
  await keepScreenshot(page, "questionnaire-finished");
  await page.getByRole("link", { name: "Go to your wall" }).click();
  await expect(page).toHaveURL(/\/wall$/);
});

test("one answer is changed later from the profile, keeping the others", async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, await finishedThroughApi(request));
  await page.goto("/questionnaire");
  await expect(pageHeading(page)).toHaveText("Your style profile");
  await page.getByRole("link", { name: "Edit favourite colours" }).click();

  await expect(page).toHaveURL(/\/questionnaire\/fav-colors\?from=summary$/);
  await expect(page.getByRole("checkbox", { name: "Olive" })).toBeChecked();
  await expect(page.getByRole("button", { name: "Skip for now" })).toHaveCount(0);
  await page.getByRole("checkbox", { name: "Olive" }).click();
  await page.getByRole("checkbox", { name: "Burgundy" }).click();
  await page.getByRole("button", { name: "Save" }).click();

  await expect(page).toHaveURL(/\/questionnaire$/);
  await expect(page.getByText("Burgundy")).toBeVisible();
  await expect(page.getByText("Olive")).toHaveCount(0);
  await expect(page.getByText("Rectangle")).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the start, a step and the finished profile fit 390px and pass axe", async ({ page, request }) => {
    const person = await registeredPerson(request, "customer", { firstName: "Ines" });
    await signIn(page, person);
    for (const [path, name] of [
      ["/questionnaire-start", "questionnaire-start-390px"],
      ["/questionnaire/fav-colors", "questionnaire-fav-colors-390px"],
      ["/questionnaire/size-selection", "questionnaire-size-selection-390px"],
    ]) {
      await page.goto(path as string);
      await expect(pageHeading(page)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page);
      await keepScreenshot(page, name as string);
    }

    await signIn(page, await finishedThroughApi(request));
    await page.goto("/questionnaire");
    await expect(pageHeading(page)).toHaveText("Your style profile");
    await expectAccessible(page);
    await keepScreenshot(page, "questionnaire-finished-390px");
  });
});
