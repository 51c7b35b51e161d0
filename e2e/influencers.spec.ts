import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { plansOnOffer } from "./plan-fixtures.ts";
import {
  dismissToasts,
  expectAccessible,
  expectWizardStep,
  keepScreenshots,
  next,
  pageHeading,
  registeredPerson,
  signIn,
} from "./support.ts";

/** A made-up word of letters only, so a test finds its own people among everyone else's. */
const word = () =>
  [...randomBytes(9)].map((byte, index) => String.fromCharCode((index ? 97 : 65) + (byte % 26))).join("");

const expectStep = (page: Page, step: string, title: string, number: number) =>
  expectWizardStep(page, `/Influencer/questionnaire/${step}`, title, number, 7);

/** A wide banner in soft studio colours, drawn here so no image comes from outside. */
const banner = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><defs><linearGradient id="g"><stop offset="0" stop-color="#f6e3dc"/><stop offset="1" stop-color="#c97b6b"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/><circle cx="900" cy="160" r="120" fill="#7a3e3a" fill-opacity="0.5"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

test.use({ viewport: { width: 1280, height: 800 } });

test("a new influencer onboards step by step and finishes with a published storefront", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await plansOnOffer(request);
  const lastName = word();
  await signIn(page, await registeredPerson(request, "influencer", { firstName: "Susie", lastName }));
  await page.goto("/Influencer/questionnaire");

  // The hub resumes at the first step; the frame keeps only the logo in the top bar.
  await expectStep(page, "influencer-brands", "Which brands are part of your story?", 1);
  await expect(page.getByRole("navigation", { name: "Main menu" })).toHaveCount(0);
  await expect(page.getByRole("radio", { name: "Worked with (0)" })).toBeChecked();
  await expect(
    page.getByRole("searchbox", { name: "Search brands" }).or(page.getByLabel("Search brands")),
  ).toBeVisible();
  await expectAccessible(page);
  await keepScreenshots(page, "influencer-brands");
  await next(page);

  await expectStep(page, "influencer-details", "Tell people about you", 2);
  await next(page);
  await expect(page.getByText("Headline is required")).toBeVisible();
  await page.getByLabel("Headline").fill("Street style from Lisbon to Seoul");
  await page.getByLabel("Bio").fill("Ten years of street style, one camera and a lot of sneakers.");
  await page.getByRole("checkbox", { name: "Streetwear" }).click();
  await page.getByRole("checkbox", { name: "Edgy" }).click();
  await page.getByRole("checkbox", { name: "Outfit of the day" }).click();
  await page.getByRole("checkbox", { name: "Styling tips" }).click();
  await page.getByLabel("Where you are based").fill("Lisbon, Portugal");
  await page.getByRole("checkbox", { name: "Portuguese" }).click();
  await page.getByRole("checkbox", { name: "English" }).click();
  await expectAccessible(page);
  await keepScreenshots(page, "influencer-details");
  await next(page);

  await expectStep(page, "influencer-social-platform", "Where does your audience follow you?", 3);
  await page.getByRole("button", { name: "Add an account" }).click();
  const instagram = page.getByRole("group", { name: "Instagram account" });
  await instagram.getByLabel("Handle or link").fill("@susie.streets");
  await instagram.getByLabel("Followers").fill("48200");
  await expectAccessible(page);
  await keepScreenshots(page, "influencer-social-platform");
  await page.getByRole("button", { name: "Save and continue" }).click();

  await expectStep(page, "influencer-store-details", "Name your storefront", 4);
  await expect(page.getByText("Your social accounts are saved.")).toBeVisible();
  await dismissToasts(page);
  const storeName = `Susie ${lastName} Streets`;
  await page.getByLabel("Store name").fill(storeName);
  await expect(page.getByLabel("Store address")).toHaveValue(`susie-${lastName.toLowerCase()}-streets`);
  await page.getByLabel("Tagline").fill("Sneakers, layers and city light");
  await expectAccessible(page);
  await keepScreenshots(page, "influencer-store-details");
  await next(page);

  await expectStep(page, "influencer-store", "Make it look like you", 5);
  await page.getByLabel("Banner image").setInputFiles({
    name: "banner.png",
    mimeType: "image/png",
    buffer: await banner(),
  });
  await expect(page.getByRole("button", { name: "Change banner" })).toBeVisible();
  await expect(page.getByRole("figure").locator("img")).toHaveAttribute("src", /\/media\//);
  await page.getByRole("radio", { name: "Navy" }).click();
  await page.getByRole("radio", { name: "Editorial" }).click();
  await expect(page.getByRole("switch", { name: "Publish my storefront" })).toBeChecked();
  await expectAccessible(page);
  await keepScreenshots(page, "influencer-store");
  await next(page);

  // The plan: the free one finishes (paying for another is the subscriptions journey's).
  await expectStep(page, "select-package", "Choose your plan", 6);
  await page.getByRole("button", { name: "Continue with Creator" }).click();

  await expect(page).toHaveURL(/\/Influencer\/questionnaire$/);
  await expect(pageHeading(page)).toHaveText("Your storefront is ready");
  await expect(page.getByText(storeName)).toBeVisible();
  await expect(page.getByText("Published")).toBeVisible();
  await expect(page.getByText(/package|plan/i)).toHaveCount(0);
  await expectAccessible(page);
  await keepScreenshots(page, "influencer-storefront-ready");

  // Each answer can be changed again, and comes back filled in.
  await page.getByRole("link", { name: "About you" }).click();
  await expect(page.getByLabel("Headline")).toHaveValue("Street style from Lisbon to Seoul");
  await page.goto("/Influencer/questionnaire");
  await page.getByRole("link", { name: "Go to your wall" }).click();
  await expect(page).toHaveURL(/\/wall$/);
});

