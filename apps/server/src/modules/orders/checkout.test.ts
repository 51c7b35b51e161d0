import { randomUUID } from "node:crypto";
import {
  type Cart,
  type Checkout,
  type OrderDetails,
  type OrderPage,
  PRODUCT_ARCHIVED,
} from "@cbm/contracts";
import { describe, expect, it } from "vitest";
import { buying, shopUnderTest } from "../../testing/checkout.ts";
import { lastMessageTo, type Person, registerPerson } from "../../testing/harness.ts";
import { rowsOf } from "../../testing/tables.ts";

const shop = shopUnderTest();

const { call, storeSelling, shopperWith, newKey, checkout, stockOf, totalStockOf, chargesFor } = buying(shop);

const cartOf = async (person: Person) => (await call(person, "GET", "/v1/cart")).json<Cart>();

describe("POST /v1/cart/checkout", () => {
  it("pays the cart's lines of two stores with one charge, one order per store, and empties the cart of them", async () => {
    const [one, two] = [await storeSelling(5, 4_000), await storeSelling(3, 2_500, { freeOverMinor: 5_000 })];
    const { person, addressId } = await shopperWith([
      [one.variantId, 2],
      [two.variantId, 2],
    ]);
    const response = await checkout(person, {
      addressId,
      shippingMethods: { [one.storeId]: one.methodId, [two.storeId]: two.methodId },
      paymentMethodId: "pm_card_visa",
    });
    expect(response.statusCode, response.body).toBe(201);
    const answered = response.json<Checkout>();
    // The stores' orders in any order: one checkout writes them at the same moment.
    const paid = { ...answered, orders: [...answered.orders].sort((one, other) => other.total - one.total) };
    // 2 × 40.00 + 4.95 shipping; 2 × 25.00 ships free over 50.00.
    expect(paid).toEqual({
      id: expect.any(String),
      orders: [
        { id: expect.any(String), storeId: one.storeId, status: "paid", total: 8_495, currency: "USD" },
        { id: expect.any(String), storeId: two.storeId, status: "paid", total: 5_000, currency: "USD" },
      ],
      total: 13_495,
      currency: "USD",
    });
    expect([await stockOf(one.variantId), await stockOf(two.variantId)]).toEqual([3, 1]);
    expect((await cartOf(person)).totalQuantity).toBe(0);
    expect(await chargesFor(paid.id)).toHaveLength(1);

    const page = (await call(person, "GET", "/v1/orders")).json<OrderPage>();
    expect(page.items.map((order) => [order.id, order.status, order.itemCount])).toEqual(
      expect.arrayContaining([
        [paid.orders[0]?.id, "paid", 2],
        [paid.orders[1]?.id, "paid", 2],
      ]),
    );
    const details = (await call(person, "GET", `/v1/order/${paid.orders[0]?.id}`)).json<OrderDetails>();
    expect(details).toMatchObject({
      status: "paid",
      itemsTotal: 8_000,
      shippingTotal: 495,
      total: 8_495,
      card: { brand: "visa", last4: "4242" },
      address: { fullName: "Grace Hopper", country: "US" },
      shippingMethod: { name: "Standard", minDays: 2, maxDays: 4 },
      lines: [{ title: "Everyday tee", size: "M", colour: "black", unitPriceMinor: 4_000, quantity: 2 }],
      timeline: [{ status: "paid", at: expect.any(String) }],
    });
    expect(Date.parse(details.shipBy ?? "") - Date.parse(details.createdAt)).toBeGreaterThan(86_400_000);
    // Both stores have sold now: their currencies are fixed, and their products are archived, never deleted.
    for (const sold of [one, two]) {
      const store = (await call(sold.owner, "GET", "/v1/retailer/store")).json<{ currencyLocked: boolean }>();
      expect(store.currencyLocked).toBe(true);
    }
    const removed = await call(two.owner, "DELETE", `/v1/retailer/product/${two.product.id}`);
    expect(removed.json()).toEqual({ message: PRODUCT_ARCHIVED });

    // The buyer and each store are told, by a notification and a mail.
    await shop.test.settled();
    const told = async (someone: Person) =>
      (await call(someone, "GET", "/v1/notifications")).json<{ items: { message: string; link: string }[] }>()
        .items;
    expect(await told(person)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          message: expect.stringMatching(
            /^Your order from <strong>.+<\/strong> is confirmed: 2 items, \$84\.95\.$/,
          ),
          link: `/my-orders/${paid.orders[0]?.id}`,
        }),
      ]),
    );
    expect(await told(one.owner)).toEqual([
      expect.objectContaining({
        message: "New order from <strong>Ada Lovelace</strong>: 2 items, $84.95. Ship it in time.",
        link: `/orders/${paid.orders[0]?.id}`,
      }),
    ]);
    expect((await lastMessageTo(shop.test, person.email)).subject).toMatch(
      /^Your CBM order from .+ is confirmed$/,
    );
    expect((await lastMessageTo(shop.test, one.owner.email)).subject).toMatch(/^New order for .+: \$84\.95$/);
  });

  it("leaves out lines that cannot be bought now, and keeps them in the cart", async () => {
    const one = await storeSelling(5);
    const soldOut = await one.add({ title: "Gone tee", variants: [{ size: "S", colour: "red", stock: 1 }] });
    const { person, addressId } = await shopperWith([
      [one.variantId, 1],
      [soldOut.variants[0]?.id as string, 1],
    ]);
    await one.change(soldOut, { variants: soldOut.variants.map((variant) => ({ ...variant, stock: 0 })) });
    const response = await checkout(person, {
      addressId,
      shippingMethods: { [one.storeId]: one.methodId },
      paymentMethodId: "pm_card_visa",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<Checkout>().total).toBe(3_495);
    const left = await cartOf(person);
    expect(left.stores[0]?.lines.map((line) => [line.title, line.problem])).toEqual([
      ["Gone tee", "sold_out"],
    ]);
  });

  it("answers a declined card with the provider's message and leaves no order, no stock taken and the cart as it was", async () => {
    const one = await storeSelling(4);
    const { person, addressId } = await shopperWith([[one.variantId, 2]]);
    const body = {
      addressId,
      shippingMethods: { [one.storeId]: one.methodId },
      paymentMethodId: "pm_card_chargeDeclined",
    };
    const key = newKey();
    for (const _ of [1, 2]) {
      const response = await checkout(person, body, key);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ message: "Your card was declined." });
    }
    const insufficient = await checkout(person, {
      ...body,
      paymentMethodId: "pm_card_chargeDeclinedInsufficientFunds",
    });
    expect(insufficient.json()).toEqual({ message: "Your card has insufficient funds." });
    expect(await stockOf(one.variantId)).toBe(4);
    expect((await cartOf(person)).totalQuantity).toBe(2);
    expect((await call(person, "GET", "/v1/orders")).json<OrderPage>().items).toEqual([]);
    const declined = (
      await rowsOf<{ userId: string; status: string }>(shop.test.deps.database.db, "checkouts")
    ).filter((row) => row.userId === person.auth.user.id);
    expect(declined.map((row) => row.status)).toEqual(["declined", "declined"]);
  });

  it("keeps a product's total stock with its variants' through a declined and a paid checkout", async () => {
    const one = await storeSelling(4);
    const pair = await one.add({
      variants: [
        { size: "S", colour: "red", stock: 5 },
        { size: "M", colour: "red", stock: 3 },
      ],
    });
    const [small, medium] = pair.variants.map((variant) => variant.id);
    const { person, addressId } = await shopperWith([
      [small as string, 2],
      [medium as string, 1],
      [one.variantId, 1],
    ]);
    const body = { addressId, shippingMethods: { [one.storeId]: one.methodId } };
    const declined = await checkout(person, { ...body, paymentMethodId: "pm_card_chargeDeclined" });
    expect(declined.statusCode).toBe(402);
    expect([await totalStockOf(pair.id), await totalStockOf(one.product.id)]).toEqual([8, 4]);
    const paid = await checkout(person, { ...body, paymentMethodId: "pm_card_visa" });
    expect(paid.statusCode, paid.body).toBe(201);
    expect([await stockOf(small as string), await stockOf(medium as string)]).toEqual([3, 2]);
    expect([await totalStockOf(pair.id), await totalStockOf(one.product.id)]).toEqual([5, 3]);
  });

  it("makes one order and one charge when the same key is sent 20 times at once, and answers each the same", async () => {
    const one = await storeSelling(5);
    const { person, addressId } = await shopperWith([[one.variantId, 1]]);
    const key = newKey();
    const body = {
      addressId,
      shippingMethods: { [one.storeId]: one.methodId },
      paymentMethodId: "pm_card_visa",
    };
    const responses = await Promise.all(Array.from({ length: 20 }, () => checkout(person, body, key)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(responses.map((response) => response.json<Checkout>().id));
    expect(ids.size).toBe(1);
    expect(await chargesFor([...ids][0] as string)).toHaveLength(1);
    expect(await stockOf(one.variantId)).toBe(4);
    const other = await checkout(person, { ...body, paymentMethodId: "pm_card_chargeDeclined" }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ message: "This Idempotency-Key was used for a different checkout." });
  });

  // 200 on PostgreSQL, as the issue asks; PGlite serves one statement at a time, so 30 show the same there.
  const BUYERS = process.env.CBM_TEST_DRIVER === "postgres" ? 200 : 30;

  it(`never sells more than the stock: ${BUYERS} buyers of a variant with 10 make exactly 10 orders`, {
    timeout: 180_000,
  }, async () => {
    const one = await storeSelling(10);
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => shopperWith([[one.variantId, 1]])));
    const responses = await Promise.all(
      buyers.map(({ person, addressId }) =>
        checkout(person, {
          addressId,
          shippingMethods: { [one.storeId]: one.methodId },
          paymentMethodId: "pm_card_visa",
        }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(10);
    expect(codes.filter((code) => code === 409)).toHaveLength(BUYERS - 10);
    // Refused when the cart is read (already sold out) or when the stock is taken (sold out meanwhile).
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(refused.json<{ message: string }>().message).toMatch(
        /^(Sold out while you were checking out: Everyday tee \(M\)\.|Nothing from .+ can be bought now\. Everyday tee \(M\): This size is sold out\.) Nothing was charged\.$/,
      );
    }
    expect(await stockOf(one.variantId)).toBe(0);
    const charged = (
      await rowsOf<{ outcome: string; metadata: { checkoutId: string } }>(
        shop.test.deps.database.db,
        "test_charges",
      )
    ).filter((charge) => charge.outcome === "succeeded");
    const paidIds = responses
      .filter((response) => response.statusCode === 201)
      .map((response) => response.json<Checkout>().id);
    expect(charged.filter((charge) => paidIds.includes(charge.metadata.checkoutId))).toHaveLength(10);
  });

  it("charges nothing when one store's line sells out: no order from the other store either", async () => {
    const [one, two] = [await storeSelling(5), await storeSelling(1)];
    const { person, addressId } = await shopperWith([
      [one.variantId, 2],
      [two.variantId, 1],
    ]);
    const rival = await shopperWith([[two.variantId, 1]]);
    const won = await checkout(rival.person, {
      addressId: rival.addressId,
      shippingMethods: { [two.storeId]: two.methodId },
      paymentMethodId: "pm_card_visa",
    });
    expect(won.statusCode).toBe(201);
    // The other store's line is still there to buy; the whole checkout fails all the same.
    const lost = await checkout(person, {
      addressId,
      shippingMethods: { [one.storeId]: one.methodId, [two.storeId]: two.methodId },
      paymentMethodId: "pm_card_visa",
    });
    expect(lost.statusCode).toBe(409);
    expect(lost.json<{ message: string }>().message).toMatch(
      /Everyday tee \(M\): This size is sold out\. Nothing was charged\.$/,
    );
    expect(await stockOf(one.variantId)).toBe(5);
    expect((await call(person, "GET", "/v1/orders")).json<OrderPage>().total).toBe(0);
  });

  it("refuses a bad request with field messages and changes nothing", async () => {
    const [one, euro] = [await storeSelling(5), await storeSelling(5)];
    await euro.configure({ currency: "EUR" });
    const nowhere = await storeSelling(5, 3_000, { countries: ["FR"] });
    const { person, addressId } = await shopperWith([
      [one.variantId, 1],
      [euro.variantId, 1],
      [nowhere.variantId, 1],
    ]);
    const stranger = await shopperWith([]);
    const body = {
      addressId,
      shippingMethods: { [one.storeId]: one.methodId },
      paymentMethodId: "pm_card_visa",
    };
    const cases: [object, string, Record<string, string>?][] = [
      [{ ...body, addressId: stranger.addressId }, "addressId"],
      [{ ...body, addressId: "nope" }, "addressId"],
      [{ ...body, shippingMethods: {} }, "shippingMethods"],
      [{ ...body, shippingMethods: { [one.storeId]: euro.methodId } }, `shippingMethods.${one.storeId}`],
      [
        { ...body, shippingMethods: { [randomUUID()]: one.methodId } },
        expect.stringMatching(/^shippingMethods\./) as unknown as string,
      ],
      [
        { ...body, shippingMethods: { [nowhere.storeId]: nowhere.methodId } },
        `shippingMethods.${nowhere.storeId}`,
      ],
      [
        { ...body, shippingMethods: { [one.storeId]: one.methodId, [euro.storeId]: euro.methodId } },
        "shippingMethods",
      ],
      [{ ...body, paymentMethodId: randomUUID() }, "paymentMethodId"],
      [{ ...body, paymentMethodId: "4242424242424242" }, "paymentMethodId"],
      [body, "idempotency-key", { "idempotency-key": "short" }],
    ];
    for (const [payload, field, headers] of cases) {
      const response = await call(
        person,
        "POST",
        "/v1/cart/checkout",
        payload,
        headers ?? { "idempotency-key": newKey() },
      );
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(Object.keys(response.json())).toEqual([field]);
    }
    const missing = await call(person, "POST", "/v1/cart/checkout", body);
    expect(Object.keys(missing.json())).toEqual(["idempotency-key"]);
    expect(
      (await call(null, "POST", "/v1/cart/checkout", body, { "idempotency-key": newKey() })).statusCode,
    ).toBe(401);
    expect(await stockOf(one.variantId)).toBe(5);
    expect((await cartOf(person)).totalQuantity).toBe(3);
  });
});

