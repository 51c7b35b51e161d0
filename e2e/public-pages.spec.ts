import { expect, test } from "@playwright/test";
import { expectAccessible, keepScreenshot } from "./support.ts";

const pages: { path: string; name: string; heading: RegExp | string }[] = [
  { path: "/", name: "home", heading: /Wear it\. Share it\. Shop.it\./ },
  { path: "/login", name: "login", heading: "Welcome back" },
  { path: "/register", name: "register", heading: "Join CBM" },
  { path: "/forgot-password", name: "forgot-password", heading: "Reset your password" },
  { path: "/contact", name: "contact", heading: "We would love to hear from you." },
  { path: "/privacy-policy", name: "privacy-policy", heading: /Privacy/ },
  { path: "/terms", name: "terms", heading: /Terms/ },
];

test.describe("public pages at 1280x800", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const { path, name, heading } of pages) {
    test(`${path} loads with one h1, passes axe and is kept as a screenshot`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });

      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(/CBM/);
      await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expectAccessible(page);
      await keepScreenshot(page, name);
      expect(errors).toEqual([]);
    });
  }
});

test.describe("the home page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("fits 390px without sideways scrolling and passes axe", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Join CBM, it's free" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await keepScreenshot(page, "home-390px");
  });
});

test("from the home page, the join call to action leads to /register", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "Join CBM, it's free" }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole("heading", { level: 1, name: "Join CBM" })).toBeVisible();
});

test("from the home page, log in leads to /login", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("main").getByRole("link", { name: "Log in" }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
});

test("each audience's call to action leads to /register", async ({ page }) => {
  await page.goto("/");
  for (const cta of ["Join as a customer", "Join as an influencer", "Open your shop on CBM"]) {
    await page.getByRole("link", { name: cta }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  }
});

test("the footer links reach contact, privacy and terms", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const [label, path] of [
    ["Privacy policy", "/privacy-policy"],
    ["Terms", "/terms"],
    ["Contact", "/contact"],
  ] as const) {
    await footer.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  }
});
