import type { UserListPage } from "@cbm/contracts";
import { expect, type Page, test } from "@playwright/test";
import {
  codeSentTo,
  dismissToasts,
  expectAccessible,
  keepScreenshot,
  keepScreenshots,
  registeredPerson,
  signIn,
  uniquePhone,
} from "./support.ts";

/** A real 1x1 PNG, small enough to be an avatar that any image decoder accepts. */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const openSection = (page: Page, name: string) => page.getByRole("tab", { name, exact: true }).click();
const sidebar = (page: Page) =>
  page.getByRole("navigation").filter({ has: page.getByRole("navigation", { name: "Main menu" }) });

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
});

test("edits the names, sign, photo and chat setting, and the sidebar follows", async ({ page, request }) => {
  const person = await registeredPerson(request, "customer", { firstName: "Iris", lastName: "Apfel" });
  await signIn(page, person);
  await page.goto("/wall");
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Settings" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole("heading", { level: 2, name: "Profile" })).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveValue("Iris");
  await expectAccessible(page);
  await keepScreenshots(page, "settings-profile");

  await page.getByLabel("First name").fill("");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();

  await page.getByLabel("First name").fill("Ines");
  await page.getByLabel("Last name").fill("de la Fressange");
  await page.getByLabel("Sign").fill("Parisian ease, always in navy");
  await page
    .getByLabel("Profile photo")
    .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(page.getByRole("img", { name: "Preview of your profile photo" })).toBeVisible();
  await page.getByRole("switch", { name: "Accept chat invitations" }).click({ force: true });
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Your profile is saved.")).toBeVisible();

  const fullName = "Ines de la Fressange";
  await expect(sidebar(page).getByText(fullName, { exact: true })).toBeVisible();
  await expect(sidebar(page).getByText("Parisian ease, always in navy")).toBeVisible();
  // The avatar is drawn inside the link to one's profile, which the name already names.
  const avatar = sidebar(page).getByRole("link", { name: fullName, exact: true }).locator("img");
  await expect(avatar).toBeVisible();
  expect(await avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);

  await page.reload();
  await expect(page.getByLabel("Last name")).toHaveValue("de la Fressange");
  await expect(page.getByRole("switch", { name: "Accept chat invitations" })).not.toBeChecked();
  await expect(page.getByRole("img", { name: "Your profile photo" })).toBeVisible();
});

test("changes the phone number and verifies it with the texted code", async ({ page, request }) => {
  const person = await registeredPerson(request);
  await signIn(page, person);
  await page.goto("/settings?section=phone");
  await expect(page.getByRole("heading", { level: 2, name: "Phone" })).toBeVisible();

  await page.getByLabel(/Mobile phone/).fill("0612");
  await page.getByRole("button", { name: "Save number" }).click();
  await expect(page.getByText("Phone must be in international format, like +14155550123")).toBeVisible();

  const phone = uniquePhone();
  await page.getByLabel(/Mobile phone/).fill(phone);
  await page.getByRole("button", { name: "Save number" }).click();
  await expect(page.getByText("Your phone number is saved.")).toBeVisible();
  await expect(page.getByText("Not verified")).toBeVisible();
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByRole("status").filter({ hasText: "We sent a 6-digit code" })).toBeVisible();
  await dismissToasts(page, { raised: true });
  await expectAccessible(page);
  await keepScreenshots(page, "settings-phone");

  await page
    .getByLabel("Verification code")
    .first()
    .fill(await codeSentTo(request, phone));
  await page.getByRole("button", { name: "Verify phone" }).click();
  await expect(page.getByText("Your phone number is verified.")).toBeVisible();
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Send code" })).toHaveCount(0);
});

test("changes the password, then signs in with the new one", async ({ page, request }) => {
  const person = await registeredPerson(request);
  await signIn(page, person);
  await page.goto("/settings");
  await openSection(page, "Password");
  await expect(page).toHaveURL(/section=password/);

  await page.getByLabel("Current password").fill("not my password");
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("Catwalk ready 2027");
  await page.getByLabel("Repeat the new password").fill("Catwalk ready 2028");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The passwords do not match")).toBeVisible();

  await page.getByLabel("Repeat the new password").fill("Catwalk ready 2027");
  await page.getByRole("button", { name: "Change password" }).click();
  const form = page.getByRole("form", { name: "Change password" });
  await expect(form.getByText("The current password is incorrect")).toBeVisible();
  await dismissToasts(page, { raised: true });
  await expectAccessible(page);
  await keepScreenshots(page, "settings-password");

  await page.getByLabel("Current password").fill(person.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText(/Your password is changed/)).toBeVisible();

  await page.getByRole("button", { name: "Log Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await page.getByLabel("Email").fill(person.user.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Catwalk ready 2027");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/wall$/);
});

