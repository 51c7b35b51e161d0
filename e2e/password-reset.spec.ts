import { expect, test } from "@playwright/test";
import { codeSentTo, keepScreenshot, registeredPerson } from "./support.ts";

test("resets a forgotten password with the mailed code, then logs in with the new one", async ({
  page,
  request,
}) => {
  const person = await registeredPerson(request, "influencer");
  const newPassword = "Second season 2027";

  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole("heading", { level: 1, name: "Reset your password" })).toBeVisible();
  // Typed as people type it: the code is still found under the address the server keeps.
  await page.getByLabel("Email").fill(`  ${person.user.email.toUpperCase()} `);
  await page.getByRole("button", { name: "Send code" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await expect(page.getByRole("status")).toContainText(
    "If an account exists for this email, we sent it a code.",
  );
  await expect(page.getByRole("status")).toContainText(person.user.email);
  await keepScreenshot(page, "forgot-password-code");
  const code = await codeSentTo(request, person.user.email);
  await page.getByLabel("Verification code").first().fill(code);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill(newPassword);
  await page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Your password is changed. Sign in with the new one.")).toBeVisible();

  await page.getByLabel("Email").fill(person.user.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "The email or password is incorrect." }),
  ).toBeVisible();

  await page.getByRole("textbox", { name: "Password", exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/wall$/);
  await expect(page.getByRole("heading", { name: /Welcome, Iris/ })).toBeVisible();
});

test("the new password must be confirmed before anything is sent", async ({ page, request }) => {
  const person = await registeredPerson(request);
  await page.goto("/forgot-password");
  await page.getByLabel("Email").fill(person.user.email);
  await page.getByRole("button", { name: "Send code" }).click();
  const code = await codeSentTo(request, person.user.email);

  let changeCalls = 0;
  page.on("request", (sent) => {
    if (sent.url().includes("/forgot-password/change-password")) changeCalls++;
  });
  await page.getByLabel("Verification code").first().fill(code);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("Second season 2027");
  await page.getByRole("textbox", { name: "Confirm new password", exact: true }).fill("Second season 2028");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The passwords do not match")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Confirm new password", exact: true })).toBeFocused();
  await expect(page).toHaveURL(/\/forgot-password$/);
  expect(changeCalls).toBe(0);
});
