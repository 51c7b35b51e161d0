import { expect, test } from "@playwright/test";
import { expectAccessible, keepScreenshot, registeredPerson, signIn } from "./support.ts";

test("logs in with email and password, then logs out back to / with storage cleared", async ({
  page,
  request,
}) => {
  const person = await registeredPerson(request, "customer");
  await page.goto("/login");
  await page.getByLabel("Email").fill(person.user.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/wall$/);
  await expect(page.getByRole("heading", { name: /Welcome, Iris/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeTruthy();
  await keepScreenshot(page, "wall-customer");

  const refreshToken = await page.evaluate(() => localStorage.getItem("refreshToken"));
  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  const refresh = await request.post("/v1/authorization/refresh", { data: { refreshToken } });
  expect(refresh.status()).toBe(401);
});

test("a wrong password keeps the visitor on the login page with a message", async ({ page, request }) => {
  const person = await registeredPerson(request);
  await page.goto("/login");
  await page.getByLabel("Email").fill(person.user.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("not the password");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toContainText("The email or password is incorrect.");
  await expect(page).toHaveURL(/\/login/);
});

test("the guard sends a visitor to /login with the encoded path, and back there after login", async ({
  page,
  request,
}) => {
  const person = await registeredPerson(request, "retailer");
  await page.goto("/admin/users?tab=all#top");
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const redirect = new URL(page.url()).searchParams.get("redirect");
  expect(redirect).toBe("/admin/users?tab=all#top");
  await page.goBack();
  expect(page.url()).not.toContain("/admin/users");

  await page.goto("/wall");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fwall/);
  await page.getByLabel("Email").fill(person.user.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/wall$/);
});

test("a signed-in user going home lands on the wall", async ({ page, request }) => {
  await signIn(page, await registeredPerson(request));
  await page.goto("/");
  await expect(page).toHaveURL(/\/wall$/);
});

test("an unknown path shows the 404 page with a way back", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
  await keepScreenshot(page, "not-found");
  await page.getByRole("link", { name: "Back to CBM" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the side menu becomes a 200px drawer at 1000px that locks scrolling", async ({ page, request }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await signIn(page, await registeredPerson(request, "influencer"));
  await page.goto("/wall");
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(200);
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
  await expect(drawer.getByRole("link", { name: "Services" })).toBeVisible();
  await keepScreenshot(page, "drawer-1000px");
  await page.keyboard.press("Escape");
  await expect(drawer).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
});

test("the assistant opens from the top bar, sends the trimmed question and shows the answer", async ({
  page,
  request,
}) => {
  await signIn(page, await registeredPerson(request));
  await page.goto("/wall");
  const assistant = page.getByRole("dialog", { name: "CBM Assistant" });
  await expect(assistant).toBeHidden();
  await page.getByRole("button", { name: "Open the CBM Assistant" }).click();
  await expect(assistant).toBeVisible();
  const input = assistant.getByLabel("Ask your question");
  await input.fill("   ");
  await input.press("Enter");
  await expect(assistant.locator("[data-sender]")).toHaveCount(0);
  await input.fill("  What goes with a camel coat?  ");
  await input.press("Enter");
  await expect(input).toHaveValue("");
  await expect(assistant.locator('[data-sender="user"]')).toHaveText("What goes with a camel coat?");
  // The service answers from the help articles and the shop; whatever it finds, it answers in words.
  const answer = assistant.locator('[data-sender="bot"]');
  await expect(answer).toHaveCount(1);
  await expect(answer).not.toHaveText(/^(Connection error\. Please try again\.|\[No response\])$/);
  await assistant.getByRole("button", { name: "Close the assistant" }).click();
  await expect(assistant).toBeHidden();
});

test("the signed-in layout passes axe", async ({ page, request }) => {
  await signIn(page, await registeredPerson(request, "retailer"));
  await page.goto("/wall");
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  await expectAccessible(page);
});
