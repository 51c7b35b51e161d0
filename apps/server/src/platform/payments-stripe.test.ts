// The Stripe adapter through the official `stripe` package, pointed at a local stand-in of the endpoints
// it calls (testing/stripe-stand-in.ts); webhooks signed and checked by the package itself.
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StripeStandIn, startStripeStandIn } from "../testing/stripe-stand-in.ts";
import {
  type ChargeRequest,
  PaymentDeclined,
  PaymentMethodRefused,
  PaymentProviderUnavailable,
  WebhookSignatureInvalid,
} from "./payments.ts";
import { StripePayments } from "./payments-stripe.ts";

const SECRET = "whsec_stand_in";
let standIn: StripeStandIn;
let payments: StripePayments;
beforeAll(async () => {
  standIn = await startStripeStandIn();
  payments = new StripePayments({
    secretKey: "sk_test_stand_in",
    publishableKey: "pk_test_stand_in",
    webhookSecret: SECRET,
    apiUrl: standIn.url,
  });
});
afterAll(() => standIn.close());

const charge = (fields: Partial<ChargeRequest> = {}): ChargeRequest => ({
  paymentMethodId: "pm_card_visa",
  amountMinor: 4_250,
  currency: "EUR",
  idempotencyKey: randomUUID(),
  metadata: { checkoutId: randomUUID() },
  ...fields,
});

describe("card payments by Stripe", () => {
  it("tells the browser to use Stripe's card form with the publishable key", () => {
    expect(payments.config).toEqual({ provider: "stripe", publishableKey: "pk_test_stand_in" });
  });

  it("keeps a card from Elements on the customer, and charges it under the key once", async () => {
    const customerId = await payments.createCustomer(randomUUID());
    const card = await payments.attachCard(customerId, "pm_card_visa");
    expect(card).toMatchObject({ id: expect.stringMatching(/^pm_/), brand: "visa", last4: "4242" });
    const request = charge({ customerId, paymentMethodId: card.id });
    const before = standIn.succeeded();
    const made = await payments.charge(request);
    expect(made).toMatchObject({
      id: expect.stringMatching(/^pi_/),
      amountMinor: 4_250,
      currency: "EUR",
      card: { brand: "visa", last4: "4242" },
      metadata: { checkoutId: request.metadata.checkoutId },
    });
    expect((await payments.charge(request)).id).toBe(made.id);
    expect(standIn.succeeded()).toBe(before + 1);
    expect((await payments.chargeFor(request.idempotencyKey))?.id).toBe(made.id);
    expect(await payments.chargeFor(randomUUID())).toBeNull();
    await payments.detachCard(card.id);
    expect(standIn.calls).toContain(`POST /v1/payment_methods/${card.id}/detach`);
  });

  it("answers Stripe's declines in its words, and an unknown method as refused", async () => {
    await expect(payments.charge(charge({ paymentMethodId: "pm_card_chargeDeclined" }))).rejects.toEqual(
      new PaymentDeclined("generic_decline", "Your card was declined."),
    );
    await expect(
      payments.charge(charge({ paymentMethodId: "pm_card_chargeDeclinedInsufficientFunds" })),
    ).rejects.toEqual(new PaymentDeclined("insufficient_funds", "Your card has insufficient funds."));
    await expect(payments.charge(charge({ paymentMethodId: "pm_nope" }))).rejects.toBeInstanceOf(
      PaymentMethodRefused,
    );
  });

  it("refunds part of a charge", async () => {
    const made = await payments.charge(charge());
    const refund = await payments.refund({
      chargeId: made.id,
      amountMinor: 1_000,
      idempotencyKey: randomUUID(),
    });
    expect(refund).toMatchObject({
      id: expect.stringMatching(/^re_/),
      chargeId: made.id,
      amountMinor: 1_000,
    });
  });

  it("reads a webhook whose signature Stripe's own check accepts, and refuses a forged one", async () => {
    const made = await payments.charge(charge());
    const payload = JSON.stringify({
      id: "evt_1",
      object: "event",
      type: "payment_intent.succeeded",
      data: {
        object: {
          id: made.id,
          object: "payment_intent",
          amount: made.amountMinor,
          currency: "eur",
          metadata: made.metadata,
          payment_method: "pm_x",
          status: "succeeded",
        },
      },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
    const event = payments.webhookEvent(payload, header);
    expect(event).toMatchObject({
      id: "evt_1",
      type: "payment_intent.succeeded",
      charge: { id: made.id, amountMinor: made.amountMinor, metadata: made.metadata },
    });
    const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" });
    expect(() => payments.webhookEvent(payload, forged)).toThrow(WebhookSignatureInvalid);
    expect(() => payments.webhookEvent(payload, undefined)).toThrow(WebhookSignatureInvalid);
  });

  it("says the provider is unavailable when Stripe cannot be reached, rather than failing the process", async () => {
    const gone = await startStripeStandIn();
    await gone.close();
    const unreachable = new StripePayments({
      secretKey: "sk_test_stand_in",
      publishableKey: "pk_test_stand_in",
      webhookSecret: SECRET,
      apiUrl: gone.url,
    });
    await expect(unreachable.charge(charge())).rejects.toBeInstanceOf(PaymentProviderUnavailable);
  });
});
