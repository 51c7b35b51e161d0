// What the shop's journeys share: an open store with a shipping method, its products, the shop's chips,
// and a look at a page at both sizes.
import { randomUUID } from "node:crypto";
import type { AuthResponse, Colour, OwnStore, Product } from "@cbm/contracts";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import {
  expectAccessible,
  garmentPhoto,
  keepScreenshots,
  registeredPerson,
  uploadedImage,
} from "./support.ts";

export const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** axe at both sizes, then the page kept as it looks on a laptop and on a phone. */
export async function lookAtBothSizes(page: Page, name: string) {
  await expectAccessible(page);
  await page.setViewportSize(PHONE);
  await expectAccessible(page);
  await page.setViewportSize(DESKTOP);
  await keepScreenshots(page, name);
  await page.setViewportSize(DESKTOP);
}

/** A word no other product has: twelve letters, so a typo in it still finds it. */
export const madeUpWord = () =>
  `qu${randomUUID()
    .replace(/[^a-f]/g, "")
    .padEnd(10, "mnoprstvwz")
    .slice(0, 10)}`;

/** A retailer's open store, configured and shipping, through the API. */
export async function storeOf(request: APIRequestContext, name = `Boutique ${randomUUID().slice(0, 6)}`) {
  const retailer = await registeredPerson(request, "retailer", { firstName: "Odile", lastName: "Marchand" });
  const headers = { authorization: `Bearer ${retailer.accessToken}` };
  await expect.poll(async () => (await request.get("/v1/retailer/store", { headers })).status()).toBe(200);
  const slug = `${name.toLowerCase().replaceAll(" ", "-")}-${randomUUID().slice(0, 6)}`;
  const configured = await request.put("/v1/retailer/store", {
    headers,
    data: {
      name,
      slug,
      logo: await uploadedImage(request, retailer, garmentPhoto("burgundy")),
      banner: await uploadedImage(request, retailer, garmentPhoto("olive")),
      description: "Linen and wool, cut in small runs in our Nantes workshop.",
      currency: "EUR",
      handlingDays: 2,
      returnWindowDays: 14,
      returnPolicy: "Unworn pieces with their tags can come back within 14 days of delivery.",
      vacation: false,
    },
  });
  expect(configured.status(), await configured.text()).toBe(200);
  const method = await request.post("/v1/retailer/shipping-methods", {
    headers,
    data: { name: "Colissimo", priceMinor: 490, freeOverMinor: 8000, minDays: 2, maxDays: 4 },
  });
  expect(method.status(), await method.text()).toBeLessThan(300);
  return { retailer, store: (await configured.json()) as OwnStore };
}

export async function productOf(
  request: APIRequestContext,
  retailer: AuthResponse,
  fields: Record<string, unknown> & {
    colours: Colour[];
    variants: { size: string; colour: Colour; stock: number }[];
  },
) {
  const { colours, variants, ...rest } = fields;
  const images = [];
  for (const colour of colours) images.push(await uploadedImage(request, retailer, garmentPhoto(colour)));
  const response = await request.post("/v1/retailer/products", {
    headers: { authorization: `Bearer ${retailer.accessToken}` },
    data: {
      status: "active",
      images,
      ...rest,
      variants: variants.map((variant) => ({ ...variant, sku: `SK-${randomUUID().slice(0, 12)}` })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Product;
}

/** A chip as it shows: its input is hidden under its label. */
export const chipLabel = (page: Page, name: string) =>
  page.locator("label").filter({ hasText: new RegExp(`^${name}$`) });
export const chip = (page: Page, name: string) => chipLabel(page, name).click();