test("finds a blocked person in Blocked users and unblocks them", async ({ page, request }) => {
  const person = await registeredPerson(request);
  const blocked = await registeredPerson(request, "influencer", { firstName: "Bella", lastName: "Freud" });
  const other = await registeredPerson(request, "customer", { firstName: "Carla", lastName: "Sozzani" });
  for (const target of [blocked, other]) {
    const response = await request.post(`/v1/user/${target.user.id}/block`, {
      headers: { authorization: `Bearer ${person.accessToken}` },
    });
    expect(response.status()).toBe(200);
  }
  await signIn(page, person);
  await page.goto("/settings");
  await openSection(page, "Blocked users");
  const list = page.getByRole("list", { name: "Blocked users" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await expectAccessible(page);
  await keepScreenshots(page, "settings-blocked");

  await page.getByLabel("Search blocked users").fill("bella");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await list.getByRole("button", { name: "Unblock Bella Freud" }).click();
  await expect(page.getByText("You unblocked Bella Freud.")).toBeVisible();
  await expect(page.getByText("No one you blocked matches “bella”.")).toBeVisible();
  await page.getByLabel("Search blocked users").fill("");
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByText("Carla Sozzani")).toBeVisible();

  const profile = await request.get(`/v1/user/${blocked.user.id}`, {
    headers: { authorization: `Bearer ${person.accessToken}` },
  });
  expect(profile.status()).toBe(200);
});

test("adds social accounts from handles and links", async ({ page, request }) => {
  const person = await registeredPerson(request);
  await signIn(page, person);
  await page.goto("/settings?section=socials");
  await expect(page.getByText(/No accounts yet/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Add an account" }).click();
  const instagram = page.getByRole("group", { name: "Instagram account" });
  await instagram.getByLabel("Handle or link").fill("https://www.instagram.com/iris.style/");
  await page.getByRole("button", { name: "Add an account" }).click();
  const second = page.getByRole("group", { name: "TikTok account" });
  await second.getByRole("combobox", { name: "Platform" }).click();
  await page.getByRole("option", { name: "X" }).click();
  const x = page.getByRole("group", { name: "X account" });
  await x.getByLabel("Handle or link").fill("https://facebook.com/iris");
  await page.getByRole("button", { name: "Save social accounts" }).click();
  await expect(x.getByText("This link does not lead to X")).toBeVisible();

  await x.getByLabel("Handle or link").fill("@iris_apfel");
  await page.getByRole("button", { name: "Save social accounts" }).click();
  await expect(page.getByText("Your social accounts are saved.")).toBeVisible();
  await expect(instagram.getByLabel("Handle or link")).toHaveValue("iris.style");
  await dismissToasts(page, { raised: true });
  await keepScreenshots(page, "settings-socials");

  await page.reload();
  await expect(
    page.getByRole("group", { name: "Instagram account" }).getByLabel("Handle or link"),
  ).toHaveValue("iris.style");
  await expect(page.getByRole("group", { name: "X account" }).getByLabel("Handle or link")).toHaveValue(
    "iris_apfel",
  );
});

test("shows the addresses and the style profile sections", async ({ page, request }) => {
  const person = await registeredPerson(request);
  await signIn(page, person);
  await page.goto("/settings?section=addresses");
  await expect(page.getByRole("heading", { level: 2, name: "Addresses" })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshots(page, "settings-addresses");

  await openSection(page, "Style profile");
  await expect(page.getByText(/0 of \d+ steps/)).toBeVisible();
  await expectAccessible(page);
  await keepScreenshots(page, "settings-style");
  await page.getByRole("link", { name: "Continue the questionnaire" }).click();
  await expect(page).toHaveURL(/\/questionnaire/);
});

test("deletes the account: signed out, the login fails and nobody finds them", async ({ page, request }) => {
  const person = await registeredPerson(request, "customer", { firstName: "Zelda", lastName: "Kilgore" });
  const friend = await registeredPerson(request);
  const asFriend = { authorization: `Bearer ${friend.accessToken}` };
  await request.post(`/v1/user/${person.user.id}/follow`, { headers: asFriend });
  const search = async () =>
    (
      (await (
        await request.get("/v1/users?keyword=Zelda%20Kilgore", { headers: asFriend })
      ).json()) as UserListPage
    ).items;
  expect((await search()).map((item) => item.id)).toContain(person.user.id);

  await signIn(page, person);
  await page.goto("/settings");
  await openSection(page, "Delete account");
  await expect(page.getByRole("heading", { level: 2, name: "Delete account" })).toBeVisible();
  await expectAccessible(page);
  await keepScreenshots(page, "settings-delete");

  await page.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  await expect(dialog.getByRole("textbox", { name: "Password" })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole("textbox", { name: "Password" }).fill("not my password");
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(dialog.getByText("The password is incorrect")).toBeVisible();
  await dismissToasts(page, { raised: true });
  await keepScreenshot(page, "settings-delete-confirm-1280");

  await dialog.getByRole("textbox", { name: "Password" }).fill(person.password);
  await dialog.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Your account is deleted.")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("accessToken"))).toBeNull();

  await page.goto("/login");
  await page.getByLabel("Email").fill(person.user.email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(person.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toContainText("The email or password is incorrect.");
  expect(await search()).toEqual([]);
  const profile = await (await request.get("/v1/users/profile", { headers: asFriend })).json();
  expect(profile.followingCount).toBe(0);
});
