import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, registeredPerson, signIn } from "./support.ts";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** The screen as a person sees it, the fixed bars in their place (a full-page shot moves them). */
const keepScreen = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png` });

const mainMenu = (page: Page) => page.getByRole("navigation", { name: "Main menu" });
const tabBar = (page: Page) => page.getByRole("navigation", { name: "Tabs" });
const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { name });

/** The page is shown in the signed-in frame: the top bar and, on a wide screen, the side menu. */
async function expectFramed(page: Page) {
  await expect(page.getByRole("banner").getByRole("link", { name: "CBM home" })).toBeVisible();
  if ((page.viewportSize()?.width ?? 0) > 1024) await expect(mainMenu(page)).toBeVisible();
  else await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible();
}

test("the first Tab stop skips to the page, at both sizes", async ({ page, request }) => {
  await signIn(page, await registeredPerson(request));
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto("/wall");
    await expect(heading(page, /Welcome, Iris/)).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await keepScreen(page, `navigation-skip-link-${size.width}`);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
    await expect(page).toHaveURL(/\/wall$/);
    await expectAccessible(page, { all: true });
  }
});

test("a visitor's first Tab stop skips to the page too", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/login");
  await expect(heading(page, "Welcome back")).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("main").getByRole("textbox").first()).toBeFocused();
});

test("the side menu starts with one's own profile, closets and saved outfits", async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  const person = await registeredPerson(request, "influencer");
  const own = `/users/profile/${person.user.id}`;
  await signIn(page, person);
  await page.goto("/wall");

  await page.getByRole("link", { name: "Iris Apfel", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${own}$`));
  await expect(heading(page, "Iris Apfel")).toBeVisible();

  await mainMenu(page).getByRole("link", { name: "My closets" }).click();
  await expect(page).toHaveURL(new RegExp(`${own}\\?tab=closets$`));
  await expect(mainMenu(page).getByRole("link", { name: "My closets" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await mainMenu(page).getByRole("link", { name: "Saved outfits" }).click();
  await expect(page).toHaveURL(new RegExp(`${own}\\?tab=saved$`));
  await expect(heading(page, "Iris Apfel")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Saved" })).toHaveAttribute("aria-selected", "true");
  await expectAccessible(page, { all: true });
  await keepScreen(page, "navigation-own-menu-1280");

  // At 1024 px the menu is a 200 px drawer behind the hamburger, with the same block on top.
  await page.setViewportSize({ width: 1024, height: 800 });
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("link", { name: "Iris Apfel", exact: true })).toBeVisible();
  expect((await drawer.boundingBox())?.width).toBeCloseTo(200, 0);
  await expectAccessible(page, { all: true });
  await keepScreen(page, "navigation-drawer-1024");
  await drawer.getByRole("link", { name: "My closets" }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${own}\\?tab=closets$`));
});

test("a menu item not built yet says so inside the layout, with the way back", async ({ page, request }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, await registeredPerson(request, "retailer"));
  await page.goto("/users/list");
  await expect(heading(page, "Find your people")).toBeVisible();

  await mainMenu(page).getByRole("link", { name: "Offers", exact: true }).click();
  await expect(page).toHaveURL(/\/offers$/);
  await expect(heading(page, "Offers")).toBeVisible();
  await expect(page.getByText("This part of CBM is not open yet")).toBeVisible();
  await expectFramed(page);
  await expectAccessible(page, { all: true });
  await keepScreen(page, "navigation-coming-1280");

  await page.getByRole("button", { name: "Go back" }).click();
  await expect(page).toHaveURL(/\/users\/list$/);

  await mainMenu(page).getByRole("link", { name: "Contracts", exact: true }).click();
  await expect(heading(page, "Contracts")).toBeVisible();
  await page.getByRole("link", { name: "Back to the wall" }).click();
  await expect(page).toHaveURL(/\/wall$/);
});

test("an unknown address is Page Not Found inside the layout, at both sizes", async ({ page, request }) => {
  await signIn(page, await registeredPerson(request));
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto("/no-such-page");
    await expect(heading(page, "Page Not Found")).toBeVisible();
    await expectFramed(page);
    await expectAccessible(page, { all: true });
    await keepScreen(page, `navigation-not-found-${size.width}`);
  }
  await page.getByRole("link", { name: "Back to the wall" }).click();
  await expect(page).toHaveURL(/\/wall$/);
  await expect(heading(page, /Welcome, Iris/)).toBeVisible();
});

test("a page that cannot load shows its error inside the layout, with Try again", async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await signIn(page, await registeredPerson(request));
  await page.route("**/v1/outfits/*", (route) =>
    route.fulfill({ status: 500, json: { message: "Something went wrong, please try again later!" } }),
  );
  await page.goto(`/wall/outfit/${randomUUID()}`);
  await expect(heading(page, "Internal Server Error")).toBeVisible({ timeout: 15_000 });
  await expectFramed(page);
  await expect(tabBar(page)).toBeVisible();
  await expectAccessible(page, { all: true });
  await keepScreen(page, "navigation-route-error-390");

  // Asked again once the server answers, the page says what it has (this outfit never existed), still framed.
  await page.unroute("**/v1/outfits/*");
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(heading(page, "Internal Server Error")).toBeHidden();
  await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  await expectFramed(page);
});

test("on a phone the bottom tab bar leads to the five places and marks the current one", async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const person = await registeredPerson(request);
  await signIn(page, person);
  await page.goto("/wall");
  await expect(heading(page, /Welcome, Iris/)).toBeVisible();
  const tab = (name: string) => tabBar(page).getByRole("link", { name });
  await expect(tab("Wall")).toHaveAttribute("aria-current", "page");
  await expectAccessible(page, { all: true });
  await keepScreen(page, "navigation-tab-bar-wall-390");

  await tab("Find").click();
  await expect(page).toHaveURL(/\/users\/list$/);
  await expect(tab("Find")).toHaveAttribute("aria-current", "page");
  await expect(tab("Wall")).not.toHaveAttribute("aria-current", "page");
  await expectAccessible(page, { all: true });

  await tab("Create").click();
  await expect(page).toHaveURL(/\/wall\/outfit\/details$/);
  await expect(tab("Create")).toHaveAttribute("aria-current", "page");

  // Notifications are not built yet: the tab says so inside the layout rather than leading nowhere.
  await tab("Notifications").click();
  await expect(heading(page, "Notifications")).toBeVisible();
  await expect(tab("Notifications")).toHaveAttribute("aria-current", "page");
  await expectAccessible(page, { all: true });
  await keepScreen(page, "navigation-coming-390");

  await tab("Me").click();
  await expect(page).toHaveURL(new RegExp(`/users/profile/${person.user.id}$`));
  await expect(heading(page, "Iris Apfel")).toBeVisible();
  await expect(tab("Me")).toHaveAttribute("aria-current", "page");
  await expectAccessible(page, { all: true });
  await keepScreen(page, "navigation-tab-bar-me-390");

  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer.getByRole("link", { name: "Iris Apfel", exact: true })).toBeVisible();
  await expectAccessible(page, { all: true });
  await keepScreen(page, "navigation-drawer-390");
  await drawer.getByRole("link", { name: "Saved outfits" }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\?tab=saved$/);
  await expect(tab("Me")).toHaveAttribute("aria-current", "page");

  // The end of the page stays above the bar.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const bar = await tabBar(page).boundingBox();
  const lastTab = page.getByRole("tabpanel").last();
  const panel = await lastTab.boundingBox();
  expect(bar && panel && panel.y + panel.height).toBeLessThanOrEqual(bar?.y ?? 0);
});

test("the tab bar is for phones only", async ({ page, request }) => {
  await signIn(page, await registeredPerson(request));
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto("/wall");
  await expect(heading(page, /Welcome, Iris/)).toBeVisible();
  await expect(tabBar(page)).toHaveCount(0);
});

test("an error toast and a success toast read well, at both sizes", async ({ page, request }) => {
  await signIn(page, await registeredPerson(request));
  const toast = page.locator(".mantine-Notification-root");
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto("/closet/new");
    await page.getByLabel("Name").fill(`Weekend ${size.width}`);

    // The server is away once: the action's failure is a toast.
    await page.route("**/v1/closets", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 503, json: { message: "The service is busy, please try again." } })
        : route.fallback(),
    );
    await page.getByRole("button", { name: "Create closet" }).click();
    await expect(toast.getByText("The service is busy, please try again.")).toBeVisible();
    await expect(toast).toHaveCSS("opacity", "1");
    await expectAccessible(page, { all: true });
    await keepScreen(page, `navigation-toast-error-${size.width}`);
    await toast.getByRole("button", { name: "Close" }).click();
    await expect(toast).toHaveCount(0);

    await page.unroute("**/v1/closets");
    await page.getByRole("button", { name: "Create closet" }).click();
    await expect(toast.getByText(`Weekend ${size.width} is ready.`)).toBeVisible();
    await expect(toast).toHaveCSS("opacity", "1");
    await expectAccessible(page, { all: true });
    await keepScreen(page, `navigation-toast-success-${size.width}`);
  }
});

test("an admin on a phone has the drawer, no tab bar, and is led back to the dashboard", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto("/login");
  await page.getByLabel("Email").fill("admin@e2e.test");
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("Admin journeys 2026!");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(tabBar(page)).toHaveCount(0);

  await page.getByRole("button", { name: "Open menu" }).click();
  await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Stores" }).click();
  await expect(heading(page, "Stores")).toBeVisible();
  await expectFramed(page);
  await expectAccessible(page, { all: true });
  await keepScreen(page, "navigation-admin-coming-390");
  await page.getByRole("link", { name: "Back to the dashboard" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
