import { RETAILER_LEAD_THANKS } from "@cbm/contracts";
import { expect, type Page, test } from "@playwright/test";
import {
  dismissToasts,
  expectAccessible,
  expectWizardStep,
  keepScreenshots,
  next,
  pageHeading,
  registeredPerson,
  signIn,
  uniqueEmail,
} from "./support.ts";

const expectStep = (page: Page, step: string, title: string, number: number) =>
  expectWizardStep(page, `/retailers/questionnaire/${step}`, title, number, 4);

test.use({ viewport: { width: 1280, height: 800 } });

test("a retailer answers the business questionnaire and sees the finish", async ({ page, request }) => {
  test.setTimeout(90_000);
  await signIn(page, await registeredPerson(request, "retailer", { firstName: "Rei", lastName: "Kawakubo" }));
  await page.goto("/retailers/questionnaire");

  await expectStep(page, "product-and-channels", "What do you sell, and where?", 1);
  await next(page);
  await expect(page.getByText("Choose at least one category")).toBeVisible();
  await page.getByRole("checkbox", { name: "Womenswear" }).click();
  await page.getByRole("checkbox", { name: "Accessories" }).click();
  await page.getByRole("checkbox", { name: "Our own website" }).click();
  await page.getByRole("checkbox", { name: "Instagram shop" }).click();
  await page.getByRole("radio", { name: "Premium" }).click();
  await page.getByRole("radio", { name: "50 to 200" }).click();
  await page.getByRole("radio", { name: "Regional" }).click();
  await expectAccessible(page);
  await keepScreenshots(page, "retailer-product-and-channels");
  await next(page);

  await expectStep(page, "sales-metrics", "Your sales at a glance", 2);
  await page.getByRole("radio", { name: "25,000 to 100,000" }).click();
  await page.getByLabel("Average order value").fill("145");
  await page.getByLabel("Currency").selectOption("EUR");
  await page.getByRole("radio", { name: "25% to 50%" }).click();
  await page.getByRole("radio", { name: "5% to 15%" }).click();
  await expectAccessible(page);
  await keepScreenshots(page, "retailer-sales-metrics");
  await next(page);

  await expectStep(page, "challenges-obstacles-goals", "Challenges and goals", 3);
  await page.getByRole("checkbox", { name: "Reaching new customers" }).click();
  await page.getByRole("checkbox", { name: "Partner with influencers" }).click();
  await page.getByRole("radio", { name: "Within three months" }).click();
  await page.getByLabel("Anything else in your way?").fill("Linen looks flat in our photos.");
  await expectAccessible(page);
  await keepScreenshots(page, "retailer-challenges-obstacles-goals");
  // Back keeps what was saved.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Average order value")).toHaveValue("145");
  await next(page);
  await expectStep(page, "challenges-obstacles-goals", "Challenges and goals", 3);
  await page.getByRole("checkbox", { name: "Reaching new customers" }).click();
  await page.getByRole("checkbox", { name: "Partner with influencers" }).click();
  await page.getByRole("radio", { name: "Within three months" }).click();
  await next(page);

  await expectStep(page, "collaborations-and-influencers", "Creators and collaborations", 4);
  await page.getByRole("radio", { name: "A few times" }).click();
  await page.getByRole("checkbox", { name: "Gifted products" }).click();
  await page.getByRole("checkbox", { name: "Affiliate commission" }).click();
  await page.getByRole("checkbox", { name: "Micro" }).click();
  await page.getByLabel("Budget a month").fill("1500");
  await expectAccessible(page);
  await keepScreenshots(page, "retailer-collaborations-and-influencers");
  await next(page, "Finish");

  await expect(page).toHaveURL(/\/retailers\/questionnaire$/);
  await expect(pageHeading(page)).toHaveText("Your business profile is ready");
  await expectAccessible(page);
  await keepScreenshots(page, "retailer-questionnaire-ready");

  // The answers are the server's: a change starts from them.
  await page.getByRole("link", { name: "Sales" }).click();
  await expect(page.getByRole("radio", { name: "25,000 to 100,000" })).toBeChecked();
  await expect(page.getByLabel("Currency")).toHaveValue("EUR");
});

test("a visitor tells CBM about their shop and is invited to create a retailer account", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Not ready yet? Tell us about your business" }).click();
  await expect(page).toHaveURL(/\/retailer-questionnaire$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bring your shop to CBM." })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshots(page, "retailer-lead-form");

  const form = page.getByRole("form", { name: "Retailer questionnaire" });
  await form.getByRole("button", { name: "Send my answers" }).click();
  await expect(form.getByText("Business name is required")).toBeVisible();
  await expect(form.getByText("Choose at least one category")).toBeVisible();
  await expect(form.getByLabel("Business name")).toBeFocused();

  await form.getByLabel("Business name").fill("Atelier Lune");
  await form.getByRole("textbox", { name: "Website" }).fill("atelier-lune.example.com");
  await form.getByRole("combobox", { name: "Country" }).fill("Fran");
  await page.getByRole("option", { name: "France" }).click();
  await form.getByRole("checkbox", { name: "Womenswear" }).click();
  await form.getByRole("checkbox", { name: "Jewellery" }).click();
  await form.getByRole("checkbox", { name: "Our own store" }).click();
  await form.getByRole("radio", { name: "5,000 to 25,000" }).click();
  await form.getByLabel("Your name").fill("Margaux Lune");
  await form.getByLabel("Email").fill(uniqueEmail("lead"));
  await form
    .getByLabel("Message")
    .fill("We make small-batch linen dresses in Lyon and would love to sell on CBM.");
  await form.getByRole("button", { name: "Send my answers" }).click();

  const thanks = page.getByRole("heading", { level: 2, name: "Thank you" });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(page.getByText(RETAILER_LEAD_THANKS).first()).toBeVisible();
  await expect(page.locator(".mantine-Notification-root").getByText("Done")).toBeVisible();
  await dismissToasts(page);
  await expectAccessible(page);
  await keepScreenshots(page, "retailer-lead-thanks");

  await page.getByRole("link", { name: "Create your retailer account" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("heading", { level: 1, name: "Join CBM" })).toBeVisible();
});

test("the retailer questionnaire tells an influencer it is not for them", async ({ page, request }) => {
  await signIn(page, await registeredPerson(request, "influencer"));
  await page.goto("/retailers/questionnaire");
  await expect(page.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
});
