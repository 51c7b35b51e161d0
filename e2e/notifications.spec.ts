import type { AuthResponse } from "@cbm/contracts";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import {
  expectAccessible,
  keepScreenshot,
  keepScreenshots,
  patientExpect,
  registeredPerson,
  signIn,
} from "./support.ts";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A name a careless server would render as markup: it must show as text and never run. */
const XSS_NAME = `<img src=x onerror=window.__x()>`;

const bearer = (person: AuthResponse) => ({ authorization: `Bearer ${person.accessToken}` });

/** `follower` follows `person`, which tells `person` once the outbox has run. */
async function follows(request: APIRequestContext, follower: AuthResponse, person: AuthResponse) {
  const response = await request.post(`/v1/user/${person.user.id}/follow`, { headers: bearer(follower) });
  expect(response.status(), await response.text()).toBe(200);
}

async function unreadCountOf(request: APIRequestContext, person: AuthResponse) {
  const response = await request.get("/v1/notifications/unread-count", { headers: bearer(person) });
  return ((await response.json()) as { count: number }).count;
}

/** Someone with a notification from each of the people named, their follows told. */
async function followedBy(request: APIRequestContext, names: [string, string][]) {
  const person = await registeredPerson(request, "customer", { firstName: "Nadia", lastName: "Okafor" });
  for (const [firstName, lastName] of names) {
    await follows(request, await registeredPerson(request, "customer", { firstName, lastName }), person);
  }
  await patientExpect.poll(() => unreadCountOf(request, person)).toBe(names.length);
  return person;
}

/** Holds back the API's answers to `method` on `url` by a moment, so the page's busy words can be seen. */
const slowed = (page: Page, method: string, url: string) =>
  page.route(url, async (route) => {
    if (route.request().method() === method) await new Promise((resolve) => setTimeout(resolve, 700));
    await route.fallback();
  });

const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: /^Notifications/ });
const listed = (page: Page, name: string) => page.getByRole("list", { name }).getByRole("listitem");

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { __x: () => void }).__x = () => {
      (window as unknown as { xssRan: boolean }).xssRan = true;
    };
  });
});

