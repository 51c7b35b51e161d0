import type { AdminSubscription, SubscriptionMetrics } from "@cbm/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { id, plus, subscriptionTo } from "../test-data.ts";
import { AdminSubscriptionsPage } from "./admin-subscriptions-page.tsx";

const month = (name: string, activeMembers: number) => ({
  month: name,
  mrr: [{ currency: "EUR" as const, amount: activeMembers * 990 }],
  activeMembers,
  newMembers: 1,
  churned: 0,
  churnRate: 2.5,
});

const metrics: SubscriptionMetrics = {
  mrr: [{ currency: "EUR", amount: 29_700 }],
  activeMembers: 30,
  trialing: 4,
  pastDue: 1,
  months: [month("2026-10", 28), month("2026-11", 30)],
};

const ofMember: AdminSubscription = {
  ...subscriptionTo(plus),
  member: { id: id(60), fullName: "Wilhelmina Oduya", email: "wilhelmina@example.com", avatar: null },
  refundable: 990,
};

beforeEach(() => {
  session.save({
    accessToken: "token-abcdefghij",
    refreshToken: "r",
    expiresIn: 900,
    user: { ...me, roles: ["admin"] },
  });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("AdminSubscriptionsPage", () => {
  it("shows the figures, filters the list, and refunds a member's last invoice", async () => {
    const calls = stubFetch({
      "GET /v1/admin/subscriptions/metrics": () => json(200, metrics),
      "GET /v1/admin/plans": () => json(200, { items: [] }),
      "GET /v1/admin/subscriptions": () => json(200, { items: [ofMember], page: 0, size: 20, total: 1 }),
      [`POST /v1/admin/subscription/${ofMember.id}/refund`]: () => json(200, { ...ofMember, refundable: 0 }),
    });
    const user = userEvent.setup();
    renderWithApp(AdminSubscriptionsPage, { path: "/admin/subscriptions" });
    expect((await screen.findByRole("region", { name: "Monthly recurring revenue" })).textContent).toContain(
      "€297.00",
    );
    expect(screen.getByRole("region", { name: "Churn this month" }).textContent).toContain("2.5%");
    const row = within(await screen.findByRole("table", { name: "Subscriptions" })).getAllByRole("row")[1];
    expect(row?.textContent).toContain("Wilhelmina Oduya");

    await user.selectOptions(screen.getByLabelText("Status"), "past_due");
    const asked = calls.filter((call) => call.key === "GET /v1/admin/subscriptions").at(-1);
    expect(asked?.url.searchParams.get("status")).toBe("past_due");

    await user.click(screen.getByRole("button", { name: "Refund: Wilhelmina Oduya's last invoice" }));
    const dialog = await screen.findByRole("dialog", { name: "Refund €9.90 to Wilhelmina Oduya?" });
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    await vi.waitFor(() =>
      expect(calls.some((call) => call.key === `POST /v1/admin/subscription/${ofMember.id}/refund`)).toBe(
        true,
      ),
    );
  });
});
