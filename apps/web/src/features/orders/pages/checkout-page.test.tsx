import type { Cart, CartLine } from "@cbm/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { CheckoutPage } from "./checkout-page.tsx";

const id = (n: number) => `11111111-2222-4333-8444-${String(n).padStart(12, "0")}`;
const STORE = id(1);
const [STANDARD, EXPRESS] = [id(2), id(3)];

const line: CartLine = {
  id: id(10),
  productId: id(11),
  variantId: id(12),
  title: "Linen shirt",
  image: null,
  size: "M",
  colour: "beige",
  quantity: 2,
  unitPriceMinor: 4_500,
  priceWhenAddedMinor: null,
  lineTotalMinor: 9_000,
  currency: "EUR",
  inStock: 5,
  problem: null,
  message: null,
  outfit: null,
  eventId: null,
};

const cart: Cart = {
  stores: [
    {
      store: { id: STORE, name: "Atelier Iris", slug: "iris", logo: null },
      currency: "EUR",
      lines: [
        line,
        { ...line, id: id(13), title: "Silk scarf", problem: "sold_out", message: "This size is sold out." },
      ],
      subtotalMinor: 9_000,
    },
  ],
  totals: [{ currency: "EUR", amountMinor: 9_000 }],
  totalQuantity: 4,
};

const address = {
  id: id(20),
  label: "Home",
  fullName: "Grace Hopper",
  line1: "12 Rue de Rivoli",
  line2: null,
  city: "Paris",
  region: null,
  postalCode: "75001",
  country: "FR",
  phone: null,
  isDefault: true,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
};

const card = (n: number, last4: string, isDefault: boolean) => ({
  id: id(n),
  brand: "visa",
  last4,
  expMonth: 5,
  expYear: 2031,
  isDefault,
  createdAt: "2026-11-01T10:00:00.000Z",
});

const shipping = {
  stores: [
    {
      storeId: STORE,
      methods: [
        { id: STANDARD, name: "Standard", priceMinor: 495, free: false, minDays: 2, maxDays: 4 },
        { id: EXPRESS, name: "Express", priceMinor: 1_500, free: false, minDays: 1, maxDays: 1 },
      ],
    },
  ],
};

function stubCheckout(answers: (() => Response)[]) {
  return stubFetch({
    "GET /v1/cart": () => json(200, cart),
    "GET /v1/users/addresses": () => json(200, { items: [address], total: 1, page: 0, size: 20 }),
    "GET /v1/users/payment-methods": () =>
      json(200, { items: [card(30, "4242", true), card(31, "0002", false)] }),
    "GET /v1/cart/shipping-options": () => json(200, shipping),
    "POST /v1/cart/checkout": () => (answers.shift() as () => Response)(),
  });
}

beforeEach(() => {
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("CheckoutPage", () => {
  it("chooses the default address and card and the cheapest delivery, and sends them with an idempotency key", async () => {
    const calls = stubCheckout([() => json(201, { id: id(40), orders: [], total: 10_500, currency: "EUR" })]);
    const user = userEvent.setup();
    renderWithApp(CheckoutPage, { path: "/checkout" });
    const toPay = async () => (await screen.findByText("To pay now")).nextSibling?.textContent;
    await vi.waitFor(async () => expect(await toPay()).toBe("€94.95"));
    expect(screen.getByRole("radio", { name: /Home/ }).getAttribute("aria-checked")).toBe("true");
    await user.click(screen.getByRole("radio", { name: /Express/ }));
    expect(await toPay()).toBe("€105.00");
    expect(screen.getByText(/1 item of your cart cannot be bought now and stays in it\./)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Place order" }));
    const placed = calls.find((call) => call.key === "POST /v1/cart/checkout");
    expect(JSON.parse(String(placed?.init.body))).toEqual({
      addressId: address.id,
      shippingMethods: { [STORE]: EXPRESS },
      paymentMethodId: id(30),
    });
    const headers = (placed?.init.headers ?? {}) as Record<string, string>;
    expect(headers["idempotency-key"]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("shows a decline in the provider's words, and tries again under a new key", async () => {
    const calls = stubCheckout([
      () => json(402, { message: "Your card was declined." }),
      () => json(201, { id: id(40), orders: [], total: 9_495, currency: "EUR" }),
    ]);
    const user = userEvent.setup();
    renderWithApp(CheckoutPage, { path: "/checkout" });
    await user.click(await screen.findByRole("radio", { name: /ending in 0002/ }));
    await user.click(screen.getByRole("button", { name: "Place order" }));
    expect((await screen.findByRole("alert")).textContent).toContain("Your card was declined.");
    await user.click(screen.getByRole("radio", { name: /ending in 4242/ }));
    await user.click(screen.getByRole("button", { name: "Place order" }));
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.key === "POST /v1/cart/checkout")).toHaveLength(2),
    );
    const keys = calls
      .filter((call) => call.key === "POST /v1/cart/checkout")
      .map((call) => ((call.init.headers ?? {}) as Record<string, string>)["idempotency-key"]);
    expect(new Set(keys).size).toBe(2);
  });
});
