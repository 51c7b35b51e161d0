// The 3-D Secure tests' common ground: the server's question, and Stripe.js standing in for Stripe (each
// file mocks "@stripe/stripe-js" with `standIn.loadStripe`, as vi.mock must sit in the test file itself).
import { notifications } from "@mantine/notifications";
import { act } from "@testing-library/react";
import { afterEach, beforeEach, type Mock, vi } from "vitest";
import { session } from "../lib/session.ts";
import { json, type stubFetch } from "./render.tsx";
import { me } from "./users.ts";

export const BANK_SECRET = "pi_3Q_secret_abc";

/** The server's 402 that asks the payer's bank to confirm the payment. */
export const needsBank = () =>
  json(402, {
    message: "Your bank asks you to confirm this payment.",
    confirmation: { clientSecret: BANK_SECRET },
  });

/** The payments config of a CBM that takes cards with Stripe, as a stubbed call. */
export const STRIPE_CONFIG = {
  "GET /v1/payments/config": () => json(200, { provider: "stripe", publishableKey: "pk_test_123" }),
};

/** The idempotency keys the calls to `endpoint` ("POST /v1/...") were sent with, in order. */
export const keysSent = (calls: ReturnType<typeof stubFetch>, endpoint: string) =>
  calls
    .filter((call) => call.key === endpoint)
    .map((call) => ((call.init.headers ?? {}) as Record<string, string>)["idempotency-key"]);

/** Signed in before each test, with Stripe.js loading as `standIn`; toasts, stubs and mocks cleared after. */
export function withStripeJs(standIn: { loadStripe: Mock; confirmCardPayment: Mock }): void {
  beforeEach(() => {
    session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
    standIn.loadStripe.mockResolvedValue({ confirmCardPayment: standIn.confirmCardPayment });
  });
  afterEach(() => {
    act(() => notifications.clean());
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });
}
