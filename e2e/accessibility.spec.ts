import {
  type Address,
  type AuthResponse,
  INFLUENCER_STEPS,
  RETAILER_STEPS,
  STYLE_STEPS,
} from "@cbm/contracts";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { axeFindings, finishedThroughApi, registeredPerson, signIn, wallAs } from "./support.ts";

/**
 * Issue 12 §6: axe finds no violation at all (minor included) on every page each role can reach, at a
 * laptop's and a phone's size. One signed-in browser visits many pages per test, so the tour stays quick.
 */

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A list or panel still loading: its skeleton, or its region marked busy. */
const LOADING = '[aria-busy="true"], .mantine-Skeleton-root[data-visible]';

const ADMIN = { username: "admin@e2e.test", password: "Admin journeys 2026!" };

/** A page of the tour: where it is, the name its failure is reported under, and what shows it is ready. */
interface Stop {
  path: string;
  name: string;
  ready?: (page: Page) => Locator;
}

const stop = (path: string, name = path, ready?: Stop["ready"]): Stop => ({ path, name, ready });

/**
 * The fields whose placeholder reads below 4.5:1 on the field, which axe does not measure: `name: ratio`.
 * Colours are read as the browser computes them (`rgb(…)`, or `color(srgb …)` in 0–1).
 */