describe("GET /v1/cart/shipping-options", () => {
  it("offers each store's active methods that deliver to the address, priced for the cart, cheapest first", async () => {
    const one = await storeSelling(5, 6_000);
    const express = await one.ship({
      name: "Express",
      priceMinor: 1_500,
      freeOverMinor: null,
      minDays: 1,
      maxDays: 1,
    });
    await one.ship({ name: "France only", countries: ["FR"] });
    await one.ship({ name: "Paused", active: false });
    const { person, addressId } = await shopperWith([[one.variantId, 2]]);
    const response = await call(person, "GET", `/v1/cart/shipping-options?addressId=${addressId}`);
    expect(response.statusCode, response.body).toBe(200);
    // 2 × 60.00 reaches Standard's free-over threshold of 100.00.
    expect(response.json()).toEqual({
      stores: [
        {
          storeId: one.storeId,
          methods: [
            { id: one.methodId, name: "Standard", priceMinor: 0, free: true, minDays: 2, maxDays: 4 },
            { id: express.id, name: "Express", priceMinor: 1_500, free: false, minDays: 1, maxDays: 1 },
          ],
        },
      ],
    });
    const stranger = await shopperWith([]);
    const other = await call(person, "GET", `/v1/cart/shipping-options?addressId=${stranger.addressId}`);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({ addressId: ["We could not find this address."] });
    expect((await call(person, "GET", "/v1/cart/shipping-options?addressId=nope")).statusCode).toBe(400);
    expect((await call(null, "GET", `/v1/cart/shipping-options?addressId=${addressId}`)).statusCode).toBe(
      401,
    );
  });
});

describe("GET /v1/order/{id}", () => {
  it("answers 404 for another person's order and 400 for a bad id", async () => {
    const one = await storeSelling(5);
    const { person, addressId } = await shopperWith([[one.variantId, 1]]);
    const paid = (
      await checkout(person, {
        addressId,
        shippingMethods: { [one.storeId]: one.methodId },
        paymentMethodId: "pm_card_visa",
      })
    ).json<Checkout>();
    const stranger = await registerPerson(shop.test);
    expect((await call(stranger, "GET", `/v1/order/${paid.orders[0]?.id}`)).statusCode).toBe(404);
    expect((await call(person, "GET", "/v1/order/nope")).statusCode).toBe(400);
    expect((await call(null, "GET", `/v1/order/${paid.orders[0]?.id}`)).statusCode).toBe(401);
    expect((await call(null, "GET", "/v1/orders")).statusCode).toBe(401);
  });
});
