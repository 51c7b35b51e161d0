import type { StoreOrderPage } from "@cbm/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { storeOrderSummary } from "../test-data.ts";
import { StoreOrdersPage } from "./store-orders-page.tsx";

const pageOf = (items: StoreOrderPage["items"]): StoreOrderPage => ({
  items,
  page: 0,
  size: 10,
  total: items.length,
});

const renderStoreOrders = (at = "/orders") =>
  renderWithApp(StoreOrdersPage, { path: "/orders", at, routes: { "/orders/$id": <p>An order</p> } });

const statusesAsked = (calls: ReturnType<typeof stubFetch>) =>
  calls
    .filter((call) => call.key === "GET /v1/retailer/orders")
    .map((call) => call.url.searchParams.get("status"));

const signIn = (roles: typeof me.roles) =>
  session.save({
    accessToken: "token-abcdefghij",
    refreshToken: "r",
    expiresIn: 900,
    user: { ...me, roles },
  });

beforeEach(() => {
  window.scrollTo = () => {};
  signIn(["retailer"]);
});

afterEach(() => vi.unstubAllGlobals());

describe("StoreOrdersPage", () => {
  it("shows each order with its buyer, status, date, item count and total, linking to it", async () => {
    const order = storeOrderSummary(3);
    stubFetch({ "GET /v1/retailer/orders": () => json(200, pageOf([order])) });
    renderStoreOrders();
    const list = await screen.findByRole("list", { name: "Your store's orders" });
    const [card] = within(list).getAllByRole("listitem");
    if (!card) throw new Error("one card expected");
    expect(within(card).getByRole("link", { name: "Order from Ana Lee" }).getAttribute("href")).toBe(
      `/orders/${order.id}`,
    );
    expect(within(card).getByText("Paid")).toBeTruthy();
    expect(within(card).getByText(/3 items/)).toBeTruthy();
    expect(within(card).getByText("€143.90")).toBeTruthy();
  });

  it("filters by status, kept in the URL", async () => {
    const calls = stubFetch({ "GET /v1/retailer/orders": () => json(200, pageOf([storeOrderSummary(3)])) });
    renderStoreOrders();
    await screen.findByRole("list", { name: "Your store's orders" });
    await userEvent.click(screen.getByRole("radio", { name: "Paid — to ship" }));
    await waitFor(() => expect(statusesAsked(calls)).toEqual([null, "paid"]));
  });

  it("says when there are no orders of a status, with the way back to all", async () => {
    stubFetch({ "GET /v1/retailer/orders": () => json(200, pageOf([])) });
    renderStoreOrders("/orders?status=cancelled");
    expect(await screen.findByText("No orders with this status")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Show all orders" }).getAttribute("href")).toBe("/orders");
  });

  it("is only for retailers", async () => {
    signIn(["customer"]);
    const calls = stubFetch({});
    renderStoreOrders();
    expect(await screen.findByText("You don't have access to this page")).toBeTruthy();
    expect(statusesAsked(calls)).toEqual([]);
  });
});
