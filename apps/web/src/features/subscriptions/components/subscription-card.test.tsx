// Paying a past-due renewal, and changing the card renewals charge, with the test provider's bank dialog.
import { BANK_CHECK_FAILED } from "@cbm/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { BANK_SECRET, needsBank, withStripeJs } from "../../../testing/bank.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { card, plus, subscriptionTo } from "../test-data.ts";
import { SubscriptionCard } from "./subscription-card.tsx";

withStripeJs({ loadStripe: vi.fn(), confirmCardPayment: vi.fn() });

const pastDue = subscriptionTo(plus, {
  status: "past_due",
  card: { id: card(31, "3184", true).id, brand: "visa", last4: "3184" },
  nextRetryAt: "2026-12-13T10:00:00.000Z",
});

function stubCards(answers: (() => Response)[]) {
  return stubFetch({
    "GET /v1/payments/config": () => json(200, { provider: "test", publishableKey: null }),
    "GET /v1/users/payment-methods": () =>
      json(200, { items: [card(31, "3184", true), card(32, "4242", false)] }),
    "PUT /v1/users/subscription/card": () => (answers.shift() as () => Response)(),
    "POST /v1/payments/test-bank": () => json(200, { message: "Answered." }),
  });
}

describe("SubscriptionCard", () => {
  it("pays a past-due renewal with the card, once the member completes their bank's check", async () => {
    const calls = stubCards([
      needsBank,
      () => json(200, { ...pastDue, status: "active", nextRetryAt: null }),
    ]);
    const user = userEvent.setup();
    renderWithApp(() => <SubscriptionCard subscription={pastDue} />);
    expect(await screen.findByText("Your last payment did not go through")).toBeTruthy();
    expect(
      screen.getByText(/Pay €9\.90 now with a card below\. We try the card again on 13 December 2026\./),
    ).toBeTruthy();

    await user.click(await screen.findByRole("button", { name: "Pay now" }));
    const bank = await screen.findByRole("dialog", { name: "Confirm with your bank" });
    await user.click(within(bank).getByRole("button", { name: "Complete the check" }));
    expect(await screen.findByText("Paid: your plan is active again.")).toBeTruthy();
    const paid = calls.filter((call) => call.key === "PUT /v1/users/subscription/card");
    expect(paid.map((call) => JSON.parse(String(call.init.body)))).toEqual([
      { paymentMethodId: card(31, "3184", true).id },
      { paymentMethodId: card(31, "3184", true).id },
    ]);
    const answered = calls.find((call) => call.key === "POST /v1/payments/test-bank");
    expect(JSON.parse(String(answered?.init.body))).toEqual({ clientSecret: BANK_SECRET, passes: true });
  });

  it("shows the bank's refusal and keeps the plan past due", async () => {
    stubCards([needsBank]);
    const user = userEvent.setup();
    renderWithApp(() => <SubscriptionCard subscription={pastDue} />);
    await user.click(await screen.findByRole("button", { name: "Pay now" }));
    const bank = await screen.findByRole("dialog", { name: "Confirm with your bank" });
    await user.click(within(bank).getByRole("button", { name: "Fail the check" }));
    const refused = await screen.findByRole("alert", { name: "Not paid" });
    expect(refused.textContent).toContain(BANK_CHECK_FAILED);
    expect(screen.getByRole("alert", { name: "Your last payment did not go through" })).toBeTruthy();
  });

  it("moves renewals to another card when nothing is due", async () => {
    const active = subscriptionTo(plus, {
      card: { id: card(31, "3184", true).id, brand: "visa", last4: "3184" },
    });
    const calls = stubCards([() => json(200, active)]);
    const user = userEvent.setup();
    renderWithApp(() => <SubscriptionCard subscription={active} />);
    const use = await screen.findByRole("button", { name: "Use this card for renewals" });
    expect((use as HTMLButtonElement).disabled).toBe(true);
    await user.click(await screen.findByRole("radio", { name: /4242/ }));
    await user.click(use);
    expect(await screen.findByText("Renewals now go to this card.")).toBeTruthy();
    const sent = calls.find((call) => call.key === "PUT /v1/users/subscription/card");
    expect(JSON.parse(String(sent?.init.body))).toEqual({ paymentMethodId: card(32, "4242", false).id });
  });
});
