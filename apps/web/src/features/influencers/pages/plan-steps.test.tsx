import type { Plan } from "@cbm/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { SelectPackagePage, SubscribePlanPage } from "./plan-steps.tsx";

const id = (n: number) => `11111111-2222-4333-8444-${String(n).padStart(12, "0")}`;
const plan = (n: number, name: string, monthlyPrice: number): Plan => ({
  id: id(n),
  slug: name.toLowerCase(),
  name,
  audience: "influencer",
  description: `${name} for influencers.`,
  monthlyPrice,
  yearlyPrice: monthlyPrice * 10,
  currency: "EUR",
  trialDays: 0,
  active: true,
  displayOrder: n,
  features: { storefront: true, affiliateRatePercent: monthlyPrice === 0 ? 5 : 12 },
});
const [starter, creator] = [plan(1, "Starter", 0), plan(2, "Creator", 1_490)];

beforeEach(() => {
  session.save({
    accessToken: "token-abcdefghij",
    refreshToken: "r",
    expiresIn: 900,
    user: { ...me, roles: ["influencer"] },
  });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

const plansStub = { "GET /v1/plans": () => json(200, { items: [starter, creator] }) };

describe("the onboarding's plan steps", () => {
  it("finish with the free plan, or go on to pay for a paid one at the chosen interval", async () => {
    stubFetch(plansStub);
    const user = userEvent.setup();
    const router = renderWithApp(SelectPackagePage, {
      path: "/Influencer/questionnaire/select-package",
      routes: {
        "/Influencer/questionnaire": <p>The finish</p>,
        "/Influencer/questionnaire/subscribe-plan/$planId": <p>Paying</p>,
      },
    });
    expect(await screen.findByText("Step 6 of 7")).toBeTruthy();
    const creatorCard = await screen.findByRole("region", { name: "Creator" });
    expect(creatorCard.textContent).toContain("Affiliate commission (%): 12%");
    await user.click(screen.getByRole("radio", { name: /Yearly/ }));
    await user.click(within(creatorCard).getByRole("button", { name: "Choose Creator" }));
    expect(await screen.findByText("Paying")).toBeTruthy();
    expect(router.state.location.href).toBe(
      `/Influencer/questionnaire/subscribe-plan/${creator.id}?interval=year`,
    );
  });

  it("pay for the chosen plan with the default card, then show the finish", async () => {
    const calls = stubFetch({
      ...plansStub,
      "GET /v1/users/subscription": () => json(200, null),
      "GET /v1/users/payment-methods": () =>
        json(200, {
          items: [
            {
              id: id(30),
              brand: "visa",
              last4: "4242",
              expMonth: 5,
              expYear: 2031,
              isDefault: true,
              createdAt: "2026-11-01T10:00:00.000Z",
            },
          ],
        }),
      "POST /v1/users/subscription": () =>
        json(201, {
          id: id(40),
          plan: { id: creator.id, slug: "creator", name: "Creator", audience: "influencer" },
        }),
    });
    const user = userEvent.setup();
    renderWithApp(SubscribePlanPage, {
      path: "/Influencer/questionnaire/subscribe-plan/$planId",
      at: `/Influencer/questionnaire/subscribe-plan/${creator.id}`,
      routes: { "/Influencer/questionnaire": <p>The finish</p> },
    });
    expect(await screen.findByText("Step 7 of 7")).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "Subscribe to Creator" }));
    expect(await screen.findByText("The finish")).toBeTruthy();
    const sent = calls.find((call) => call.key === "POST /v1/users/subscription");
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      planId: creator.id,
      interval: "month",
      paymentMethodId: id(30),
    });
  });
});
