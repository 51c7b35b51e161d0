import { randomUUID } from "node:crypto";
import { testPaymentMethodOf } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabase } from "../testing/harness.ts";
import { rowsOf } from "../testing/tables.ts";
import type { Database } from "./db.ts";
import {
  type ChargeRequest,
  IdempotencyKeyReused,
  PaymentDeclined,
  PaymentMethodRefused,
  PaymentNeedsConfirmation,
  WebhookSignatureInvalid,
  webhookSignature,
} from "./payments.ts";
import { TestPayments } from "./payments-test.ts";

let database: Database;
let payments: TestPayments;
beforeAll(async () => {
  database = await testDatabase();
  payments = new TestPayments(database.db, "whsec_test_secret");
});
afterAll(() => database.close());

const charge = (fields: Partial<ChargeRequest> = {}): ChargeRequest => ({
  paymentMethodId: "pm_card_visa",
  amountMinor: 4_250,
  currency: "EUR",
  idempotencyKey: randomUUID(),
  metadata: { checkoutId: randomUUID() },
  ...fields,
});

const chargesUnder = async (key: string) =>
  (await rowsOf<{ idempotencyKey: string }>(database.db, "test_charges")).filter(
    (row) => row.idempotencyKey === key,
  );

describe("the test provider's cards", () => {
  it("attaches a copy of a documented method to the customer, with the expiry the card form read", async () => {
    const customer = await payments.createCustomer();
    const card = await payments.attachCard(customer, testPaymentMethodOf("pm_card_visa", 3, 2032));
    expect(card).toEqual({
      id: expect.stringMatching(/^pm_test_/),
      brand: "visa",
      last4: "4242",
      expMonth: 3,
      expYear: 2032,
    });
    const made = await payments.charge(charge({ customerId: customer, paymentMethodId: card.id }));
    expect(made.card).toEqual({ brand: "visa", last4: "4242", expMonth: 3, expYear: 2032 });
  });

  it("refuses methods that are not documented test methods, and a month that does not exist", async () => {
    const customer = await payments.createCustomer();
    for (const method of ["pm_card_mastercard", "pm_123", testPaymentMethodOf("pm_card_visa", 13, 2032)]) {
      await expect(payments.attachCard(customer, method)).rejects.toBeInstanceOf(PaymentMethodRefused);
    }
  });

  it("does not charge a card detached or attached to another customer", async () => {
    const [owner, other] = [await payments.createCustomer(), await payments.createCustomer()];
    const card = await payments.attachCard(owner, "pm_card_visa");
    await expect(
      payments.charge(charge({ customerId: other, paymentMethodId: card.id })),
    ).rejects.toBeInstanceOf(PaymentMethodRefused);
    await payments.detachCard(card.id);
    await expect(
      payments.charge(charge({ customerId: owner, paymentMethodId: card.id })),
    ).rejects.toBeInstanceOf(PaymentMethodRefused);
  });
});

