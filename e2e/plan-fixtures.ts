// The plans the subscription journeys compare and buy: a free plan and paid ones for customers and
// influencers, created by the installation's first admin (journeys run without the demo seed).
import type { AuthResponse, CreatePlanBody } from "@cbm/contracts";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

const ADMIN = { username: "admin@e2e.test", password: "Admin journeys 2026!" };

const PLANS: CreatePlanBody[] = [
  {
    slug: "customer-free",
    name: "Free",
    audience: "customer",
    description: "Build your closets and share outfits.",
    monthlyPrice: 0,
    yearlyPrice: 0,
    currency: "USD",
    trialDays: 0,
    displayOrder: 0,
    features: { closets: 10, closetItems: 500 },
  },
  {
    slug: "closet-plus",
    name: "Closet Plus",
    audience: "customer",
    description: "Room for a whole wardrobe, season after season.",
    monthlyPrice: 499,
    yearlyPrice: 4990,
    currency: "USD",
    trialDays: 14,
    displayOrder: 1,
    features: { closets: 50, closetItems: 2000 },
  },
  {
    slug: "closet-unlimited",
    name: "Closet Unlimited",
    audience: "customer",
    description: "No limits on closets or items.",
    monthlyPrice: 999,
    yearlyPrice: 9990,
    currency: "USD",
    trialDays: 0,
    displayOrder: 2,
    features: { closets: null, closetItems: null },
  },
  {
    slug: "creator-free",
    name: "Creator",
    audience: "influencer",
    description: "A storefront of your own and a commission on what you sell.",
    monthlyPrice: 0,
    yearlyPrice: 0,
    currency: "USD",
    trialDays: 0,
    displayOrder: 0,
    features: { storefront: true, affiliateRatePercent: 5 },
  },
  {
    slug: "creator-pro",
    name: "Creator Pro",
    audience: "influencer",
    description: "Double the commission on every sale through your storefront.",
    monthlyPrice: 1900,
    yearlyPrice: 19000,
    currency: "USD",
    trialDays: 7,
    displayOrder: 1,
    features: { storefront: true, affiliateRatePercent: 10 },
  },
];

/** The installation's first admin, signed in through the API. */
export async function adminSession(request: APIRequestContext): Promise<AuthResponse> {
  const response = await request.post("/v1/authorization/login", { form: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** The plans on offer (a plan another journey created already is kept: its slug answers 409). */
export async function plansOnOffer(request: APIRequestContext) {
  const { accessToken } = await adminSession(request);
  for (const plan of PLANS) {
    const response = await request.post("/v1/admin/plans", {
      headers: { authorization: `Bearer ${accessToken}` },
      data: plan,
    });
    expect([201, 409], await response.text()).toContain(response.status());
  }
}

/** A card's expiry three years on, as the card form takes it. */
const FUTURE = `05${(new Date().getFullYear() + 3) % 100}`;

/** Adds a card in the "Add a card" dialog, as a person types it; it is then the chosen one. */
export async function addCard(page: Page, number: string) {
  await page.getByRole("button", { name: "Add a card" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a card" });
  await dialog.getByRole("textbox", { name: "Card number" }).pressSequentially(number);
  await dialog.getByRole("textbox", { name: "Expiration date" }).pressSequentially(FUTURE);
  await dialog.getByRole("textbox", { name: "Security code" }).fill("123");
  await dialog.getByRole("button", { name: "Save card" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("radio", { name: new RegExp(`ending in ${number.slice(-4)}`) })).toBeChecked();
}
