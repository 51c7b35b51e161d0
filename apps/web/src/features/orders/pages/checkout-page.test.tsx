import { notifications } from "@mantine/notifications";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { BANK_SECRET, keysSent, needsBank } from "../../../testing/bank.ts";
import { json, renderWithApp } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { address, EXPRESS, fixtureId as id, CHECKOUT_STORE as STORE, stubCheckout } from "../test-data.ts";
import { CheckoutPage } from "./checkout-page.tsx";

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

  it("asks the test bank on a card that needs it, sends its answer, then the same checkout again", async () => {
    const calls = stubCheckout(
      [needsBank, () => json(201, { id: id(40), orders: [], total: 9_495, currency: "EUR" })],
      {
        "GET /v1/payments/config": () => json(200, { provider: "test", publishableKey: null }),
        "POST /v1/payments/test-bank": () => json(200, { message: "The bank's check is answered." }),
      },
    );
    const user = userEvent.setup();
    renderWithApp(CheckoutPage, { path: "/checkout", routes: { "/my-orders": <p>My orders page</p> } });
    await user.click(await screen.findByRole("button", { name: "Place order" }));
    const bank = await screen.findByRole("dialog", { name: "Confirm with your bank" });
    await user.click(within(bank).getByRole("button", { name: "Complete the check" }));
    expect(await screen.findByText("My orders page")).toBeTruthy();
    const answered = calls.find((call) => call.key === "POST /v1/payments/test-bank");
    expect(JSON.parse(String(answered?.init.body))).toEqual({ clientSecret: BANK_SECRET, passes: true });
    const keys = keysSent(calls, "POST /v1/cart/checkout");
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
