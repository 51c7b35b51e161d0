import type { Cart, CartLine } from "@cbm/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { CartPage } from "./cart-page.tsx";

const image = { url: "/media/tee-1080.webp", width: 1080, height: 1350, variants: [] };

const line = (fields: Partial<CartLine>): CartLine => ({
  id: "11111111-2222-4333-8444-000000000001",
  productId: "11111111-2222-4333-8444-000000000101",
  variantId: "11111111-2222-4333-8444-000000000201",
  title: "Linen shirt",
  image,
  size: "M",
  colour: "beige",
  quantity: 1,
  unitPriceMinor: 4_500,
  priceWhenAddedMinor: null,
  lineTotalMinor: 4_500,
  currency: "EUR",
  inStock: 5,
  heldQuantity: 0,
  problem: null,
  message: null,
  outfit: null,
  eventId: null,
  ...fields,
});

const store = (name: string, slug: string) => ({
  id: `11111111-2222-4333-8444-${slug.padStart(12, "0")}`,
  name,
  slug,
  logo: null,
});

const cart: Cart = {
  stores: [
    {
      store: store("Atelier Iris", "iris"),
      currency: "EUR",
      lines: [
        line({ quantity: 2, lineTotalMinor: 9_000, priceWhenAddedMinor: 4_000 }),
        line({
          id: "11111111-2222-4333-8444-000000000002",
          title: "Silk scarf",
          problem: "sold_out",
          message: "This size is sold out.",
          inStock: 0,
        }),
      ],
      subtotalMinor: 9_000,
    },
    {
      store: store("Tidal", "tidal"),
      currency: "USD",
      lines: [
        line({
          id: "11111111-2222-4333-8444-000000000003",
          title: "Cotton tee",
          currency: "USD",
          unitPriceMinor: 2_500,
          lineTotalMinor: 2_500,
          outfit: {
            id: "11111111-2222-4333-8444-000000000301",
            author: { id: "11111111-2222-4333-8444-000000000401", fullName: "Mia Stone" },
          },
        }),
      ],
      subtotalMinor: 2_500,
    },
  ],
  totals: [
    { currency: "EUR", amountMinor: 9_000 },
    { currency: "USD", amountMinor: 2_500 },
  ],
  totalQuantity: 4,
};

const renderCart = () => renderWithApp(CartPage, { path: "/cart" });

beforeEach(() => {
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("CartPage", () => {
  it("shows each store's part with its lines, the look a line came from, what changed, what cannot be bought, and totals per currency", async () => {
    stubFetch({ "GET /v1/cart": () => json(200, cart) });
    renderCart();
    const iris = await screen.findByRole("region", { name: "From Atelier Iris" });
    expect(within(iris).getByText("Subtotal €90.00")).toBeTruthy();
    expect(within(iris).getByRole("link", { name: "Linen shirt" }).getAttribute("href")).toBe(
      "/shop/iris/products/11111111-2222-4333-8444-000000000101",
    );
    expect(within(iris).getByText("The price was €40.00 when you added it.")).toBeTruthy();
    expect(within(iris).getByText("This size is sold out.")).toBeTruthy();
    const tidal = screen.getByRole("region", { name: "From Tidal" });
    expect(within(tidal).getByText(/From a look by/).textContent).toBe("From a look by Mia Stone");
    expect(within(tidal).getByRole("link", { name: "Mia Stone" }).getAttribute("href")).toBe(
      "/wall/outfit/11111111-2222-4333-8444-000000000301",
    );
    expect(within(iris).queryByText(/From a look by/)).toBeNull();
    expect(screen.getByText("Items in EUR").nextSibling?.textContent).toBe("€90.00");
    expect(screen.getByText("Items in USD").nextSibling?.textContent).toBe("$25.00");
    expect(screen.getByText("1 item cannot be bought now and will be left out.")).toBeTruthy();
    expect(screen.getByText("4 items from 2 stores")).toBeTruthy();
  });

  it("changes a quantity and removes a line, then reads the cart again", async () => {
    let reads = 0;
    const calls = stubFetch({
      "GET /v1/cart": () => {
        reads++;
        return json(200, cart);
      },
      [`PATCH /v1/cart/${cart.stores[0]?.lines[0]?.id}`]: () => json(200, line({ quantity: 3 })),
      [`DELETE /v1/cart/${cart.stores[1]?.lines[0]?.id}`]: () => json(200, { message: "Removed" }),
    });
    const user = userEvent.setup();
    renderCart();
    await user.click(await screen.findByRole("button", { name: "One more Linen shirt" }));
    const patch = calls.find((call) => call.key.startsWith("PATCH"));
    expect(JSON.parse(String(patch?.init.body))).toEqual({ quantity: 3 });
    await user.click(screen.getByRole("button", { name: "Remove Cotton tee" }));
    expect(calls.some((call) => call.key.startsWith("DELETE"))).toBe(true);
    await vi.waitFor(() => expect(reads).toBeGreaterThanOrEqual(3));
  });

  it("shows a line held at a live deal's price as held, with no quantity to change but a way to remove it", async () => {
    const held = line({ title: "Live silk scarf", quantity: 2, heldQuantity: 2, lineTotalMinor: 7_000 });
    const dealCart = { ...cart, stores: [{ ...cart.stores[0], lines: [held] }] } as Cart;
    stubFetch({ "GET /v1/cart": () => json(200, dealCart) });
    renderCart();
    expect(await screen.findByText("2 held for you at the live deal's price")).toBeTruthy();
    expect(
      screen.getByText(
        "Pieces from any store, in one place. Nothing is reserved until you check out, but what a live deal holds for you.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "One more Live silk scarf" })).toBeNull();
    expect(screen.getByRole("button", { name: "Remove Live silk scarf" })).toBeTruthy();
  });

  it("does not offer more than is in stock, nor fewer than one", async () => {
    stubFetch({ "GET /v1/cart": () => json(200, cart) });
    renderCart();
    const scarf = (await screen.findByRole("button", { name: "One more Silk scarf" })) as HTMLButtonElement;
    expect(scarf.disabled).toBe(true);
    expect((screen.getByRole("button", { name: "One fewer Cotton tee" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("invites to the shop when the cart is empty", async () => {
    stubFetch({ "GET /v1/cart": () => json(200, { stores: [], totals: [], totalQuantity: 0 }) });
    renderCart();
    expect(await screen.findByText("Your cart is empty")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the shop" }).getAttribute("href")).toBe("/shop");
  });
});
