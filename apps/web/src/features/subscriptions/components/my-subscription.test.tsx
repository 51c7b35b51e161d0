import { notifications } from "@mantine/notifications";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { paidInvoice, plus, subscriptionTo } from "../test-data.ts";
import { MySubscription } from "./my-subscription.tsx";

beforeEach(() => {
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("MySubscription", () => {
  it("shows the plan, its invoices, and cancels at the period's end, then resumes", async () => {
    let current = subscriptionTo(plus);
    const calls = stubFetch({
      "GET /v1/users/subscription": () => json(200, current),
      [`GET /v1/users/subscription/${current.id}`]: () => json(200, { ...current, invoices: [paidInvoice] }),
      "DELETE /v1/users/subscription": () => {
        current = { ...current, cancelAtPeriodEnd: true };
        return json(200, current);
      },
      "POST /v1/users/subscription/resume": () => {
        current = { ...current, cancelAtPeriodEnd: false };
        return json(200, current);
      },
    });
    const user = userEvent.setup();
    renderWithApp(MySubscription);
    expect((await screen.findByText("Renews on")).nextSibling?.textContent).toBe("10 December 2026");
    const invoices = await screen.findByRole("table", { name: "Invoices" });
    const row = within(invoices).getAllByRole("row")[1] as HTMLElement;
    expect(row.textContent).toContain("€9.90");
    expect(row.textContent).toContain("Paid");
    expect(row.textContent).toContain("4242");

    await user.click(screen.getByRole("button", { name: "Cancel at period end" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel Plus?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel at period end" }));
    expect(await screen.findByText("Cancelled: Plus ends on 10 December 2026")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Resume subscription" }));
    expect(await screen.findByText("Renews on")).toBeTruthy();
    expect(calls.filter((call) => call.key === "POST /v1/users/subscription/resume")).toHaveLength(1);
  });

  it("leads to the bank's confirmation when a renewal waits for 3-D Secure", async () => {
    const url = "https://invoice.stripe.com/i/in_123";
    const waiting = { ...subscriptionTo(plus), status: "past_due" as const, confirmPaymentUrl: url };
    stubFetch({
      "GET /v1/users/subscription": () => json(200, waiting),
      [`GET /v1/users/subscription/${waiting.id}`]: () => json(200, { ...waiting, invoices: [] }),
    });
    renderWithApp(MySubscription);
    expect(await screen.findByText("Your bank asks you to confirm a payment")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Confirm the payment" }).getAttribute("href")).toBe(url);
    expect(screen.getByText("Period ends on").nextSibling?.textContent).toBe("10 December 2026");
    expect(screen.queryByText("Renews on")).toBeNull();
  });

  it("on the free plan, leads to the plans", async () => {
    stubFetch({ "GET /v1/users/subscription": () => json(200, null) });
    renderWithApp(MySubscription);
    expect(await screen.findByText("You are on the free plan.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See plans" }).getAttribute("href")).toBe("/pricing");
  });
});
