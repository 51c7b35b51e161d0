import { notifications } from "@mantine/notifications";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { atelier, card, plus, subscriptionTo } from "../test-data.ts";
import { SubscribePage } from "./subscribe-page.tsx";

function stubSubscribe(answers: (() => Response)[], current = null as unknown) {
  return stubFetch({
    "GET /v1/plan/plus": () => json(200, plus),
    "GET /v1/users/subscription": () => json(200, current),
    "GET /v1/users/payment-methods": () =>
      json(200, { items: [card(30, "4242", false), card(31, "0002", true)] }),
    "POST /v1/users/subscription": () => (answers.shift() as () => Response)(),
  });
}

const keysOf = (calls: ReturnType<typeof stubFetch>) =>
  calls
    .filter((call) => call.key === "POST /v1/users/subscription")
    .map((call) => ((call.init.headers ?? {}) as Record<string, string>)["idempotency-key"]);

beforeEach(() => {
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

const confirmation = { "/subscription-confirmation": <p>Confirmation page</p> };

describe("SubscribePage", () => {
  it("shows a decline in the provider's words, then subscribes with another card under a new key", async () => {
    const calls = stubSubscribe([
      () => json(402, { message: "Your card was declined." }),
      () => json(201, subscriptionTo(plus, { interval: "year", price: 9_900 })),
    ]);
    const user = userEvent.setup();
    const router = renderWithApp(SubscribePage, {
      path: "/subscriptions/$slug",
      at: "/subscriptions/plus?interval=year",
      routes: confirmation,
    });
    expect(await screen.findByRole("heading", { name: "Subscribe to Plus" })).toBeTruthy();
    expect(await screen.findByText("Then €99.00 each year, until you cancel.")).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: "Subscribe to Plus" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Your card was declined.");

    await user.click(screen.getByRole("radio", { name: /ending in 4242/ }));
    await user.click(screen.getByRole("button", { name: "Subscribe to Plus" }));
    expect(await screen.findByText("Confirmation page")).toBeTruthy();
    expect(router.state.location.search).toEqual({ subscription: subscriptionTo(plus).id });
    const bodies = calls
      .filter((call) => call.key === "POST /v1/users/subscription")
      .map((call) => JSON.parse(String(call.init.body)));
    expect(bodies).toEqual([
      { planId: plus.id, interval: "year", paymentMethodId: card(31, "", true).id },
      { planId: plus.id, interval: "year", paymentMethodId: card(30, "", false).id },
    ]);
    const keys = keysOf(calls);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(2);
  });

  it("sends a member on another plan to the pricing page instead of a second subscription", async () => {
    stubSubscribe([], subscriptionTo(atelier));
    renderWithApp(SubscribePage, { path: "/subscriptions/$slug", at: "/subscriptions/plus" });
    expect(await screen.findByText("You are on Atelier")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Compare plans" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Subscribe to Plus" })).toBeNull();
  });
});
