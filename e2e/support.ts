import { randomUUID } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import {
  type AuthResponse,
  type Closet,
  type ClosetBody,
  type ClosetItem,
  type ClosetItemBody,
  COLOUR_PALETTE,
  type Colour,
  type OutboxMessage,
  type OutfitBody,
  type OutfitDetails,
  type Role,
  type UploadTicket,
} from "@cbm/contracts";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

export const PASSWORD = "Runway ready 2026";

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

let phoneSerial = Math.floor(Math.random() * 1_000_000);
export const uniquePhone = () => `+1415${String(phoneSerial++ % 10_000_000).padStart(7, "0")}`;

/** Someone registered through the API (for journeys that start signed in). */
export async function registeredPerson(
  request: APIRequestContext,
  role: Exclude<Role, "admin"> = "customer",
  fields: Record<string, string> = {},
): Promise<AuthResponse & { password: string }> {
  const response = await request.post("/v1/authorization/register", {
    multipart: {
      firstName: "Iris",
      lastName: "Apfel",
      email: uniqueEmail(role),
      password: PASSWORD,
      role,
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { ...(await response.json()), password: PASSWORD };
}

/** Someone whose every style step is answered or skipped, through the API. */
export async function finishedThroughApi(request: APIRequestContext) {
  const person = await registeredPerson(request, "customer", { firstName: "Tilda" });
  const headers = { authorization: `Bearer ${person.accessToken}` };
  const answers: Record<string, unknown> = {
    "body-type": { bodyType: "rectangle" },
    "size-selection": { sizes: { tops: { system: "INT", size: "S" }, shoes: { system: "EU", size: "39" } } },
    "fav-colors": { favouriteColours: ["black", "cream", "olive"] },
    "avoid-colors": { avoidedColours: ["yellow"] },
    "shopping-style": { shoppingStyles: ["investment", "researcher"] },
    "select-shopping-location": { shoppingLocations: ["boutiques", "second-hand", "rental"] },
    "fashion-goal": { fashionGoals: ["capsule-wardrobe", "shop-sustainably"] },
    "fashion-event": { fashionEvents: ["work", "travel", "weddings"] },
    "style-attributes": { styleAttributes: ["minimalist", "androgynous"] },
  };
  for (const [step, body] of Object.entries(answers)) {
    expect((await request.put(`/v1/style-profile/${step}`, { headers, data: body })).status()).toBe(200);
  }
  for (const step of ["select-brand", "add-socials", "user-address", "add-payment-method"]) {
    expect((await request.post(`/v1/style-profile/${step}/skip`, { headers })).status()).toBe(200);
  }
  return person;
}

/**
 * Puts a session in local storage under the spec's keys, as the app does after login. From the favicon: any
 * page of the origin reaches its storage, and this one does not start the app first.
 */
export async function signIn(page: Page, auth: AuthResponse) {
  await page.goto("/favicon.svg");
  await page.evaluate((stored) => {
    localStorage.setItem("accessToken", stored.accessToken);
    localStorage.setItem("refreshToken", stored.refreshToken);
    localStorage.setItem("accessExpirationTime", String(Date.now() + stored.expiresIn * 1000));
    localStorage.setItem("user", JSON.stringify(stored.user));
  }, auth);
}

/** The 6-digit code the dev outbox holds for an address or number. */
export async function codeSentTo(request: APIRequestContext, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/v1/dev/outbox?to=${encodeURIComponent(to)}`);
      const { items } = (await response.json()) as { items: OutboxMessage[] };
      code = items[0]?.text.match(/\b(\d{6})\b/)?.[1];
      return code;
    })
    .toBeTruthy();
  return code as string;
}

/** Waits until no transition or animation runs: axe reads a fading page's colours as too pale. */
export const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== "running"),
  );

/**
 * axe-core's findings on the page once it has settled, one `rule: target (why), …` line each: the serious and
 * critical ones, or with `all` every one, minor and moderate included.
 */
export async function axeFindings(page: Page, { all = false } = {}) {
  await settled(page);
  // In the page itself (no blank page to finish in: the app has no cross-origin frame), listing only
  // what fails, and with the axe a first run left in the document: a tour of every page needs the speed.
  const present = await page.evaluate(() => "axe" in window);
  const { violations } = await new AxeBuilder({ page, ...(present ? { axeSource: "void 0" } : {}) })
    .setLegacyMode()
    .options({ resultTypes: ["violations"] })
    .analyze();
  return violations
    .filter((violation) => all || ["serious", "critical"].includes(violation.impact ?? ""))
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => `${node.target} (${(node.any[0] ?? node.all[0] ?? node.none[0])?.message})`)
          .join(", ")}`,
    );
}

/** axe-core on the page as it is now: no serious or critical violation (with `all`, none at all). */
export async function expectAccessible(page: Page, { all = false } = {}) {
  expect(await axeFindings(page, { all })).toEqual([]);
}

/** Keeps a full-page screenshot of a main page as a test artifact. */
export async function keepScreenshot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** Keeps the page as it looks on a laptop and on a phone, from its top (the bars are fixed). */
export async function keepScreenshots(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await keepScreenshot(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/**
 * Closes the toasts, so axe and the screenshots see the page itself. `raised` first waits for the toast
 * an action just raised, which may show a moment after the page's own message.
 */
export async function dismissToasts(page: Page, { raised = false } = {}) {
  const toasts = page.locator(".mantine-Notification-root");
  if (raised) await expect(toasts.first()).toBeVisible();
  await toasts.getByRole("button", { name: "Close" }).evaluateAll((buttons) => {
    for (const button of buttons) (button as HTMLButtonElement).click();
  });
  await expect(toasts).toHaveCount(0);
}

/** The page's title: a wizard step's question, or the page the wizard led to. */
export const pageHeading = (page: Page) => page.getByRole("heading", { level: 1 });

/** Presses a wizard's Continue (or the button named so). */
export const next = (page: Page, name = "Continue") => page.getByRole("button", { name }).click();

/** The wizard shows step `number` of `total`, asking `title`, at an address ending in `path`. */
export async function expectWizardStep(
  page: Page,
  path: string,
  title: string,
  number: number,
  total: number,
) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(pageHeading(page)).toHaveText(title);
  await expect(page.getByText(`Step ${number} of ${total}`)).toBeVisible();
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const rgbOf = (hex: string) => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));

/**
 * A 400×500 PNG of a piece in `colour` on a pale backdrop: a plain block with sleeves, enough for the
 * collages and the screenshots to show something real.
 */
export function garmentPhoto(colour: Colour) {
  const [width, height] = [400, 500];
  const piece = rgbOf(COLOUR_PALETTE[colour].hex);
  const backdrop = [236, 230, 222];
  const inPiece = (x: number, y: number) =>
    (x >= 130 && x < 270 && y >= 110 && y < 400) || (x >= 80 && x < 320 && y >= 110 && y < 190);
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: width }, (_, x) => (inPiece(x, y) ? piece : backdrop)).flat()]),
  );
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, default compression, filter and no interlace
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.concat(rows))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A garment photo as a file input takes it. */
export const garmentFile = (colour: Colour, name = `${colour}.png`) => ({
  name,
  mimeType: "image/png",
  buffer: garmentPhoto(colour),
});

