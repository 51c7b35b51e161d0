import type { AdminDashboard } from "@cbm/contracts";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { AdminDashboardPage } from "./admin-dashboard-page.tsx";

const dashboard: AdminDashboard = {
  people: { customer: 1240, influencer: 38, retailer: 12, admin: 2, newThisWeek: 57 },
  outfits: 4310,
  closets: 980,
  closetItems: 8120,
  brands: 44,
  openReports: 3,
  retailerLeads: 5,
};

const signIn = (roles: typeof me.roles) =>
  session.save({
    accessToken: "token-abcdefghij",
    refreshToken: "r",
    expiresIn: 900,
    user: { ...me, roles },
  });

const figure = (label: string) => within(screen.getByRole("region", { name: label }));

afterEach(() => vi.unstubAllGlobals());

describe("the admin dashboard", () => {
  it("shows the counts, grouped, with thousands written out", async () => {
    signIn(["admin"]);
    stubFetch({ "GET /v1/admin/dashboard": () => json(200, dashboard) });
    renderWithApp(AdminDashboardPage, { path: "/admin/dashboard" });
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    expect(await screen.findByRole("region", { name: "Customers" })).toBeTruthy();
    expect(figure("Customers").getByText("1,240")).toBeTruthy();
    expect(figure("New this week").getByText("57")).toBeTruthy();
    expect(figure("Outfits").getByText("4,310")).toBeTruthy();
    expect(figure("Open reports").getByText("3")).toBeTruthy();
    expect(figure("Retailer leads").getByText("5")).toBeTruthy();
  });

  it("says when the counts could not load, and loads them again on Try again", async () => {
    signIn(["admin"]);
    let answers = 0;
    stubFetch({
      "GET /v1/admin/dashboard": () =>
        ++answers === 1 ? json(503, { message: "Try again soon." }) : json(200, dashboard),
    });
    renderWithApp(AdminDashboardPage, { path: "/admin/dashboard" });
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("region", { name: "Brands" })).toBeTruthy();
  });

  it("shows other roles the refusal, without asking the API", async () => {
    signIn(["customer"]);
    const calls = stubFetch({ "GET /v1/admin/dashboard": () => json(200, dashboard) });
    renderWithApp(AdminDashboardPage, { path: "/admin/dashboard" });
    expect(await screen.findByRole("heading", { name: "You don't have access to this page" })).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
