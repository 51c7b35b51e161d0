// The checkout's 3-D Secure check, with Stripe.js standing in for Stripe: nothing is fetched from it.
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BANK_SECRET, keysSent, needsBank, STRIPE_CONFIG, withStripeJs } from "../../../testing/bank.ts";
import { json, renderWithApp } from "../../../testing/render.tsx";
import { fixtureId, stubCheckout } from "../test-data.ts";
import { CheckoutPage } from "./checkout-page.tsx";

const stripeStandIn = vi.hoisted(() => ({ loadStripe: vi.fn(), confirmCardPayment: vi.fn() }));
vi.mock("@stripe/stripe-js", () => ({ loadStripe: stripeStandIn.loadStripe }));

const REFUSED = "We are unable to authenticate your payment method.";

const stubWithStripe = (answers: (() => Response)[]) => stubCheckout(answers, STRIPE_CONFIG);

const open = () =>
  renderWithApp(CheckoutPage, { path: "/checkout", routes: { "/my-orders": <p>My orders page</p> } });

withStripeJs(stripeStandIn);

describe("CheckoutPage when the bank asks for 3-D Secure", () => {
  it("confirms in Stripe's dialog, then sends the same checkout again and places the order", async () => {
    stripeStandIn.confirmCardPayment.mockResolvedValue({ paymentIntent: { status: "succeeded" } });
    const calls = stubWithStripe([
      needsBank,
      () => json(201, { id: fixtureId(40), orders: [], total: 9_495, currency: "EUR" }),
    ]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    expect(await screen.findByText("My orders page")).toBeTruthy();
    expect(stripeStandIn.confirmCardPayment).toHaveBeenCalledWith(BANK_SECRET);
    const keys = keysSent(calls, "POST /v1/cart/checkout");
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it("shows the bank's refusal, tells the server at once under the same key, and tries again under a new one", async () => {
    stripeStandIn.confirmCardPayment.mockResolvedValue({ error: { message: REFUSED } });
    const calls = stubWithStripe([needsBank, () => json(402, { message: REFUSED }), needsBank]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    expect((await screen.findByRole("alert")).textContent).toContain(REFUSED);
    const told = keysSent(calls, "POST /v1/cart/checkout");
    expect(told).toHaveLength(2);
    expect(told[1]).toBe(told[0]);
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await vi.waitFor(() => expect(stripeStandIn.confirmCardPayment).toHaveBeenCalledTimes(2));
    const keys = keysSent(calls, "POST /v1/cart/checkout");
    expect(keys[2]).not.toBe(keys[0]);
  });
});
