// The whole purchase with Stripe configured (pointed at the local stand-in of its API): the browser is
// told to use Stripe's form, a card from it is saved, the checkout charges it once; a card whose bank
// wants the buyer to confirm (3-D Secure) holds the stock until the bank answers.
import { BANK_CHECK_FAILED, type Card, type Checkout } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buying, type Shop } from "../../testing/checkout.ts";
import type { TestApp } from "../../testing/harness.ts";
import { productPhoto } from "../../testing/shop.ts";
import { deliverWebhooks, startAppWithStripe } from "../../testing/stripe-billing.ts";
import type { StripeStandIn } from "../../testing/stripe-stand-in.ts";

let standIn: StripeStandIn;
let test: TestApp;
let close: () => Promise<void>;
const shop = {} as Shop;
beforeAll(async () => {
  ({ test, standIn, close } = await startAppWithStripe());
  Object.assign(shop, { test, photo: await productPhoto(test) });
});
afterAll(() => close());

const { call, storeSelling, shopperWith, checkout, stockOf } = buying(shop);

describe("the web app with Stripe", () => {
  it("lets Stripe.js load its script and frames and call its API, as the card form needs", async () => {
    const csp = String((await call(null, "GET", "/healthz")).headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-src https://js.stripe.com https://hooks.stripe.com");
    expect(csp).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/);
  });
});

describe("checkout with Stripe", () => {
  it("saves a card from Stripe's form and charges it once for the orders", async () => {
    expect((await call(null, "GET", "/v1/payments/config")).json()).toEqual({
      provider: "stripe",
      publishableKey: "pk_test_stand_in",
    });
    const store = await storeSelling(4);
    const { person, addressId } = await shopperWith([[store.variantId, 2]]);
    const saved = await call(person, "POST", "/v1/users/payment-methods", {
      paymentMethodId: "pm_card_visa",
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const card = saved.json<Card>();
    expect(card).toMatchObject({ brand: "visa", last4: "4242" });
    const before = standIn.succeeded();
    const body = {
      addressId,
      shippingMethods: { [store.storeId]: store.methodId },
      paymentMethodId: card.id,
    };
    const paid = await checkout(person, body, "stripe-checkout-key-0001");
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<Checkout>().orders.map((order) => order.status)).toEqual(["paid"]);
    const again = await checkout(person, body, "stripe-checkout-key-0001");
    expect(again.json<Checkout>().id).toBe(paid.json<Checkout>().id);
    expect(standIn.succeeded()).toBe(before + 1);
    expect(await stockOf(store.variantId)).toBe(2);
  });

  it("answers Stripe's decline with its message and takes nothing", async () => {
    const store = await storeSelling(4);
    const { person, addressId } = await shopperWith([[store.variantId, 1]]);
    const declined = await checkout(person, {
      addressId,
      shippingMethods: { [store.storeId]: store.methodId },
      paymentMethodId: "pm_card_chargeDeclined",
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: "Your card was declined." });
    expect(await stockOf(store.variantId)).toBe(4);
  });

  /** A shopper with two of a four-piece variant in the cart and a saved card whose bank asks to confirm. */
  async function askedByTheBank() {
    const store = await storeSelling(4);
    const { person, addressId } = await shopperWith([[store.variantId, 2]]);
    const saved = await call(person, "POST", "/v1/users/payment-methods", {
      paymentMethodId: "pm_card_authenticationRequired",
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const body = {
      addressId,
      shippingMethods: { [store.storeId]: store.methodId },
      paymentMethodId: saved.json<Card>().id,
    };
    const key = `bank-${crypto.randomUUID()}`;
    const asked = await checkout(person, body, key);
    expect(asked.statusCode, asked.body).toBe(402);
    expect(asked.json()).toEqual({
      message: "Your bank asks you to confirm this payment.",
      confirmation: { clientSecret: expect.stringMatching(/^pi_.+_secret_/) },
    });
    const { clientSecret } = asked.json<{ confirmation: { clientSecret: string } }>().confirmation;
    return { store, person, body, key, clientSecret, again: () => checkout(person, body, key) };
  }

  it("holds the stock while the buyer's bank checks the payment, then places the orders once, whoever hears first", async () => {
    const before = standIn.succeeded();
    const first = await askedByTheBank();
    // The stock is held meanwhile, and the same request answers the same question until the bank answers.
    expect(await stockOf(first.store.variantId)).toBe(2);
    const waiting = await first.again();
    expect(waiting.statusCode).toBe(402);
    expect(waiting.json()).toMatchObject({ confirmation: { clientSecret: first.clientSecret } });
    // Stripe.js confirms, and the browser sends the same request again before the webhook comes.
    const webhook = standIn.confirmPayment(first.clientSecret, true);
    const placed = await first.again();
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json<Checkout>().orders.map((order) => order.status)).toEqual(["paid"]);
    await deliverWebhooks(test, [webhook, webhook]);
    expect((await first.again()).json<Checkout>().id).toBe(placed.json<Checkout>().id);

    // The webhook comes first.
    const second = await askedByTheBank();
    await deliverWebhooks(test, [standIn.confirmPayment(second.clientSecret, true)]);
    const answered = await second.again();
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json<Checkout>().orders.map((order) => order.status)).toEqual(["paid"]);

    expect(standIn.succeeded()).toBe(before + 2);
    expect(await stockOf(first.store.variantId)).toBe(2);
    expect(await stockOf(second.store.variantId)).toBe(2);
  });

  it("gives the stock back at once when the bank refuses, told by the webhook or by the same request", async () => {
    const told = await askedByTheBank();
    await deliverWebhooks(test, [standIn.confirmPayment(told.clientSecret, false)]);
    expect(await stockOf(told.store.variantId)).toBe(4);
    const refused = await told.again();
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ message: BANK_CHECK_FAILED });

    const asked = await askedByTheBank();
    standIn.confirmPayment(asked.clientSecret, false);
    const answered = await asked.again();
    expect(answered.statusCode).toBe(402);
    expect(answered.json()).toEqual({ message: BANK_CHECK_FAILED });
    expect(await stockOf(asked.store.variantId)).toBe(4);
    const orders = await call(asked.person, "GET", "/v1/orders");
    expect(orders.statusCode, orders.body).toBe(200);
    expect(orders.json<{ items: unknown[] }>().items).toEqual([]);
  });
});
