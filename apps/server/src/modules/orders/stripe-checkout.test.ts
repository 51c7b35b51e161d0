// The whole purchase with Stripe configured (pointed at the local stand-in of its API): the browser is
// told to use Stripe's form, a card from it is saved, the checkout charges it once.
import type { Card, Checkout } from "@cbm/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buying, type Shop } from "../../testing/checkout.ts";
import type { TestApp } from "../../testing/harness.ts";
import { productPhoto } from "../../testing/shop.ts";
import { startAppWithStripe } from "../../testing/stripe-billing.ts";
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
});
