// Checkout with the built-in test provider's 3184 card, whose bank asks the buyer to confirm every payment
// (3-D Secure): the test bank's check stands in for Stripe.js's dialog, and answers as Stripe's webhook would.
import { BANK_CHECK_FAILED, type Checkout } from "@cbm/contracts";
import { describe, expect, it } from "vitest";
import { buying, shopUnderTest } from "../../testing/checkout.ts";
import { rowsOf } from "../../testing/tables.ts";

const shop = shopUnderTest();

const { call, storeSelling, shopperWith, newKey, checkout, stockOf, chargesFor } = buying(shop);

/** A buyer of two of a four-piece variant, paying with the 3184 card: the checkout waits for the bank. */
async function askedByTheBank() {
  const store = await storeSelling(4);
  const { person, addressId } = await shopperWith([[store.variantId, 2]]);
  const body = {
    addressId,
    shippingMethods: { [store.storeId]: store.methodId },
    paymentMethodId: "pm_card_authenticationRequired",
  };
  const key = newKey();
  const asked = await checkout(person, body, key);
  expect(asked.statusCode, asked.body).toBe(402);
  expect(asked.json()).toEqual({
    message: "Your bank asks you to confirm this payment.",
    confirmation: { clientSecret: expect.stringMatching(/^pi_test_[a-f0-9]{24}_secret_[a-f0-9]{32}$/) },
  });
  const { clientSecret } = asked.json<{ confirmation: { clientSecret: string } }>().confirmation;
  const answerBank = (passes: boolean) =>
    call(person, "POST", "/v1/payments/test-bank", { clientSecret, passes });
  return { store, person, clientSecret, answerBank, again: () => checkout(person, body, key) };
}

const _chargesOf = async (checkoutId: string) =>
  (
    await rowsOf<{ idempotencyKey: string; outcome: string }>(shop.test.deps.database.db, "test_charges")
  ).filter((charge) => charge.idempotencyKey === `checkout-${checkoutId}`);

describe("checkout when the buyer's bank asks to confirm (the shop.test provider's 3184 card)", () => {
  it("holds the stock while the bank checks, then places the orders once the buyer completes the check", async () => {
    const buyer = await askedByTheBank();
    expect(await stockOf(buyer.store.variantId)).toBe(2);
    expect((await buyer.again()).json()).toMatchObject({
      confirmation: { clientSecret: buyer.clientSecret },
    });

    const answered = await buyer.answerBank(true);
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toEqual({ message: "The bank's check is answered." });
    // The check's answer already paid the orders; the same request answers them.
    const placed = await buyer.again();
    expect(placed.statusCode, placed.body).toBe(201);
    const paid = placed.json<Checkout>();
    expect(paid.orders.map((order) => order.status)).toEqual(["paid"]);
    expect(await chargesFor(paid.id)).toMatchObject([{ outcome: "succeeded" }]);
    expect(await stockOf(buyer.store.variantId)).toBe(2);
    // A check answers once.
    expect((await buyer.answerBank(true)).statusCode).toBe(404);
  });

  it("gives the stock back at once when the check fails, and the same request answers the bank's refusal", async () => {
    const buyer = await askedByTheBank();
    expect((await buyer.answerBank(false)).statusCode).toBe(200);
    expect(await stockOf(buyer.store.variantId)).toBe(4);
    const refused = await buyer.again();
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: BANK_CHECK_FAILED });
    expect((await call(buyer.person, "GET", "/v1/orders")).json<{ items: unknown[] }>().items).toEqual([]);
  });
});

describe("POST /v1/payments/test-bank", () => {
  it("answers 401 without a token, 400 with field messages, and 404 for a secret no payment gave", async () => {
    const { person } = await shopperWith([]);
    const secret = `pi_test_${"a".repeat(24)}_secret_${"b".repeat(32)}`;
    const anonymous = await call(null, "POST", "/v1/payments/test-bank", {
      clientSecret: secret,
      passes: true,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: "Unauthenticated." });
    const bad = await call(person, "POST", "/v1/payments/test-bank", { clientSecret: "pi_1", passes: "yes" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      clientSecret: ["Client secret must be the one the payment answered"],
      passes: ["Passes must be true or false"],
    });
    const unknown = await call(person, "POST", "/v1/payments/test-bank", {
      clientSecret: secret,
      passes: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: "No payment waits for this check." });
  });
});
