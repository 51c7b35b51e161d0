import { notifications } from "@mantine/notifications";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { STORE_ID } from "../../../testing/products.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { cardOf, storeOf } from "../components/shop/test-data.ts";
import { ShopStorePage } from "./shop-store-page.tsx";

const renderStore = (at: string) => renderWithApp(ShopStorePage, { path: "/shop/$id/products", at });
const noProfile = () => json(200, { answers: { sizes: {}, avoidedColours: [] }, answeredSteps: [] });

beforeEach(() => {
  window.scrollTo = () => {};
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("ShopStorePage", () => {
  it("shows the store by its address: header, policies, shipping, vacation, and its products only", async () => {
    const calls = stubFetch({
      "GET /v1/store/atelier-iris": () =>
        json(
          200,
          storeOf({
            vacation: { on: true, message: "We are at the looms in Lyon.", returnsOn: "2026-12-14" },
          }),
        ),
      "GET /v1/products": () => json(200, { items: [cardOf({ title: "Cable jumper" })], nextCursor: null }),
      "GET /v1/style-profile": noProfile,
    });
    renderStore("/shop/atelier-iris/products?colour=navy");
    expect(await screen.findByRole("heading", { level: 1, name: "Atelier Iris" })).toBeTruthy();
    expect(screen.getByText("Tailored coats and knitwear from our Lyon studio.")).toBeTruthy();
    expect(screen.getByText("12 products")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Atelier Iris logo" }).getAttribute("src")).toBe(
      "/media/logo.webp",
    );
    expect(screen.getByText("Ships within 2 days of the order.")).toBeTruthy();
    expect(screen.getByText("Returns within 14 days of delivery.")).toBeTruthy();
    expect(screen.getByText("Unworn pieces with their tags come back within 14 days.")).toBeTruthy();
    expect(screen.getByText("Standard: €4.90, free over €60.00, 2–5 days")).toBeTruthy();
    expect(screen.getByText("The store is away until 14 December 2026")).toBeTruthy();
    expect(screen.getByText("We are at the looms in Lyon.")).toBeTruthy();

    expect(await screen.findByText("Cable jumper")).toBeTruthy();
    const products = calls.filter((call) => call.key === "GET /v1/products");
    expect(Object.fromEntries(products[0]?.url.searchParams ?? [])).toEqual({
      colour: "navy",
      storeId: STORE_ID,
      limit: "24",
    });
  });

  it("filters the store's products through the URL", async () => {
    const calls = stubFetch({
      "GET /v1/store/atelier-iris": () => json(200, storeOf()),
      "GET /v1/products": () => json(200, { items: [cardOf({ title: "Cable jumper" })], nextCursor: null }),
      "GET /v1/style-profile": noProfile,
    });
    const user = userEvent.setup();
    const router = renderStore("/shop/atelier-iris/products");
    await user.click(await screen.findByRole("radio", { name: "Outerwear" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ category: "outerwear" }));
    await waitFor(() =>
      expect(Object.fromEntries(calls.at(-1)?.url.searchParams ?? [])).toEqual({
        category: "outerwear",
        storeId: STORE_ID,
        limit: "24",
      }),
    );
  });

  it("says so when the store is not open", async () => {
    stubFetch({ "GET /v1/style-profile": noProfile });
    renderStore("/shop/gone/products");
    expect(await screen.findByText("This store is not open")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to the shop" }).getAttribute("href")).toBe("/shop");
  });
});
