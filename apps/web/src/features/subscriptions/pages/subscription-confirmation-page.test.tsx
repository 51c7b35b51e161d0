import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { atelier, plus, subscriptionTo } from "../test-data.ts";
import { SubscriptionConfirmationPage } from "./subscription-confirmation-page.tsx";

afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
});

const signIn = () =>
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });

describe("SubscriptionConfirmationPage", () => {
  it("shows the subscription as the server has it, whatever the provider appended to the address", async () => {
    signIn();
    const subscription = subscriptionTo(atelier, {
      status: "trialing",
      trialEnd: "2026-12-08T10:00:00.000Z",
    });
    stubFetch({
      [`GET /v1/users/subscription/${subscription.id}`]: () => json(200, { ...subscription, invoices: [] }),
    });
    renderWithApp(SubscriptionConfirmationPage, {
      path: "/subscription-confirmation",
      at: `/subscription-confirmation?subscription=${subscription.id}&redirect_status=failed`,
    });
    expect(
      await screen.findByRole("heading", { name: "You are on Atelier, free until 8 December 2026" }),
    ).toBeTruthy();
    expect(screen.getByText("Trial ends on").nextSibling?.textContent).toBe("8 December 2026");
  });

  it("without an id, reads the current subscription, a cancelled one ending at its period's end", async () => {
    signIn();
    stubFetch({
      "GET /v1/users/subscription": () => json(200, subscriptionTo(plus, { cancelAtPeriodEnd: true })),
    });
    renderWithApp(SubscriptionConfirmationPage, { path: "/subscription-confirmation" });
    expect(await screen.findByRole("heading", { name: "Plus ends on 10 December 2026" })).toBeTruthy();
    expect(screen.getByText("Ends on")).toBeTruthy();
  });

  it("asks a signed-out visitor to sign in, and brings them back", async () => {
    const calls = stubFetch({});
    renderWithApp(SubscriptionConfirmationPage, { path: "/subscription-confirmation" });
    const signInLink = await screen.findByRole("link", { name: "Sign in" });
    expect(signInLink.getAttribute("href")).toBe("/login?redirect=%2Fsubscription-confirmation");
    expect(calls).toEqual([]);
  });
});
