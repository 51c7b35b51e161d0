import { notifications } from "@mantine/notifications";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { atelier, free, plus, subscriptionTo } from "../test-data.ts";
import { PricingPage } from "./pricing-page.tsx";

const plans = { items: [free, plus, atelier] };

beforeEach(() => {
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

const card = (name: string) => screen.findByRole("region", { name });

describe("PricingPage", () => {
  it("compares the customer's plans monthly and yearly, marking the free plan as theirs", async () => {
    const calls = stubFetch({
      "GET /v1/plans": () => json(200, plans),
      "GET /v1/users/subscription": () => json(200, null),
    });
    const user = userEvent.setup();
    renderWithApp(PricingPage, { path: "/pricing" });
    const plusCard = await card("Plus");
    expect(plusCard.textContent).toContain("€9.90");
    expect(plusCard.textContent).toContain("or €99.00 / year (yearly saves 17%)");
    expect(within(plusCard).getByRole("list", { name: "What Plus includes" }).textContent).toContain(
      "Closets: 20",
    );
    expect((await card("Atelier")).textContent).toContain("Closets: Unlimited");
    expect(within(await card("Free")).getByRole("button", { name: "Your plan" })).toBeTruthy();
    expect(calls.find((call) => call.key === "GET /v1/plans")?.url.searchParams.get("audience")).toBe(
      "customer",
    );

    await user.click(screen.getByRole("radio", { name: /Yearly/ }));
    expect((await card("Plus")).textContent).toContain("€99.00/ year");
    const choose = within(await card("Plus")).getByRole("link", { name: "Choose Plus" });
    expect(choose.getAttribute("href")).toBe("/subscriptions/plus?interval=year");
    expect(within(await card("Atelier")).getByRole("link", { name: "Start free trial" })).toBeTruthy();
  });

  it("shows the proration before an upgrade and confirms it", async () => {
    const calls = stubFetch({
      "GET /v1/plans": () => json(200, plans),
      "GET /v1/users/subscription": () => json(200, subscriptionTo(plus)),
      "GET /v1/users/subscription/change-preview": () =>
        json(200, {
          kind: "upgrade",
          plan: atelier,
          interval: "month",
          price: 1_990,
          currency: "EUR",
          credit: 495,
          amountDue: 1_495,
          effectiveAt: "2026-11-25T10:00:00.000Z",
          periodEnd: "2026-12-25T10:00:00.000Z",
        }),
      "PUT /v1/users/subscription": () => json(200, subscriptionTo(atelier, { price: 1_990 })),
    });
    const user = userEvent.setup();
    renderWithApp(PricingPage, {
      path: "/pricing",
      routes: { "/subscription-confirmation": <p>Confirmed</p> },
    });
    expect(within(await card("Plus")).getByRole("button", { name: "Your plan" })).toBeTruthy();
    await user.click(within(await card("Atelier")).getByRole("button", { name: "Upgrade to Atelier" }));
    const dialog = await screen.findByRole("dialog", { name: "Upgrade to Atelier" });
    expect((await within(dialog).findByText("Credit for unused time")).nextSibling?.textContent).toBe(
      "−€4.95",
    );
    await user.click(within(dialog).getByRole("button", { name: "Pay €14.95 and upgrade" }));
    expect(await screen.findByText("Confirmed")).toBeTruthy();
    const change = calls.find((call) => call.key === "PUT /v1/users/subscription");
    expect(JSON.parse(String(change?.init.body))).toEqual({ planId: atelier.id, interval: "month" });
  });

  it("offers a downgrade to the free plan as a cancellation at the period's end", async () => {
    const calls = stubFetch({
      "GET /v1/plans": () => json(200, plans),
      "GET /v1/users/subscription": () => json(200, subscriptionTo(plus)),
      "DELETE /v1/users/subscription": () => json(200, subscriptionTo(plus, { cancelAtPeriodEnd: true })),
    });
    const user = userEvent.setup();
    renderWithApp(PricingPage, { path: "/pricing" });
    await user.click(within(await card("Free")).getByRole("button", { name: "Downgrade to Free" }));
    const dialog = await screen.findByRole("dialog", { name: "Downgrade to Free?" });
    expect(dialog.textContent).toContain("10 December 2026");
    await user.click(within(dialog).getByRole("button", { name: "Downgrade" }));
    await vi.waitFor(() =>
      expect(calls.some((call) => call.key === "DELETE /v1/users/subscription")).toBe(true),
    );
  });
});
