// The plans the subscription journeys compare and buy: a free plan and paid ones for customers and
// influencers, created by the installation's first admin (journeys run without the demo seed); and
// members subscribed to them through the API.
import { randomBytes } from "node:crypto";
import { type AuthResponse, PLAN_CATALOGUE, type Subscription } from "@cbm/contracts";
import { type APIRequestContext, expect, type Page } from "@playwright/test";

const ADMIN = { username: "admin@e2e.test", password: "Admin journeys 2026!" };

/** The catalogue's plans for the audiences the journeys buy for (with no retailer plan, retailers are not limited). */
const PLANS = PLAN_CATALOGUE.filter((plan) => plan.audience !== "retailer");

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

/** A made-up surname, so no other journey's search finds these people. */
export const surname = () =>
  [...randomBytes(8)].map((byte, index) => String.fromCharCode((index ? 97 : 65) + (byte % 26))).join("");

/** A member on a paid plan, subscribed through the API with the test card that pays. */
export async function subscribedThroughApi(request: APIRequestContext, accessToken: string, slug: string) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const saved = await request.post("/v1/users/payment-methods", {
    headers,
    data: { paymentMethodId: `pm_card_visa_exp_05_${new Date().getFullYear() + 3}` },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const plan = await (await request.get(`/v1/plan/${slug}`)).json();
  const subscribed = await request.post("/v1/users/subscription", {
    headers: { ...headers, "idempotency-key": randomBytes(16).toString("hex") },
    data: { planId: plan.id, interval: "month", paymentMethodId: (await saved.json()).id },
  });
  expect(subscribed.status(), await subscribed.text()).toBe(201);
  return (await subscribed.json()) as Subscription;
}

/**
 * The member's renewal declined: renewals moved to the test card that is always declined, then the dev
 * subscription clock run a minute past the period's end (the server's own clock is not moved).
 */
export async function renewalDeclined(
  request: APIRequestContext,
  accessToken: string,
  subscription: Subscription,
) {
  const headers = { authorization: `Bearer ${accessToken}` };
  const declining = await request.post("/v1/users/payment-methods", {
    headers,
    data: { paymentMethodId: `pm_card_chargeDeclined_exp_05_${new Date().getFullYear() + 3}` },
  });
  expect(declining.status(), await declining.text()).toBe(201);
  const moved = await request.put("/v1/users/subscription/card", {
    headers,
    data: { paymentMethodId: (await declining.json()).id },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const at = new Date(new Date(subscription.currentPeriodEnd).getTime() + 60_000).toISOString();
  const renewed = await request.post("/v1/dev/subscription/keep-time", { headers, data: { at } });
  expect(renewed.status(), await renewed.text()).toBe(200);
  expect(((await renewed.json()) as Subscription).status).toBe("past_due");
}
