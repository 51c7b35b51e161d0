// The first payment's 3-D Secure check, with Stripe.js standing in for Stripe: nothing is fetched from it.
import { notifications } from "@mantine/notifications";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { card, plus, subscriptionTo } from "../test-data.ts";
import { SubscribePage } from "./subscribe-page.tsx";

const stripeStandIn = vi.hoisted(() => ({ loadStripe: vi.fn(), confirmCardPayment: vi.fn() }));
vi.mock("@stripe/stripe-js", () => ({ loadStripe: stripeStandIn.loadStripe }));

const SECRET = "pi_3Q_secret_abc";
const needsBank = () =>
  json(402, {
    message: "Your bank asks you to confirm this payment.",
    confirmation: { clientSecret: SECRET },
  });

function stubSubscribe(answers: (() => Response)[]) {
  return stubFetch({
    "GET /v1/plan/plus": () => json(200, plus),
    "GET /v1/users/subscription": () => json(200, null),
    "GET /v1/payments/config": () => json(200, { provider: "stripe", publishableKey: "pk_test_123" }),
    "GET /v1/users/payment-methods": () => json(200, { items: [card(31, "3184", true)] }),
    "POST /v1/users/subscription": () => (answers.shift() as () => Response)(),
  });
}

const keysOf = (calls: ReturnType<typeof stubFetch>) =>
  calls
    .filter((call) => call.key === "POST /v1/users/subscription")
    .map((call) => ((call.init.headers ?? {}) as Record<string, string>)["idempotency-key"]);

const open = () =>
  renderWithApp(SubscribePage, {
    path: "/subscriptions/$slug",
    at: "/subscriptions/plus",
    routes: { "/subscription-confirmation": <p>Confirmation page</p> },
  });

beforeEach(() => {
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
  stripeStandIn.loadStripe.mockResolvedValue({ confirmCardPayment: stripeStandIn.confirmCardPayment });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("SubscribePage when the bank asks for 3-D Secure", () => {
  it("confirms in Stripe's dialog, then sends the same request again and subscribes", async () => {
    stripeStandIn.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: "succeeded" } });
    const calls = stubSubscribe([needsBank, () => json(201, subscriptionTo(plus))]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Subscribe to Plus" }));
    expect(await screen.findByText("Confirmation page")).toBeTruthy();
    expect(stripeStandIn.loadStripe).toHaveBeenCalledWith("pk_test_123");
    expect(stripeStandIn.confirmCardPayment).toHaveBeenCalledWith(SECRET);
    const keys = keysOf(calls);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows the bank's refusal, and tries again later under a new key", async () => {
    stripeStandIn.confirmCardPayment.mockResolvedValue({
      error: { message: "We are unable to authenticate your payment method." },
    });
    const calls = stubSubscribe([needsBank, needsBank]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Subscribe to Plus" }));
    expect((await screen.findByRole("alert")).textContent).toContain(
      "We are unable to authenticate your payment method.",
    );
    expect(keysOf(calls)).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Subscribe to Plus" }));
    await vi.waitFor(() => expect(stripeStandIn.confirmCardPayment).toHaveBeenCalledTimes(2));
    const keys = keysOf(calls);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
