import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { parseShopSearch } from "../components/shop/search-params.ts";
import { cardOf, storeCardOf } from "../components/shop/test-data.ts";
import { ShopPage } from "./shop-page.tsx";

const renderShop = (at = "/shop") =>
  renderWithApp(ShopPage, { path: "/shop", at, routes: { "/shop/$id/products": <p>A store</p> } });
const queryOf = (call: { url: URL } | undefined) => Object.fromEntries(call?.url.searchParams ?? []);
const productCalls = (calls: { key: string; url: URL }[]) =>
  calls.filter((call) => call.key === "GET /v1/products");
const noProfile = () => json(200, { answers: { sizes: {}, avoidedColours: [] }, answeredSteps: [] });

beforeEach(() => {
  window.scrollTo = () => {};
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("ShopPage", () => {
  it("shows the products as cards: price, the struck compare-at price, Sale, Sold out and why ranked high", async () => {
    stubFetch({
      "GET /v1/products": () =>
        json(200, {
          items: [
            cardOf({
              title: "Rib tank",
              priceMinor: 2500,
              compareAtMinor: 3500,
              reasons: ["favourite-brand"],
            }),
            cardOf({ title: "Wool coat", soldOut: true, reasons: ["favourite-colour"] }),
          ],
          nextCursor: null,
        }),
      "GET /v1/stores": () =>
        json(200, { items: [storeCardOf({ productCount: 3 })], total: 1, page: 0, size: 8 }),
      "GET /v1/style-profile": noProfile,
    });
    renderShop();
    const tank = (await screen.findByRole("heading", { name: "Rib tank" })).closest("article") as HTMLElement;
    expect(within(tank).getByText("Your favourite brand")).toBeTruthy();
    expect(within(tank).getByText("Sale")).toBeTruthy();
    expect(within(tank).getByText("$25.00")).toBeTruthy();
    expect(within(tank).getByText("$35.00").closest("p")?.style.textDecoration).toBe("line-through");
    expect(within(tank).getByRole("link", { name: "Rib tank" }).getAttribute("href")).toMatch(
      /^\/shop\/atelier-iris\/products\/[0-9a-f-]{36}$/,
    );
    const coat = screen.getByRole("heading", { name: "Wool coat" }).closest("article") as HTMLElement;
    expect(within(coat).getByText("Sold out")).toBeTruthy();
    expect(within(coat).getByText("Your favourite colour")).toBeTruthy();

    const featured = screen.getByRole("region", { name: "Featured stores" });
    const store = within(featured).getByRole("link", { name: /Atelier Iris/ });
    expect(store.getAttribute("href")).toBe("/shop/atelier-iris/products");
    expect(store.textContent).toContain("3 products");
  });

  it("asks the API for the URL's filters, leaving out what it does not know", async () => {
    const calls = stubFetch({
      "GET /v1/products": () => json(200, { items: [cardOf({ title: "Straight jeans" })], nextCursor: null }),
      "GET /v1/style-profile": noProfile,
    });
    renderShop(
      "/shop?keyword=jeens&category=bottoms&colour=plaid&minPrice=5000&onSale=true&sort=cheap&size=W32",
    );
    expect(await screen.findByText("Straight jeans")).toBeTruthy();
    expect(queryOf(productCalls(calls)[0])).toEqual({
      keyword: "jeens",
      category: "bottoms",
      minPrice: "5000",
      onSale: "true",
      size: "W32",
      limit: "24",
    });
    expect((screen.getByRole("searchbox", { name: "Search the shop" }) as HTMLInputElement).value).toBe(
      "jeens",
    );
    expect((screen.getByRole("radio", { name: "Bottoms" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole("checkbox", { name: "On sale" }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Lowest price") as HTMLInputElement).value).toBe("50");
    // Filtered: the featured stores make way for the products.
    expect(screen.queryByRole("region", { name: "Featured stores" })).toBeNull();
  });

  it("puts each filter in the URL and asks again; Clear filters shows everything", async () => {
    const calls = stubFetch({
      "GET /v1/products": () => json(200, { items: [], nextCursor: null }),
      "GET /v1/style-profile": noProfile,
    });
    const user = userEvent.setup();
    const router = renderShop();
    await user.type(await screen.findByRole("searchbox", { name: "Search the shop" }), "linen");
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: "linen" }));
    await user.click(screen.getByRole("radio", { name: "Tops" }));
    await user.selectOptions(screen.getByLabelText("Sort by"), "price_asc");
    await user.click(screen.getByRole("checkbox", { name: "On sale" }));
    await user.type(screen.getByLabelText("Highest price"), "80");
    await waitFor(() =>
      expect(router.state.location.search).toEqual({
        keyword: "linen",
        category: "tops",
        sort: "price_asc",
        onSale: true,
        maxPrice: 8000,
      }),
    );
    await waitFor(() =>
      expect(queryOf(productCalls(calls).at(-1))).toEqual({
        keyword: "linen",
        category: "tops",
        sort: "price_asc",
        onSale: "true",
        maxPrice: "8000",
        limit: "24",
      }),
    );
    expect(await screen.findByText("No product matches")).toBeTruthy();
    await user.click(screen.getAllByRole("button", { name: "Clear filters" })[0] as HTMLElement);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
  });

  it("offers My sizes and Show avoided colours to someone whose style profile has them", async () => {
    const calls = stubFetch({
      "GET /v1/products": () => json(200, { items: [], nextCursor: null }),
      "GET /v1/style-profile": () =>
        json(200, {
          answers: { sizes: { tops: { system: "INT", size: "M" } }, avoidedColours: ["orange"] },
          answeredSteps: ["size-selection", "avoid-colors"],
        }),
    });
    const user = userEvent.setup();
    const router = renderShop();
    await user.click(await screen.findByRole("checkbox", { name: "My sizes" }));
    await user.click(screen.getByRole("checkbox", { name: "Show avoided colours" }));
    await waitFor(() => expect(router.state.location.search).toEqual({ mySizes: true, showAvoided: true }));
    await waitFor(() =>
      expect(queryOf(productCalls(calls).at(-1))).toMatchObject({ mySizes: "true", showAvoided: "true" }),
    );
  });

  it("keeps the toggles away from someone without a style profile", async () => {
    stubFetch({
      "GET /v1/products": () => json(200, { items: [cardOf({ title: "Rib tank" })], nextCursor: null }),
      "GET /v1/style-profile": noProfile,
    });
    renderShop();
    expect(await screen.findByText("Rib tank")).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: "On sale" })).toBeTruthy();
    expect(screen.queryByRole("checkbox", { name: "My sizes" })).toBeNull();
    expect(screen.queryByRole("checkbox", { name: "Show avoided colours" })).toBeNull();
  });

  it("loads the next page by its cursor", async () => {
    const calls = stubFetch({
      "GET /v1/products": (_, url) =>
        url.searchParams.get("cursor") === "page-2"
          ? json(200, { items: [cardOf({ title: "Second page tee" })], nextCursor: null })
          : json(200, { items: [cardOf({ title: "First page tee" })], nextCursor: "page-2" }),
      "GET /v1/style-profile": noProfile,
    });
    const user = userEvent.setup();
    renderShop("/shop?sort=newest");
    expect(await screen.findByText("First page tee")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Second page tee")).toBeTruthy();
    expect(queryOf(productCalls(calls).at(-1))).toEqual({ sort: "newest", cursor: "page-2", limit: "24" });
    expect(screen.getByText("First page tee")).toBeTruthy();
    expect(screen.getByText("You have reached the end.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("drops malformed filters from the URL", () => {
    expect(
      parseShopSearch({
        keyword: "  linen ",
        category: "<b>",
        brandId: "nope",
        minPrice: 5000,
        maxPrice: 100,
        onSale: "yes",
        sort: "relevance",
        mySizes: true,
        showAvoided: "true",
        extra: "x",
      }),
    ).toEqual({ keyword: "linen", minPrice: 5000, mySizes: true, showAvoided: true });
    expect(parseShopSearch({ size: 38, minPrice: -1, maxPrice: "1.5" })).toEqual({ size: "38" });
  });
});