test("a member discovers influencers by style and follows one", async ({ page, request }) => {
  const lastName = word();
  const creators = [
    { firstName: "Bea", headline: "Quiet luxury, every day", categories: ["minimalist", "classic"] },
    { firstName: "Cleo", headline: "Festival looks and boho dresses", categories: ["bohemian", "romantic"] },
    { firstName: "Dana", headline: "Oversized, layered, loud", categories: ["streetwear"] },
  ];
  for (const creator of creators) {
    const person = await registeredPerson(request, "influencer", { firstName: creator.firstName, lastName });
    const response = await request.put("/v1/influencers/onboarding/influencer-details", {
      headers: { authorization: `Bearer ${person.accessToken}` },
      data: {
        headline: creator.headline,
        categories: creator.categories,
        contentTypes: ["outfits"],
        languages: ["en"],
      },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
  await signIn(page, await registeredPerson(request, "customer", { firstName: "Grace" }));
  await page.goto("/users/list");
  await page.getByRole("link", { name: "Discover influencers by style" }).click();
  await expect(page).toHaveURL(/\/Influencer\/list$/);
  await page.goto(`/Influencer/list?keyword=${lastName}`);

  await expect(page.getByRole("heading", { level: 1, name: "Discover influencers" })).toBeVisible();
  const list = page.getByRole("list", { name: "Influencers" });
  await expect(list.getByRole("link", { name: `Bea ${lastName}` })).toBeVisible();
  await expect(page.getByText("3 influencers found")).toBeVisible();
  await expectAccessible(page);
  await keepScreenshots(page, "influencer-list");

  await page.getByRole("radio", { name: "Bohemian" }).click();
  await expect(page).toHaveURL(/category=bohemian/);
  await expect(page.getByText("1 influencer found")).toBeVisible();
  const cleo = list
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: `Cleo ${lastName}` }) });
  await expect(cleo.getByText("Festival looks and boho dresses")).toBeVisible();
  await expect(cleo.getByText("0 followers")).toBeVisible();

  await cleo.getByRole("button", { name: `Follow Cleo ${lastName}` }).click();
  await expect(cleo.getByRole("button", { name: `Following Cleo ${lastName}` })).toBeVisible();
  await expect(cleo.getByText("1 follower", { exact: true })).toBeVisible();
  await keepScreenshots(page, "influencer-list-followed");

  // The follow is the server's: it is still there after a reload.
  await page.reload();
  await expect(page.getByRole("button", { name: `Following Cleo ${lastName}` })).toBeVisible();

  await page.getByRole("radio", { name: "Sporty" }).click();
  await expect(page.getByText("No influencer matches")).toBeVisible();
  await expectAccessible(page);
  await keepScreenshots(page, "influencer-list-empty");
});

test("the influencer onboarding tells a customer it is not for them", async ({ page, request }) => {
  await signIn(page, await registeredPerson(request, "customer"));
  await page.goto("/Influencer/questionnaire/influencer-details");
  await expect(page.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
  await expect(page.getByLabel("Headline")).toHaveCount(0);
});
