import { expect, test } from "@playwright/test";
import { expectAccessible, keepScreenshots, pageHeading, registeredPerson, signIn } from "./support.ts";

const ADMIN = { email: "admin@e2e.test", password: "Admin journeys 2026!" };

test("an admin signs in to the dashboard of counts, and the menu leads back to it", async ({
  page,
  request,
}) => {
  await registeredPerson(request, "retailer");
  await page.goto("/login");
  await page.getByLabel("Email").fill(ADMIN.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Log in" }).click();

  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(pageHeading(page)).toHaveText("Dashboard");
  const retailers = page.getByRole("region", { name: "Retailers" });
  await expect(retailers).toBeVisible();
  expect(Number(await retailers.locator("p").nth(1).innerText())).toBeGreaterThanOrEqual(1);
  await expect(page.getByRole("region", { name: "Admins" })).toContainText("1");
  await expectAccessible(page);
  await keepScreenshots(page, "admin-dashboard");

  await page.goto("/settings");
  await page.getByRole("link", { name: "Dashboard" }).first().click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("the dashboard tells a customer it is not for them", async ({ page, request }) => {
  await signIn(page, await registeredPerson(request, "customer"));
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { name: "You don't have access to this page" })).toBeVisible();
});
