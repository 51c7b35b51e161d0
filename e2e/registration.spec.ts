import type { Role } from "@cbm/contracts";
import { expect, type Page, test } from "@playwright/test";
import {
  codeSentTo,
  keepScreenshot,
  PASSWORD,
  registeredPerson,
  uniqueEmail,
  uniquePhone,
} from "./support.ts";

/** A real 1x1 PNG, small enough to be an avatar that any image decoder accepts. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

type JoiningRole = Exclude<Role, "admin">;

const journeys: {
  role: JoiningRole;
  label: string;
  firstName: string;
  lastName: string;
  /** Where the new account goes once the phone is verified: its role's onboarding. */
  onboarding: RegExp;
  sees: string[];
  doesNotSee: string[];
}[] = [
  {
    role: "customer",
    label: "Customer",
    firstName: "Grace",
    lastName: "Coddington",
    onboarding: /\/questionnaire-start$/,
    sees: ["Explore", "My Orders", "Settings"],
    doesNotSee: ["My Events", "Orders", "Services", "Shipping Methods", "My Products"],
  },
  {
    role: "influencer",
    label: "Influencer",
    firstName: "Susie",
    lastName: "Lau",
    onboarding: /\/Influencer\/questionnaire/,
    sees: ["Explore", "My Events", "Services"],
    doesNotSee: ["Orders", "Shipping Methods", "My Products"],
  },
  {
    role: "retailer",
    label: "Retailer",
    firstName: "Rei",
    lastName: "Kawakubo",
    onboarding: /\/retailers\/questionnaire/,
    sees: ["Explore", "My Events", "Orders", "Shipping Methods", "My Products"],
    doesNotSee: ["Services"],
  },
];

const passwordBox = (page: Page) => page.getByRole("textbox", { name: "Password", exact: true });

for (const journey of journeys) {
  test(`registers as ${journey.role} with a photo, verifies the phone, goes on to onboarding and sees the ${journey.role} wall`, async ({
    page,
    request,
  }) => {
    const email = uniqueEmail(`join-${journey.role}`);
    const phone = uniquePhone();
    const fullName = `${journey.firstName} ${journey.lastName}`;

    await page.goto("/");
    await page.getByRole("link", { name: "Join CBM", exact: true }).first().click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByRole("heading", { level: 1, name: "Join CBM" })).toBeVisible();

    await page.getByLabel("First name").fill(journey.firstName);
    await page.getByLabel("Last name").fill(journey.lastName);
    await page.getByLabel("Email").fill(email);
    await passwordBox(page).fill(PASSWORD);
    const roleCard = page.getByRole("radio", { name: journey.label });
    await roleCard.click();
    await expect(roleCard).toBeChecked();

    await expect(page.getByRole("img", { name: "Preview of your profile photo" })).toHaveCount(0);
    await page.getByLabel("Profile photo").setInputFiles({
      name: "me.png",
      mimeType: "image/png",
      buffer: TINY_PNG,
    });
    await expect(page.getByRole("img", { name: "Preview of your profile photo" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Change photo" })).toBeVisible();
    await page.getByLabel("Mobile phone").fill(phone);
    if (journey.role === "retailer") await keepScreenshot(page, "register-filled");

    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(/\/register\/two-factor-auth\?welcome=true$/);
    await expect(page.getByRole("heading", { level: 1, name: "Verify your phone" })).toBeVisible();
    await expect(page.getByText(phone)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeTruthy();

    await page.getByRole("button", { name: "Send code" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Enter your code" })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "We sent a 6-digit code" })).toBeVisible();
    if (journey.role === "retailer") await keepScreenshot(page, "two-factor-auth");
    const code = await codeSentTo(request, phone);
    await page.getByLabel("Verification code").first().fill(code);
    await page.getByRole("button", { name: "Verify phone" }).click();

    await expect(page).toHaveURL(journey.onboarding);
    await expect(page.getByText("Your phone number is verified.")).toBeVisible();

    await page.goto("/wall");
    await expect(
      page.getByRole("heading", { level: 1, name: `Welcome, ${journey.firstName}.` }),
    ).toBeVisible();
    // Once the profile is read again, the wall no longer asks for the phone.
    await expect(page.getByRole("link", { name: "Verify now" })).toHaveCount(0);

    const menu = page.getByRole("navigation", { name: "Main menu" });
    for (const label of journey.sees) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toBeVisible();
    }
    for (const label of journey.doesNotSee) {
      await expect(menu.getByRole("link", { name: label, exact: true })).toHaveCount(0);
    }

    const sidebar = page.getByRole("navigation").filter({ has: menu });
    await expect(sidebar.getByText(fullName, { exact: true })).toBeVisible();
    await expect(sidebar.getByText(journey.label, { exact: true })).toBeVisible();
    // The avatar is drawn inside the link to one's profile, which the name already names.
    const avatar = sidebar.getByRole("link", { name: fullName, exact: true }).locator("img");
    await expect(avatar).toBeVisible();
    // Visible comes before loaded: the picture is drawn once the browser has its bytes.
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBe(1);
  });
}

test("an email that is already registered keeps the form on /register with a toast", async ({
  page,
  request,
}) => {
  const taken = await registeredPerson(request, "customer");
  await page.goto("/register");
  await page.getByLabel("First name").fill("Iris");
  await page.getByLabel("Last name").fill("Apfel");
  await page.getByLabel("Email").fill(taken.user.email);
  await passwordBox(page).fill(PASSWORD);
  await page.getByRole("radio", { name: "Influencer" }).click();
  await page.getByRole("button", { name: "Create account" }).click();

  const toast = page.locator(".mantine-Notifications-root").getByRole("alert");
  await expect(toast).toContainText("This email is already registered");
  await expect(page).toHaveURL(/\/register$/);
  // The same message stands beside the field, and the field has the focus.
  const emailField = page.getByLabel("Email");
  await expect(emailField).toHaveAccessibleDescription(/This email is already registered/);
  await expect(emailField).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();
});

test("a too-short password is refused beside the field without asking the server", async ({ page }) => {
  const calls: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname.startsWith("/v1/")) calls.push(`${sent.method()} ${sent.url()}`);
  });
  await page.goto("/register");
  await page.getByLabel("First name").fill("Iris");
  await page.getByLabel("Last name").fill("Apfel");
  await page.getByLabel("Email").fill(uniqueEmail("short"));
  await passwordBox(page).fill("short");
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(passwordBox(page)).toBeFocused();
  await expect(passwordBox(page)).toHaveAccessibleDescription(/Password must be at least 8 characters/);
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.locator(".mantine-Notifications-root").getByRole("alert")).toHaveCount(0);
  expect(calls).toEqual([]);
});