/** Uploads an image as the web does for `person` (a ticket, then a PUT) and answers its location. */
export async function uploadedImage(request: APIRequestContext, person: AuthResponse, png: Buffer) {
  const ticket = await request.post("/v1/uploads", {
    data: { contentType: "image/png", size: png.length, fileName: "photo.png" },
    headers: { authorization: `Bearer ${person.accessToken}` },
  });
  expect(ticket.status(), await ticket.text()).toBe(200);
  const { uploadUrl, location } = (await ticket.json()) as UploadTicket;
  const stored = await request.put(uploadUrl, { data: png, headers: { "content-type": "image/png" } });
  expect(stored.status(), await stored.text()).toBe(204);
  return location;
}

/** A fresh tag, so a journey finds its own outfits among everyone's. */
export const uniqueTag = () => `t${randomUUID().slice(0, 8)}`;

/** The wall's endpoints as `person`, for the steps a journey does not walk through in the browser. */
export function wallAs(request: APIRequestContext, person: AuthResponse) {
  const call = async <T>(method: "POST" | "PUT", path: string, data?: object) => {
    const response = await request.fetch(path, {
      method,
      data,
      headers: { authorization: `Bearer ${person.accessToken}` },
    });
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as T;
  };
  return {
    post: <T = unknown>(path: string, data?: object) => call<T>("POST", path, data),
    closet: (body: Partial<ClosetBody> = {}) =>
      call<Closet>("POST", "/v1/closets", { name: "Weekdays", visibility: "public", ...body }),
    item: async (closetId: string, body: Partial<ClosetItemBody> = {}) => {
      const colours = body.colours ?? ["black"];
      return call<ClosetItem>("POST", `/v1/closets/${closetId}/items`, {
        image: await uploadedImage(request, person, garmentPhoto(colours[0] ?? "black")),
        category: "tops",
        subcategory: "shirt",
        colours,
        ...body,
      });
    },
    outfit: (body: Partial<OutfitBody>) =>
      call<OutfitDetails>("POST", "/v1/outfits", { visibility: "public", ...body }),
  };
}

/**
 * `expect` for the wall's journeys: its saves store and resize images and draw collages, which on a busy
 * machine answer later than the config's seven seconds.
 */
export const patientExpect = expect.configure({ timeout: 20_000 });