test("the bell counts new followers, its menu shows the latest and marks them read", async ({
  page,
  request,
}) => {
  const person = await followedBy(request, [
    ["Ana", "Lee"],
    ["Odette", "Brandt"],
    [XSS_NAME, "Smith"],
  ]);
  await page.setViewportSize(PHONE);
  await signIn(page, person);
  await page.goto("/wall");
  const tabs = page.getByRole("navigation", { name: "Tabs" });
  await expect(tabs.getByRole("img", { name: "Unread notifications" })).toBeVisible();
  await keepScreenshot(page, "notifications-tab-dot-390");
  await page.setViewportSize(DESKTOP);

  await expect(bell(page)).toHaveAccessibleName("Notifications, 3 unread");
  await expect(
    page.getByRole("navigation", { name: "Main menu" }).getByRole("img", { name: "Unread notifications" }),
  ).toBeVisible();
  await keepScreenshot(page, "notifications-bell-1280");

  await bell(page).click();
  const menu = page.getByRole("menu");
  await expect(listed(page, "Latest notifications")).toHaveCount(3);
  await expect(menu.getByText(`${XSS_NAME} Smith`)).toBeVisible();
  expect((await menu.boundingBox())?.width).toBeLessThanOrEqual(400);
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  await expect(page.getByRole("img", { name: "Unread notifications" })).toHaveCount(0);
  await keepScreenshot(page, "notifications-menu-1280");
  expect(await unreadCountOf(request, person)).toBe(0);

  await menu.getByRole("menuitem", { name: "See all" }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expect(listed(page, "Your notifications")).toHaveCount(3);

  await page.setViewportSize(PHONE);
  await page.goto("/wall");
  await bell(page).click();
  await expect(listed(page, "Latest notifications")).toHaveCount(3);
  expect((await page.getByRole("menu").boundingBox())?.width).toBeLessThanOrEqual(PHONE.width - 24);
  await keepScreenshot(page, "notifications-menu-390");
  expect(await page.evaluate(() => "xssRan" in window)).toBe(false);
});

test("the page filters the unread, dismisses one saying 'Dismissing' and clears all saying 'Clearing...'", async ({
  page,
  request,
}) => {
  const person = await followedBy(request, [
    ["Ana", "Lee"],
    ["Odette", "Brandt"],
    [XSS_NAME, "Smith"],
  ]);
  const readIds = (
    (await (await request.get("/v1/notifications?size=2", { headers: bearer(person) })).json()) as {
      items: { id: string }[];
    }
  ).items.map((item) => item.id);
  await request.post("/v1/notifications/read", { headers: bearer(person), data: { ids: readIds } });
  await page.setViewportSize(DESKTOP);
  await signIn(page, person);
  await page.goto("/notifications");

  const all = listed(page, "Your notifications");
  await expect(all).toHaveCount(3);
  await expect(page.getByText(`${XSS_NAME} Smith started following you.`)).toBeVisible();
  await expect(all.first().getByRole("link")).toHaveAttribute("href", /^\/users\/profile\//);
  await expectAccessible(page);
  await keepScreenshots(page, "notifications-page");

  await page.getByText("Unread (1)").click();
  await expect(page).toHaveURL(/unread=true/);
  await expect(all).toHaveCount(1);
  await expect(all.first()).toContainText("Ana Lee started following you.");
  await page.getByText("All", { exact: true }).click();
  await expect(all).toHaveCount(3);

  await slowed(page, "DELETE", "**/v1/notification/*");
  await all.first().getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByRole("button", { name: "Dismissing" })).toBeVisible();
  await expect(all).toHaveCount(2);
  await expect(page.getByText(`${XSS_NAME} Smith started following you.`)).toHaveCount(0);

  await slowed(page, "DELETE", "**/v1/notifications");
  await page.getByRole("button", { name: "Clear all" }).click();
  await expect(page.getByRole("button", { name: "Clearing..." })).toBeVisible();
  await expect(page.getByText("No notifications yet")).toBeVisible();
  await expect(all).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName("Notifications");
  await keepScreenshots(page, "notifications-empty");
  expect(await page.evaluate(() => "xssRan" in window)).toBe(false);
});

test("Settings turns new followers off and mails comments; the next follower tells nothing", async ({
  page,
  request,
}) => {
  const person = await registeredPerson(request, "customer", { firstName: "Ines", lastName: "Vasquez" });
  await page.setViewportSize(DESKTOP);
  await signIn(page, person);
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Notifications" }).click();
  await expect(page).toHaveURL(/section=notifications/);
  const choice = (name: string) => page.getByRole("radiogroup", { name });
  await expect(choice("New followers").getByRole("radio", { name: "In the app" })).toBeChecked();
  await expect(page.getByText("Always in the app and by mail")).toBeVisible();

  await choice("New followers").getByText("Off").click();
  await expect(page.getByText("New followers: off.")).toBeVisible();
  await choice("Comments on your outfits").getByText("App and mail").click();
  await expect(page.getByText("Comments on your outfits: app and mail.")).toBeVisible();
  await expectAccessible(page);
  await keepScreenshots(page, "settings-notifications");

  await page.reload();
  await expect(choice("New followers").getByRole("radio", { name: "Off" })).toBeChecked();
  await expect(choice("Comments on your outfits").getByRole("radio", { name: "App and mail" })).toBeChecked();
  const saved = await request.get("/v1/notifications/preferences", { headers: bearer(person) });
  expect(((await saved.json()) as { preferences: unknown[] }).preferences).toEqual(
    expect.arrayContaining([
      { topic: "follows", channel: "off" },
      { topic: "comments", channel: "mail" },
    ]),
  );
});
