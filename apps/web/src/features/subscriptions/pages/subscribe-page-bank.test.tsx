// The first payment's 3-D Secure check, with Stripe.js standing in for Stripe: nothing is fetched from it.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BANK_SECRET, keysSent, needsBank, STRIPE_CONFIG, withStripeJs } from "../../../testing/bank.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { card, plus, subscriptionTo } from "../test-data.ts";
import { SubscribePage } from "./subscribe-page.tsx";

const stripeStandIn = vi.hoisted(() => ({ loadStripe: vi.fn(), confirmCardPayment: vi.fn() }));
vi.mock("@stripe/stripe-js", () => ({ loadStripe: stripeStandIn.loadStripe }));

function stubSubscribe(answers: (() => Response)[]) {
  return stubFetch({
    "GET /v1/plan/plus": () => json(200, plus),
    "GET /v1/users/subscription": () => json(200, null),
    ...STRIPE_CONFIG,
    "GET /v1/users/payment-methods": () => json(200, { items: [card(31, "3184", true)] }),
    "POST /v1/users/subscription": () => (answers.shift() as () => Response)(),
  });
}

const open = () =>
  renderWithApp(SubscribePage, {
    path: "/subscriptions/$slug",
    at: "/subscriptions/plus",
    routes: { "/subscription-confirmation": <p>Confirmation page</p> },
  });

withStripeJs(stripeStandIn);

describe("SubscribePage when the bank asks for 3-D Secure", () => {
  it("confirms in Stripe's dialog, then sends the same request again and subscribes", async () => {
    stripeStandIn.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: "succeeded" } });
    const calls = stubSubscribe([needsBank, () => json(201, subscriptionTo(plus))]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Subscribe to Plus" }));
    expect(await screen.findByText("Confirmation page")).toBeTruthy();
    expect(stripeStandIn.loadStripe).toHaveBeenCalledWith("pk_test_123");
    expect(stripeStandIn.confirmCardPayment).toHaveBeenCalledWith(BANK_SECRET);
    const keys = keysSent(calls, "POST /v1/users/subscription");
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
    expect(keysSent(calls, "POST /v1/users/subscription")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Subscribe to Plus" }));
    await vi.waitFor(() => expect(stripeStandIn.confirmCardPayment).toHaveBeenCalledTimes(2));
    const keys = keysSent(calls, "POST /v1/users/subscription");
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