const palePlaceholders = (page: Page) =>
  page.evaluate(() => {
    const rgbaOf = (colour: string) => {
      const values = (colour.match(/[\d.]+/g) ?? []).map(Number);
      const scale = colour.startsWith("color(") ? 255 : 1;
      return { rgb: values.slice(0, 3).map((value) => value * scale), alpha: values[3] ?? 1 };
    };
    const luminance = (rgb: number[]) => {
      const [r = 0, g = 0, b = 0] = rgb.map((value) => {
        const channel = value / 255;
        return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const backgroundOf = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const { rgb, alpha } = rgbaOf(getComputedStyle(node).backgroundColor);
        if (alpha > 0) return rgb;
      }
      return [255, 255, 255];
    };
    const fields = [
      ...document.querySelectorAll<HTMLInputElement>("input[placeholder], textarea[placeholder]"),
    ];
    return fields
      .filter((field) => field.placeholder && field.checkVisibility() && !field.disabled)
      .flatMap((field) => {
        const [text, back] = [
          rgbaOf(getComputedStyle(field, "::placeholder").color).rgb,
          backgroundOf(field),
        ];
        const [light = 0, dark = 0] = [luminance(text), luminance(back)].sort((one, other) => other - one);
        const ratio = (light + 0.05) / (dark + 0.05);
        return ratio < 4.5 ? [`${field.name || field.placeholder}: ${ratio.toFixed(2)}:1`] : [];
      });
  });

/**
 * Opens `path` as a link in the app would, without loading the app again: the router hears the history
 * change, and the page's frame, keyed by its path, is replaced. The tour's first page (the app then
 * reads the session just stored) and a page of the same path (another tab or section) are loaded.
 */
async function visit(page: Page, path: string, { load = false } = {}) {
  const frame = page.locator(".cbm-page");
  const samePath = () => new URL(path, page.url()).pathname === new URL(page.url()).pathname;
  if (load || samePath() || (await frame.count()) !== 1) {
    await page.goto(path);
  } else {
    await frame.evaluate((element) => element.setAttribute("data-left", ""));
    await page.evaluate((href) => {
      const key = Math.random().toString(36).slice(2);
      const index = (history.state?.__TSR_index ?? 0) + 1;
      history.pushState({ __TSR_index: index, key, __TSR_key: key }, "", href);
    }, path);
    await expect(page.locator(".cbm-page[data-left]"), `leaving for ${path}`).toHaveCount(0);
  }
  // The page itself, not a redirect (to the login, say).
  const wanted = new URL(path, page.url());
  await expect
    .poll(() => {
      const at = new URL(page.url());
      return `${at.pathname.toLowerCase()}${at.search}`;
    }, `the address of ${path}`)
    .toBe(`${wanted.pathname.toLowerCase()}${wanted.search}`);
}

/**
 * Each page at both sizes (the second by resizing, the next page starting at the size the last ended
 * at), once its heading shows and nothing in it is loading: no axe finding at all, and no pale placeholder.
 */
async function tour(page: Page, stops: readonly Stop[]) {
  let sizes = [DESKTOP, PHONE];
  for (const [index, { path, name, ready }] of stops.entries()) {
    await page.setViewportSize(sizes[0] ?? DESKTOP);
    await visit(page, path, { load: index === 0 });
    for (const size of sizes) {
      const where = `${name} (${path}) at ${size.width}×${size.height}`;
      await page.setViewportSize(size);
      await expect(ready?.(page) ?? page.getByRole("main").getByRole("heading").first(), where).toBeVisible();
      await expect(page.locator(LOADING), `${where}: still loading`).toHaveCount(0);
      expect.soft(await axeFindings(page, { all: true }), `axe on ${where}`).toEqual([]);
      expect.soft(await palePlaceholders(page), `placeholders on ${where}`).toEqual([]);
    }
    sizes = sizes.toReversed();
  }
}

const asPerson = (person: AuthResponse) => ({ authorization: `Bearer ${person.accessToken}` });

/** Someone whose closet, items and outfit (with its occasion, seasons and tags as chips) the pages show. */
async function personWithThings(
  request: APIRequestContext,
  role: "customer" | "influencer" = "customer",
  names = { firstName: "Ada", lastName: "Lovelace" },
) {
  const person = await registeredPerson(request, role, names);
  const wall = wallAs(request, person);
  const closet = await wall.closet({ name: "Weekdays", description: "What I wear to work." });
  const top = await wall.item(closet.id, { colours: ["navy"] });
  const shoes = await wall.item(closet.id, {
    category: "shoes",
    subcategory: "sneakers",
    colours: ["white"],
  });
  const outfit = await wall.outfit({
    itemIds: [top.id, shoes.id],
    caption: "Monday, navy and white",
    occasion: "work",
    seasons: ["spring", "autumn"],
    tags: ["navy", "office"],
  });
  return { person, closet, top, outfit };
}

test("a visitor's pages have no axe violation, at both sizes", async ({ page }) => {
  await tour(page, [
    stop("/", "the home page"),
    stop("/login"),
    stop("/register"),
    stop("/forgot-password"),
    stop("/contact"),
    stop("/retailer-questionnaire"),
    stop("/privacy-policy"),
    stop("/terms"),
  ]);
});

test("a customer's wall and outfits have no axe violation, at both sizes", async ({ page, request }) => {
  const { person, outfit } = await personWithThings(request);
  await signIn(page, person);
  await tour(page, [
    stop("/wall", "the wall"),
    stop("/wall/outfits", "the wall's outfits"),
    stop("/wall/closets", "the wall's closets"),
    stop(`/wall/outfit/${outfit.id}`, "an outfit"),
    stop("/wall/outfit/details", "the outfit editor"),
    stop(`/wall/outfit/details?edit=${outfit.id}`, "the outfit editor, editing"),
  ]);
});

test("a customer's closets and items have no axe violation, at both sizes", async ({ page, request }) => {
  const { person, closet, top } = await personWithThings(request);
  await signIn(page, person);
  await tour(page, [
    stop(`/wall/closets/${closet.id}`, "a closet"),
    stop(`/wall/closets/${closet.id}?item=${top.id}`, "a closet's item", (page) => page.getByRole("dialog")),
    stop("/closet/start", "the closets' start"),
    stop("/closet/new", "the closet form"),
    stop(`/closet/new?edit=${closet.id}`, "the closet form, editing"),
    stop("/closet/new-item", "the item form"),
    stop(`/closet/new-item?edit=${top.id}`, "the item form, editing"),
  ]);
});

test("a customer's people, profiles and the pages not built yet have no axe violation, at both sizes", async ({
  page,
  request,
}) => {
  const { person } = await personWithThings(request);
  const other = await personWithThings(request, "influencer", { firstName: "Noor", lastName: "Haddad" });
  // Another's closet and outfit seen by a follower who saved and liked it: the viewer's controls.
  const wall = wallAs(request, person);
  await wall.post(`/v1/user/${other.person.user.id}/follow`);
  await wall.post(`/v1/outfits/${other.outfit.id}/save`);
  await wall.post(`/v1/outfits/${other.outfit.id}/like`);
  await signIn(page, person);
  const own = `/users/profile/${person.user.id}`;
  await tour(page, [
    stop("/users/list", "Find users"),
    stop("/Influencer/list", "the influencers"),
    stop(own, "one's own profile"),
    stop(`${own}?tab=outfits`, "one's own outfits"),
    stop(`${own}?tab=saved`, "one's saved outfits"),
    stop(`/users/profile/${other.person.user.id}`, "another's profile"),
    stop(`/wall/closets/${other.closet.id}`, "another's closet"),
    stop(`/wall/outfit/${other.outfit.id}`, "another's outfit"),
    stop("/register/two-factor-auth", "phone verification"),
    stop("/events/live-event", "Live Events (coming)"),
    stop("/no-such-page", "Page Not Found"),
  ]);
});

test("a customer's style questionnaire, addresses and cards have no axe violation, at both sizes", async ({
  page,
  request,
}) => {
  const person = await registeredPerson(request, "customer");
  const added = await request.post("/v1/users/addresses", {
    headers: asPerson(person),
    data: {
      fullName: "Iris Apfel",
      line1: "1 Main Street",
      city: "Austin",
      postalCode: "78701",
      country: "US",
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const address = (await added.json()) as Address;
  await signIn(page, person);
  await tour(page, [
    stop("/questionnaire-start", "the questionnaire's start"),
    ...STYLE_STEPS.map((step) => stop(`/questionnaire/${step}`, `the style step ${step}`)),
    stop("/questionnaire/manage-address", "the address book"),
    stop(`/questionnaire/update-user-address/${address.id}`, "an address's form"),
    stop("/questionnaire/manage-payment-method", "the saved cards"),
  ]);
});

test("a customer's settings and style profile have no axe violation, at both sizes", async ({
  page,
  request,
}) => {
  // Ten pages at two sizes each: past the default minute on a busy two-core machine.
  test.setTimeout(150_000);
  await signIn(page, await finishedThroughApi(request));
  const sections = ["phone", "password", "blocked", "addresses", "payments", "socials", "style", "delete"];
  await tour(page, [
    stop("/settings", "the profile settings"),
    ...sections.map((section) => stop(`/settings?section=${section}`, `the ${section} settings`)),
    stop("/questionnaire", "the style profile"),
  ]);
});

test("an influencer's onboarding and pages have no axe violation, at both sizes", async ({
  page,
  request,
}) => {
  const person = await registeredPerson(request, "influencer");
  await signIn(page, person);
  const own = `/users/profile/${person.user.id}`;
  await tour(page, [
    ...INFLUENCER_STEPS.map((step) =>
      stop(`/Influencer/questionnaire/${step}`, `the influencer step ${step}`),
    ),
    stop(`${own}?tab=services`, "an influencer's services"),
    stop(`${own}?tab=events`, "an influencer's events"),
    stop("/services", "Services (coming)"),
  ]);
});

test("a retailer's questionnaire and pages have no axe violation, at both sizes", async ({
  page,
  request,
}) => {
  const person = await registeredPerson(request, "retailer");
  await signIn(page, person);
  await tour(page, [
    ...RETAILER_STEPS.map((step) => stop(`/retailers/questionnaire/${step}`, `the retailer step ${step}`)),
    stop(`/users/profile/${person.user.id}`, "a retailer's profile"),
    stop("/shop-configuration", "the shop configuration"),
    stop("/shipping-methods", "the shipping methods"),
    stop("/orders", "the store's orders"),
  ]);
});

test("an admin's pages have no axe violation, at both sizes", async ({ page, request }) => {
  const login = await request.post("/v1/authorization/login", { form: ADMIN });
  expect(login.status(), await login.text()).toBe(200);
  await signIn(page, (await login.json()) as AuthResponse);
  await tour(page, [
    stop("/admin/dashboard", "the admin dashboard"),
    stop("/admin/users", "Users (coming)"),
    stop("/settings", "an admin's settings"),
    stop("/no-such-page", "an admin's Page Not Found"),
  ]);
});
