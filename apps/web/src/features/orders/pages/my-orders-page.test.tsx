import type { OrderPage } from "@cbm/contracts";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { orderSummary } from "../test-data.ts";
import { MyOrdersPage } from "./my-orders-page.tsx";

const pageOf = (items: OrderPage["items"], total = items.length, page = 0): OrderPage => ({
  items,
  page,
  size: 10,
  total,
});

const renderMyOrders = (at = "/my-orders") =>
  renderWithApp(MyOrdersPage, { path: "/my-orders", at, routes: { "/my-orders/$id": <p>An order</p> } });

const pagesAsked = (calls: ReturnType<typeof stubFetch>) =>
  calls.filter((call) => call.key === "GET /v1/orders").map((call) => call.url.searchParams.get("page"));

beforeEach(() => {
  window.scrollTo = () => {};
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => vi.unstubAllGlobals());

describe("MyOrdersPage", () => {
  it("shows each order with its store, status, date, item count, total and three pictures, linking to it", async () => {
    const delivered = orderSummary(2, {
      store: { id: orderSummary(0).id, name: "Tidal", slug: "tidal", logo: null },
      status: "delivered",
      total: 2_500,
      currency: "USD",
      itemCount: 1,
      images: orderSummary(0).images.slice(0, 1),
    });
    stubFetch({ "GET /v1/orders": () => json(200, pageOf([orderSummary(1), delivered])) });
    renderMyOrders();
    const [iris, tidal] = within(await screen.findByRole("list", { name: "Your orders" })).getAllByRole(
      "listitem",
    );
    if (!iris || !tidal) throw new Error("two orders expected");
    expect(within(iris).getByRole("link", { name: "Order from Atelier Iris" }).getAttribute("href")).toBe(
      `/my-orders/${orderSummary(1).id}`,
    );
    expect(within(iris).getByText("Paid")).toBeTruthy();
    expect(within(iris).getByText("€143.90")).toBeTruthy();
    expect(within(iris).getByText(/3 items/)).toBeTruthy();
    expect(iris.querySelector("time")?.getAttribute("datetime")).toBe("2026-03-14T09:30:00.000Z");
    expect(iris.querySelectorAll("img")).toHaveLength(3);
    expect(within(tidal).getByText("Delivered")).toBeTruthy();
    expect(within(tidal).getByText("$25.00")).toBeTruthy();
    expect(within(tidal).getByText(/1 item$/)).toBeTruthy();
  });

  it("pages through the orders, ten at a time", async () => {
    const calls = stubFetch({
      "GET /v1/orders": (_init, url) =>
        json(200, pageOf([orderSummary(1)], 23, Number(url.searchParams.get("page")))),
    });
    const router = renderMyOrders();
    await screen.findByRole("list", { name: "Your orders" });
    expect(calls[0]?.url.searchParams.get("size")).toBe("10");
    await userEvent.setup().click(screen.getByRole("button", { name: "Page 3" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 2 }));
    await waitFor(() => expect(pagesAsked(calls)).toEqual(["0", "2"]));
    expect(screen.getByRole("button", { name: "Page 3" }).getAttribute("aria-current")).toBe("page");
  });

  it("invites to the shop when nothing was bought yet", async () => {
    stubFetch({ "GET /v1/orders": () => json(200, pageOf([])) });
    renderMyOrders();
    expect(await screen.findByText("No orders yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the shop" }).getAttribute("href")).toBe("/shop");
  });

  it("says when the orders could not load, and Try again loads them", async () => {
    let answers = 0;
    stubFetch({
      "GET /v1/orders": () =>
        ++answers === 1 ? json(503, { message: "Busy" }) : json(200, pageOf([orderSummary(1)])),
    });
    renderMyOrders();
    expect(await screen.findByText("Your orders could not load")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Order from Atelier Iris" })).toBeTruthy();
  });
});
