import type { Card } from "@cbm/contracts";
import type { CardElementProps } from "@stripe/react-stripe-js";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchHandler, json, renderWithProviders, stubFetch } from "../../../testing/render.tsx";
import { CardBook } from "./card-book.tsx";
import { CardForm } from "./card-form.tsx";

// Stripe.js and its React binding stand in for Stripe: nothing is fetched from it.
const stripeStandIn = vi.hoisted(() => ({
  card: { focus: vi.fn() },
  createPaymentMethod: vi.fn(),
  loadStripe: vi.fn(),
  cardElementProps: {} as CardElementProps,
}));

vi.mock("@stripe/stripe-js", () => ({ loadStripe: stripeStandIn.loadStripe }));

vi.mock("@stripe/react-stripe-js", () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  CardElement: (props: CardElementProps) => {
    stripeStandIn.cardElementProps = props;
    return <div data-testid="stripe-card-element" />;
  },
  useElements: () => ({ getElement: () => stripeStandIn.card }),
}));

const saved: Card = {
  id: "5d7b1c3e-2a4f-4b6d-8e9f-0a1b2c3d4e5f",
  brand: "visa",
  last4: "4242",
  expMonth: 5,
  expYear: 2031,
  isDefault: true,
  createdAt: "2026-06-15T10:00:00.000Z",
};

const stripeConfig = { provider: "stripe", publishableKey: "pk_test_123" };

function renderForm(answer: FetchHandler = () => json(201, saved)) {
  const calls = stubFetch({
    "GET /v1/payments/config": () => json(200, stripeConfig),
    "POST /v1/users/payment-methods": answer,
  });
  const onSaved = vi.fn();
  renderWithProviders(<CardForm onSaved={onSaved} />);
  const saves = () => calls.filter((call) => call.key === "POST /v1/users/payment-methods");
  return { saves, onSaved };
}

const save = () => userEvent.click(screen.getByRole("button", { name: "Save card" }));
const alerts = async () => (await screen.findAllByRole("alert")).map((alert) => alert.textContent);

beforeEach(() => {
  stripeStandIn.loadStripe.mockResolvedValue({ createPaymentMethod: stripeStandIn.createPaymentMethod });
  stripeStandIn.createPaymentMethod.mockResolvedValue({ paymentMethod: { id: "pm_1Stripe" } });
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

// A form with Mantine inputs renders slowly in jsdom on a busy machine.
describe("CardForm with Stripe", { timeout: 15_000 }, () => {
  it("shows Stripe's card field, loaded with the server's publishable key, and no card input of CBM's", async () => {
    renderForm();
    expect(await screen.findByTestId("stripe-card-element")).toBeTruthy();
    expect(screen.getByText("Card details")).toBeTruthy();
    expect(stripeStandIn.loadStripe).toHaveBeenCalledWith("pk_test_123");
    expect(stripeStandIn.cardElementProps.options).toMatchObject({ hidePostalCode: true });
    expect(screen.queryByRole("textbox", { name: /Card number/ })).toBeNull();
    expect(screen.queryByText(/Test mode/)).toBeNull();
  });

  it("saves the payment method Stripe hands back, and nothing else", async () => {
    const { saves, onSaved } = renderForm();
    await screen.findByTestId("stripe-card-element");
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(stripeStandIn.createPaymentMethod).toHaveBeenCalledWith({
      type: "card",
      card: stripeStandIn.card,
    });
    expect(saves()).toHaveLength(1);
    expect(JSON.parse(String(saves()[0]?.init.body))).toEqual({ paymentMethodId: "pm_1Stripe" });
  });

  it("shows Stripe's check of the card under the field, as typed and on submit, and saves nothing", async () => {
    const { saves, onSaved } = renderForm();
    await screen.findByTestId("stripe-card-element");
    act(() =>
      stripeStandIn.cardElementProps.onChange?.({
        error: {
          type: "validation_error",
          code: "incomplete_number",
          message: "Your card number is incomplete.",
        },
      } as Parameters<NonNullable<CardElementProps["onChange"]>>[0]),
    );
    expect(screen.getByText("Your card number is incomplete.")).toBeTruthy();

    stripeStandIn.createPaymentMethod.mockResolvedValue({
      error: { type: "validation_error", code: "invalid_number", message: "Your card number is invalid." },
    });
    await save();
    expect(await screen.findByText("Your card number is invalid.")).toBeTruthy();
    expect(stripeStandIn.card.focus).toHaveBeenCalled();
    expect(saves()).toHaveLength(0);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows Stripe's refusal and the server's decline above the field", async () => {
    const { saves, onSaved } = renderForm(() => json(402, { message: "Your card has insufficient funds." }));
    await screen.findByTestId("stripe-card-element");
    stripeStandIn.createPaymentMethod.mockResolvedValueOnce({
      error: { type: "card_error", code: "card_declined", message: "Your card was declined." },
    });
    await save();
    expect(await alerts()).toContain("Your card was declined.");
    expect(saves()).toHaveLength(0);

    await save();
    await waitFor(async () => expect(await alerts()).toContain("Your card has insufficient funds."));
    expect(saves()).toHaveLength(1);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("says when Stripe's card form cannot load, and tries again", async () => {
    stripeStandIn.loadStripe.mockRejectedValueOnce(new Error("Failed to load Stripe.js"));
    renderForm();
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByTestId("stripe-card-element")).toBeTruthy();
    expect(stripeStandIn.loadStripe).toHaveBeenCalledTimes(2);
  });
});

describe("CardBook with Stripe", { timeout: 15_000 }, () => {
  it("adds a card with Stripe's card field in its dialog", async () => {
    stubFetch({
      "GET /v1/payments/config": () => json(200, stripeConfig),
      "GET /v1/users/payment-methods": () => json(200, { items: [] }),
    });
    renderWithProviders(<CardBook />);
    await userEvent.click(await screen.findByRole("button", { name: "Add a card" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a card" });
    expect(await within(dialog).findByTestId("stripe-card-element")).toBeTruthy();
  });
});
