import { notifications } from "@mantine/notifications";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { plus } from "../test-data.ts";
import { AdminPlansPage } from "./admin-plans-page.tsx";

const adminPlan = {
  ...plus,
  subscriberCount: 4,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
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

describe("AdminPlansPage", () => {
  it("lists the plans and creates one with its audience's features, prices in minor units", async () => {
    const calls = stubFetch({
      "GET /v1/admin/plans": () => json(200, { items: [adminPlan] }),
      "POST /v1/admin/plans": () => json(201, { ...adminPlan, slug: "studio" }),
    });
    const user = userEvent.setup();
    renderWithApp(AdminPlansPage, { path: "/admin/plans" });
    const table = await screen.findByRole("table", { name: "Plans" });
    expect(within(table).getAllByRole("row")[1]?.textContent).toContain("€9.90");

    await user.click(screen.getByRole("button", { name: "New plan" }));
    const form = await screen.findByRole("form", { name: "New plan" });
    await user.type(within(form).getByLabelText(/^Name/), "Studio");
    await user.type(within(form).getByLabelText(/^Slug/), "studio");
    await user.selectOptions(within(form).getByLabelText("For"), "retailer");
    await user.type(within(form).getByLabelText(/^Description/), "For growing stores.");
    await user.type(within(form).getByLabelText("Monthly price"), "29.90");
    await user.type(within(form).getByLabelText("Yearly price"), "299");
    await user.type(within(form).getByLabelText("Products listed"), "500");
    await user.click(within(form).getByLabelText("Store metrics"));
    await user.click(within(form).getByRole("button", { name: "Create plan" }));
    await vi.waitFor(() => expect(calls.some((call) => call.key === "POST /v1/admin/plans")).toBe(true));
    const body = JSON.parse(String(calls.find((call) => call.key === "POST /v1/admin/plans")?.init.body));
    expect(body).toEqual({
      name: "Studio",
      slug: "studio",
      audience: "retailer",
      currency: "EUR",
      description: "For growing stores.",
      monthlyPrice: 2_990,
      yearlyPrice: 29_900,
      trialDays: 0,
      displayOrder: 0,
      features: { productsListed: 500, liveEventsPerMonth: null, storeMetrics: true },
    });
  });
});