describe("the test provider's charges", () => {
  it("charges pm_card_visa and declines the two declining methods with Stripe's messages", async () => {
    const made = await payments.charge(charge());
    expect(made).toMatchObject({
      id: expect.stringMatching(/^pi_test_/),
      amountMinor: 4_250,
      currency: "EUR",
    });
    await expect(payments.charge(charge({ paymentMethodId: "pm_card_chargeDeclined" }))).rejects.toEqual(
      new PaymentDeclined("card_declined", "Your card was declined."),
    );
    await expect(
      payments.charge(charge({ paymentMethodId: "pm_card_chargeDeclinedInsufficientFunds" })),
    ).rejects.toEqual(new PaymentDeclined("insufficient_funds", "Your card has insufficient funds."));
  });

  it("answers the first charge again under the same key, even 20 at once, and charges once", async () => {
    const request = charge();
    const answers = await Promise.all(Array.from({ length: 20 }, () => payments.charge(request)));
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
    expect(await chargesUnder(request.idempotencyKey)).toHaveLength(1);
    expect(await payments.chargeFor(request.idempotencyKey)).toEqual(answers[0]);
  });

  it("answers a charge again under its key after its card was detached, and refuses a new charge to it", async () => {
    const customerId = await payments.createCustomer();
    const card = await payments.attachCard(customerId, "pm_card_visa");
    const request = charge({ customerId, paymentMethodId: card.id });
    const made = await payments.charge(request);
    await payments.detachCard(card.id);
    expect(await payments.charge(request)).toEqual(made);
    await expect(payments.charge({ ...request, idempotencyKey: randomUUID() })).rejects.toBeInstanceOf(
      PaymentMethodRefused,
    );
  });

  it("answers a decline again under the same key, and refuses the key for another request", async () => {
    const declined = charge({ paymentMethodId: "pm_card_chargeDeclined" });
    await expect(payments.charge(declined)).rejects.toBeInstanceOf(PaymentDeclined);
    await expect(payments.charge(declined)).rejects.toBeInstanceOf(PaymentDeclined);
    expect(await payments.chargeFor(declined.idempotencyKey)).toBeNull();
    const paid = charge();
    await payments.charge(paid);
    await expect(payments.charge({ ...paid, amountMinor: 1 })).rejects.toBeInstanceOf(IdempotencyKeyReused);
    expect(await payments.chargeFor(randomUUID())).toBeNull();
  });

  it("asks the payer's bank for the 3184 card on session, answers the check once, and declines it off session", async () => {
    const request = charge({ paymentMethodId: "pm_card_authenticationRequired", onSession: true });
    const asked = await payments.charge(request).catch((error: unknown) => error);
    expect(asked).toBeInstanceOf(PaymentNeedsConfirmation);
    const { clientSecret } = asked as PaymentNeedsConfirmation;
    await expect(payments.charge(request)).rejects.toEqual(new PaymentNeedsConfirmation(clientSecret));
    const forged = `${clientSecret.slice(0, -1)}${clientSecret.endsWith("0") ? "1" : "0"}`;
    expect(await payments.testBank.answer(forged, true)).toBeUndefined();
    const told = await payments.testBank.answer(clientSecret, true);
    expect(told).toMatchObject({ type: "payment_intent.succeeded", charge: { card: { last4: "3184" } } });
    expect(await payments.testBank.answer(clientSecret, true)).toBeUndefined();
    expect(await payments.charge(request)).toEqual(told?.charge);

    await expect(
      payments.charge(charge({ paymentMethodId: "pm_card_authenticationRequired" })),
    ).rejects.toEqual(
      new PaymentDeclined(
        "authentication_required",
        "Your card was declined. This transaction requires authentication.",
      ),
    );
  });
});

describe("the test provider's refunds", () => {
  it("refunds part of a charge, once per key, never more than was charged", async () => {
    const made = await payments.charge(charge({ amountMinor: 1_000 }));
    const key = randomUUID();
    const refund = await payments.refund({ chargeId: made.id, amountMinor: 600, idempotencyKey: key });
    expect(await payments.refund({ chargeId: made.id, amountMinor: 600, idempotencyKey: key })).toEqual(
      refund,
    );
    await expect(
      payments.refund({ chargeId: made.id, amountMinor: 401, idempotencyKey: randomUUID() }),
    ).rejects.toThrow("a refund cannot be more than what is left of the charge");
    await payments.refund({ chargeId: made.id, amountMinor: 400, idempotencyKey: randomUUID() });
    const [row] = (await rowsOf<{ id: string; refundedMinor: number }>(database.db, "test_charges")).filter(
      (charged) => charged.id === made.id,
    );
    expect(row?.refundedMinor).toBe(1_000);
  });
});

describe("the test provider's webhooks", () => {
  const event = { id: "evt_1", type: "payment_intent.succeeded" };

  it("reads an event whose signature holds", () => {
    const { payload, signature } = payments.signedWebhook(event);
    expect(payments.webhookEvent(payload, signature)).toEqual(event);
  });

  it("refuses a missing, forged, tampered or stale signature", () => {
    const { payload, signature } = payments.signedWebhook(event);
    const forged = webhookSignature("whsec_another_secret", payload);
    const stale = webhookSignature("whsec_test_secret", payload, Date.now() - 10 * 60_000);
    for (const [body, header] of [
      [payload, undefined],
      [payload, "t=abc,v1=00"],
      [payload, forged],
      [payload.replace("evt_1", "evt_2"), signature],
      [payload, stale],
    ] as const) {
      expect(() => payments.webhookEvent(body, header)).toThrow(WebhookSignatureInvalid);
    }
  });

  it("accepts a signature made within the last five minutes", () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      const { payload, signature } = payments.signedWebhook(event);
      vi.setSystemTime(Date.now() + 4 * 60_000);
      expect(payments.webhookEvent(payload, signature)).toEqual(event);
    } finally {
      vi.useRealTimers();
    }
  });
});
