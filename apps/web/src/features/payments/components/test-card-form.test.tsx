import type { Card } from "@cbm/contracts";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  type FetchHandler,
  json,
  renderWithProviders,
  stubFetch,
  testQueryClient,
} from "../../../testing/render.tsx";
import { paymentsConfigQuery } from "../api.ts";
import { CardForm } from "./card-form.tsx";

const field = (name: RegExp) => screen.getByRole("textbox", { name });
const number = () => field(/Card number/);
const expiry = () => field(/Expiration date/);
const cvc = () => field(/Security code/);

/** Types a value the fast way: one paste instead of a key press per digit. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function enterCard(cardNumber: string, expiryDate = "05/29", securityCode = "123") {
  await fill(number(), cardNumber);
  await fill(expiry(), expiryDate);
  await fill(cvc(), securityCode);
  await userEvent.click(screen.getByRole("button", { name: "Save card" }));
}

const saved: Card = {
  id: "5d7b1c3e-2a4f-4b6d-8e9f-0a1b2c3d4e5f",
  brand: "visa",
  last4: "4242",
  expMonth: 5,
  expYear: 2029,
  isDefault: true,
  createdAt: "2026-06-15T10:00:00.000Z",
};

function renderForm(answer: FetchHandler = () => json(201, saved)) {
  const calls = stubFetch({ "POST /v1/users/payment-methods": answer });
  const onSaved = vi.fn();
  // The server's answer that it uses the test provider, known already: only the card's calls are recorded.
  const queryClient = testQueryClient();
  queryClient.setQueryData(paymentsConfigQuery().queryKey, { provider: "test", publishableKey: null });
  renderWithProviders(<CardForm onSaved={onSaved} />, queryClient);
  return { calls, onSaved };
}

beforeEach(() => {
  // Only the clock: the expiry is checked against June 2026.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-06-15T12:00:00Z"));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// A form with Mantine inputs renders slowly in jsdom on a busy machine.
describe("CardForm with the test provider", { timeout: 15_000 }, () => {
  it("formats the number in groups of four and the expiry as MM / YY as they are typed", async () => {
    renderForm();
    await userEvent.type(number(), "4242a42424242424299");
    expect(number()).toHaveProperty("value", "4242 4242 4242 4242");
    await userEvent.type(expiry(), "529");
    expect(expiry()).toHaveProperty("value", "05 / 29");
    await userEvent.type(cvc(), "12345");
    expect(cvc()).toHaveProperty("value", "123");

    // An American Express number has 15 digits and a 4-digit security code.
    await fill(number(), "378282246310005");
    expect(number()).toHaveProperty("value", "3782 8224 6310 005");
    await userEvent.type(cvc(), "45");
    expect(cvc()).toHaveProperty("value", "1234");
  });

  it("checks every field as a card form does, before sending anything", async () => {
    const { calls } = renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Save card" }));
    expect(await screen.findByText("Your card number is incomplete.")).toBeTruthy();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeTruthy();
    expect(screen.getByText("Your card's security code is incomplete.")).toBeTruthy();
    expect(document.activeElement).toBe(number());

    const cases: [string, string, string, string][] = [
      ["4242 4242 4242 4241", "05/29", "123", "Your card number is invalid."],
      ["5555 5555 5555 4444", "05/29", "123", "Only the test cards below work with the test provider."],
      ["4242 4242 4242 4242", "05/26", "123", "Your card's expiration date is in the past."],
      ["4242 4242 4242 4242", "12/25", "123", "Your card's expiration year is in the past."],
      ["4242 4242 4242 4242", "13/29", "123", "Your card's expiration month is invalid."],
      ["3782 8224 6310 005", "05/29", "123", "Your card's security code is incomplete."],
    ];
    for (const [cardNumber, date, code, message] of cases) {
      await enterCard(cardNumber, date, code);
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(calls).toHaveLength(0);
  });

  it("checks a field when it is left with something in it, not when it is left empty", async () => {
    renderForm();
    await userEvent.click(number());
    await userEvent.tab();
    expect(screen.queryByText("Your card number is incomplete.")).toBeNull();
    await userEvent.type(expiry(), "04 / 26");
    await userEvent.tab();
    expect(await screen.findByText("Your card's expiration date is in the past.")).toBeTruthy();
  });

  it("sends only each test card's payment method with the typed expiry, never the number", async () => {
    const { calls, onSaved } = renderForm();
    const cases: [string, string, string][] = [
      ["4242 4242 4242 4242", "05/29", "pm_card_visa_exp_05_2029"],
      ["4000 0000 0000 0002", "07/26", "pm_card_chargeDeclined_exp_07_2026"],
      ["4000 0000 0000 9995", "12/31", "pm_card_chargeDeclinedInsufficientFunds_exp_12_2031"],
    ];
    for (const [cardNumber, date, method] of cases) {
      await enterCard(cardNumber, date, "321");
      await waitFor(() => expect(calls).toHaveLength(1));
      const sent = String(calls.pop()?.init.body);
      expect(JSON.parse(sent)).toEqual({ paymentMethodId: method });
      expect(sent).not.toContain(cardNumber.replaceAll(" ", ""));
      expect(sent).not.toContain("321");
    }
    expect(onSaved).toHaveBeenCalledTimes(3);
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it("lists the test cards the provider takes", () => {
    renderForm();
    for (const cardNumber of ["4242 4242 4242 4242", "4000 0000 0000 0002", "4000 0000 0000 9995"]) {
      expect(screen.getByText(cardNumber)).toBeTruthy();
    }
  });

  it("shows the provider's decline and the server's refusal above the fields", async () => {
    let answer = () => json(402, { message: "Your card has expired." });
    const { onSaved } = renderForm(() => answer());
    await enterCard("4242 4242 4242 4242");
    const alerts = async () => (await screen.findAllByRole("alert")).map((alert) => alert.textContent);
    expect(await alerts()).toContain("Your card has expired.");

    answer = () =>
      json(400, { paymentMethodId: ["You can keep at most 10 cards. Remove one to add another."] });
    await userEvent.click(screen.getByRole("button", { name: "Save card" }));
    await waitFor(async () =>
      expect(await alerts()).toContain("You can keep at most 10 cards. Remove one to add another."),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });
});
