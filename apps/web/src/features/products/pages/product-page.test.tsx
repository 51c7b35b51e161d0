import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { outfitOf } from "../../../testing/outfits.ts";
import { productDetailsOf } from "../../../testing/products.ts";
import { json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { ProductPage } from "./product-page.tsx";

const PRODUCT_ID = "11111111-2222-4333-8444-555555555555";
const renderProduct = () =>
  renderWithApp(ProductPage, {
    path: "/shop/$id/products/$productId",
    at: `/shop/atelier-iris/products/${PRODUCT_ID}`,
  });
const LOOKS = `GET /v1/product/${PRODUCT_ID}/outfits`;
const MY_ITEMS = "GET /v1/users/closet-items";
const itemsCounted = (total: number) => json(200, { items: [], page: 0, size: 1, total });
/** No outfit is made with the product, and the viewer owns nothing like it. */
const ALONE = { [LOOKS]: () => json(200, { count: 0, items: [] }), [MY_ITEMS]: () => itemsCounted(0) };
/** jsdom joins the hidden words to the size without the space a browser puts between them. */
const SOLD_OUT_S = /^S ?\(sold out\)$/;
const radio = (name: string | RegExp) => screen.getByRole("radio", { name }) as HTMLInputElement;

beforeEach(() => {
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("ProductPage", () => {
  it("shows the product, its price on sale and the store's terms", async () => {
    stubFetch({
      ...ALONE,
      [`GET /v1/product/${PRODUCT_ID}`]: () => json(200, productDetailsOf({ id: PRODUCT_ID })),
    });
    renderProduct();
    expect(await screen.findByRole("heading", { level: 1, name: "Linen trousers" })).toBeTruthy();
    expect(screen.getByText("Tidal")).toBeTruthy();
    expect(screen.getByText("$90.00")).toBeTruthy();
    expect(screen.getByText("$120.00").closest("p")?.style.textDecoration).toBe("line-through");
    expect(screen.getByText("Sale")).toBeTruthy();
    // Sold by, and the breadcrumb.
    for (const store of screen.getAllByRole("link", { name: "Atelier Iris" }))
      expect(store.getAttribute("href")).toBe("/shop/atelier-iris/products");
    expect(screen.getByText("Standard: $4.95, free over $50.00, 2–4 days")).toBeTruthy();
    expect(screen.getByText("Returns within 30 days of delivery.")).toBeTruthy();
  });

  it("adds the chosen variant to the cart once a size is chosen, with the quantity, and says so", async () => {
    const product = productDetailsOf({ id: PRODUCT_ID });
    const calls = stubFetch({
      ...ALONE,
      [`GET /v1/product/${PRODUCT_ID}`]: () => json(200, product),
      "POST /v1/cart": () => json(201, {}),
    });
    const user = userEvent.setup();
    renderProduct();
    const cart = (await screen.findByRole("button", { name: "Add to cart" })) as HTMLButtonElement;
    expect(cart.disabled).toBe(true);
    expect(screen.getByText("Choose a colour and a size.")).toBeTruthy();
    await user.click(radio("L"));
    await user.clear(screen.getByRole("textbox", { name: "Quantity" }));
    await user.type(screen.getByRole("textbox", { name: "Quantity" }), "2");
    await user.click(cart);
    expect(await screen.findByText(/Added to your cart/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "View cart" }).getAttribute("href")).toBe("/cart");
    const added = calls.find((call) => call.key === "POST /v1/cart");
    expect(JSON.parse(String(added?.init.body))).toEqual({ variantId: product.variants[2]?.id, quantity: 2 });
  });

  it("shows why the cart refused, in its words", async () => {
    stubFetch({
      ...ALONE,
      [`GET /v1/product/${PRODUCT_ID}`]: () => json(200, productDetailsOf({ id: PRODUCT_ID })),
      "POST /v1/cart": () => json(400, { quantity: ["Only 1 left. You already have 1 in your cart."] }),
    });
    const user = userEvent.setup();
    renderProduct();
    await user.click(await screen.findByRole("radio", { name: "M" }));
    await user.click(screen.getByRole("button", { name: "Add to cart" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Only 1 left. You already have 1 in your cart.",
    );
  });

  it("shows a sold-out variant disabled, and lets the others be chosen", async () => {
    stubFetch({
      ...ALONE,
      [`GET /v1/product/${PRODUCT_ID}`]: () => json(200, productDetailsOf({ id: PRODUCT_ID })),
    });
    const user = userEvent.setup();
    renderProduct();
    await screen.findByRole("heading", { level: 1, name: "Linen trousers" });
    expect(radio("Beige").checked).toBe(true);
    expect(radio(SOLD_OUT_S).disabled).toBe(true);
    expect(radio("M").disabled).toBe(false);
    await user.click(radio(SOLD_OUT_S));
    expect(radio(SOLD_OUT_S).checked).toBe(false);
    await user.click(radio("M"));
    expect(radio("M").checked).toBe(true);
    expect(screen.getByText("Size: M")).toBeTruthy();
  });

  it("shows every picture from the thumbnails, by click and by the arrow keys", async () => {
    stubFetch({
      ...ALONE,
      [`GET /v1/product/${PRODUCT_ID}`]: () => json(200, productDetailsOf({ id: PRODUCT_ID })),
    });
    const user = userEvent.setup();
    renderProduct();
    const main = await screen.findByRole("img", { name: "Linen trousers, picture 1 of 3" });
    expect(main.getAttribute("src")).toContain("front");
    const second = screen.getByRole("button", { name: "Show picture 2 of 3" });
    await user.click(second);
    expect(second.getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("img", { name: "Linen trousers, picture 2 of 3" }).getAttribute("src")).toContain(
      "back",
    );
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("img", { name: "Linen trousers, picture 3 of 3" }).getAttribute("src")).toContain(
      "detail",
    );
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Show picture 3 of 3" }));
    await user.keyboard("{Home}");
    expect(screen.getByRole("img", { name: "Linen trousers, picture 1 of 3" })).toBeTruthy();
  });

  it("says when the store is away", async () => {
    stubFetch({
      ...ALONE,
      [`GET /v1/product/${PRODUCT_ID}`]: () => {
        const product = productDetailsOf({ id: PRODUCT_ID });
        return json(200, {
          ...product,
          store: {
            ...product.store,
            vacation: { on: true, message: "Back after the fair.", returnsOn: null },
          },
        });
      },
    });
    renderProduct();
    expect(await screen.findByText("The store is away")).toBeTruthy();
    expect(screen.getByText("Back after the fair.")).toBeTruthy();
    expect(screen.getByText(/The store is away: its products can be bought once it is back/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Add to cart" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("says the product is not on sale when the shop does not know it", async () => {
    stubFetch({});
    renderProduct();
    expect(await screen.findByText("This product is not on sale")).toBeTruthy();
  });

  it("shows the looks styled with the product, each to its outfit, and how many similar pieces the viewer owns", async () => {
    const looks = [outfitOf({ caption: "Linen at noon" }), outfitOf({ caption: "Sunday market" })];
    const calls = stubFetch({
      [`GET /v1/product/${PRODUCT_ID}`]: () => json(200, productDetailsOf({ id: PRODUCT_ID })),
      [LOOKS]: () => json(200, { count: 7, items: looks }),
      [MY_ITEMS]: () => itemsCounted(3),
    });
    renderProduct();
    const section = await screen.findByRole("region", { name: "Styled in 7 looks" });
    const cards = within(section).getAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0] as HTMLElement)
        .getByRole("img", { name: "Outfit by Ana Lee: Linen at noon" })
        .closest("a")
        ?.getAttribute("href"),
    ).toBe(`/wall/outfit/${looks[0]?.id}`);

    expect((await screen.findByText(/You already own 3 similar/)).textContent).toBe(
      "You already own 3 similar. See your closets",
    );
    expect(screen.getByRole("link", { name: "See your closets" }).getAttribute("href")).toBe(
      `/users/profile/${me.id}?tab=closets`,
    );
    const owned = calls.find((call) => call.key === MY_ITEMS);
    expect(Object.fromEntries(owned?.url.searchParams ?? [])).toEqual({
      category: "bottoms",
      colour: "cream",
      size: "1",
    });
  });

  it("leaves out the looks and the owned pieces when there are none", async () => {
    const calls = stubFetch({
      ...ALONE,
      [`GET /v1/product/${PRODUCT_ID}`]: () => json(200, productDetailsOf({ id: PRODUCT_ID })),
    });
    renderProduct();
    await screen.findByRole("heading", { level: 1, name: "Linen trousers" });
    await waitFor(() =>
      expect(calls.map((call) => call.key)).toEqual(expect.arrayContaining([LOOKS, MY_ITEMS])),
    );
    expect(screen.queryByText(/Styled in/)).toBeNull();
    expect(screen.queryByText(/You already own/)).toBeNull();
  });
});
