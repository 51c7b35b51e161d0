import type { ClosetItem } from "@cbm/contracts";
import { notifications } from "@mantine/notifications";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "../../../lib/session.ts";
import { imageOf, jeans, myCloset, myOtherCloset, pageOf } from "../../../testing/closets.ts";
import { productDetailsOf } from "../../../testing/products.ts";
import { type FetchHandler, json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { ItemFormPage } from "./item-form-page.tsx";

const renderForm = (at = `/closet/new-item?closetId=${myCloset.id}`) =>
  renderWithApp(ItemFormPage, {
    path: "/closet/new-item",
    at,
    routes: { "/wall/closets/$id": <p>The closet</p>, "/closet/new": <p>The closet form</p> },
  });

const errorOf = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");

const mine = { [`GET /v1/user/${me.id}/closets`]: () => json(200, pageOf([myCloset, myOtherCloset])) };
const upload: Record<string, FetchHandler> = {
  "POST /v1/uploads": () => json(200, { uploadUrl: "/v1/uploads/put/ph", location: "/media/ph.jpg" }),
  "PUT /v1/uploads/put/ph": () => new Response(null, { status: 204 }),
};
const noBrands = { "GET /v1/brands": () => json(200, { items: [], page: 0, size: 24, total: 0 }) };

const savedItem = (body: Partial<ClosetItem> = {}): ClosetItem => ({
  ...jeans,
  id: crypto.randomUUID(),
  closetId: myCloset.id,
  image: imageOf("new"),
  ...body,
});

const bodies = (calls: ReturnType<typeof stubFetch>, key: string) =>
  calls.filter((call) => call.key === key).map((call) => JSON.parse(String(call.init.body)));

type User = ReturnType<typeof userEvent.setup>;

async function addPhoto(user: User) {
  await user.upload(
    await screen.findByLabelText("Photo", { selector: "input" }),
    new File(["jpg"], "piece.jpg", { type: "image/jpeg" }),
  );
  await screen.findByAltText("Photo: preview");
  await waitFor(() =>
    expect(screen.getByRole("button", { name: "Save item" })).toHaveProperty("disabled", false),
  );
}

async function describeJeans(user: User) {
  await user.selectOptions(screen.getByLabelText(/^Category/), "bottoms");
  await user.selectOptions(screen.getByLabelText(/^Type/), "jeans");
  await user.click(screen.getByRole("checkbox", { name: "Blue" }));
}

beforeEach(() => {
  window.scrollTo = () => {};
  session.save({ accessToken: "token-abcdefghij", refreshToken: "r", expiresIn: 900, user: me });
  URL.createObjectURL = vi.fn(() => "blob:preview");
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

// Typing whole items takes a while on a busy machine.
describe("ItemFormPage", { timeout: 20_000 }, () => {
  it("shows a full plan's refusal as a way to a plan that allows more, where the save buttons were", async () => {
    const full = "Your Free plan allows 500 closet items. Upgrade to Closet Plus to add more.";
    stubFetch({
      ...mine,
      ...upload,
      ...noBrands,
      [`POST /v1/closets/${myCloset.id}/items`]: () => json(403, { message: full }),
    });
    const user = userEvent.setup();
    renderForm();
    await addPhoto(user);
    await describeJeans(user);
    await user.click(screen.getByRole("button", { name: "Save item" }));
    expect(await screen.findByText(full)).toBeTruthy();
    expect(screen.getByRole("link", { name: "See plans" }).getAttribute("href")).toBe("/pricing");
    expect(screen.queryByRole("button", { name: "Save item" })).toBeNull();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
  });

  it("asks for a photo, a category, a type and a colour before sending anything", async () => {
    const calls = stubFetch({ ...mine });
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole("button", { name: "Save item" }));
    expect(screen.getByText("Add a photo of the item")).toBeTruthy();
    expect(errorOf(screen.getByLabelText(/^Category/))).toContain("Choose a category");
    expect(errorOf(screen.getByLabelText(/^Type/))).toContain("Choose a type");
    expect(screen.getByText("Choose at least one colour")).toBeTruthy();
    expect(calls.map((call) => call.key)).toEqual([`GET /v1/user/${me.id}/closets`]);
  });

  it("only offers the types of the chosen category", async () => {
    stubFetch({ ...mine });
    const user = userEvent.setup();
    renderForm();
    const type = await screen.findByLabelText(/^Type/);
    expect(type).toHaveProperty("disabled", true);
    await user.selectOptions(screen.getByLabelText(/^Category/), "shoes");
    const offered = within(type)
      .getAllByRole("option")
      .filter((option) => !(option as HTMLOptionElement).disabled)
      .map((option) => option.textContent);
    expect(offered).toEqual(["Sneakers", "Boots", "Heels", "Flats", "Sandals"]);
  });

  it("sends the item with its price in minor units, a free brand name and the date, then opens the closet", async () => {
    const calls = stubFetch({
      ...mine,
      ...upload,
      ...noBrands,
      [`POST /v1/closets/${myCloset.id}/items`]: () => json(200, savedItem()),
    });
    const user = userEvent.setup();
    const router = renderForm();
    await addPhoto(user);
    await describeJeans(user);
    await user.type(screen.getByRole("combobox", { name: "Brand" }), "Atelier Nord");
    await user.click(screen.getByRole("checkbox", { name: "Autumn" }));
    await user.type(screen.getByLabelText("Size"), "28");
    await user.type(screen.getByLabelText("Material"), "Denim");
    await user.type(screen.getByLabelText("Price paid (optional)"), "89.5");
    fireEvent.change(screen.getByLabelText("Bought on"), { target: { value: "2025-09-14" } });
    await user.type(screen.getByLabelText("Notes"), "Wash cold");
    await user.click(screen.getByRole("button", { name: "Save item" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/wall/closets/${myCloset.id}`));
    expect(bodies(calls, `POST /v1/closets/${myCloset.id}/items`)).toEqual([
      {
        image: "/media/ph.jpg",
        category: "bottoms",
        subcategory: "jeans",
        brandName: "Atelier Nord",
        colours: ["blue"],
        size: "28",
        seasons: ["autumn"],
        material: "Denim",
        price: { amountMinor: 8950, currency: "USD" },
        purchasedOn: "2025-09-14",
        notes: "Wash cold",
      },
    ]);
  });

  it("converts the price by the currency's minor unit (yen have none)", async () => {
    const calls = stubFetch({
      ...mine,
      ...upload,
      [`POST /v1/closets/${myCloset.id}/items`]: () => json(200, savedItem()),
    });
    const user = userEvent.setup();
    const router = renderForm();
    await addPhoto(user);
    await describeJeans(user);
    await user.type(screen.getByLabelText("Price paid (optional)"), "12000");
    await user.selectOptions(screen.getByLabelText("Currency"), "JPY");
    await user.click(screen.getByRole("button", { name: "Save item" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/wall/closets/${myCloset.id}`));
    expect(bodies(calls, `POST /v1/closets/${myCloset.id}/items`)[0].price).toEqual({
      amountMinor: 12000,
      currency: "JPY",
    });
  });

  it("links a brand picked from the catalogue by its id", async () => {
    const calls = stubFetch({
      ...mine,
      ...upload,
      "GET /v1/brands": () =>
        json(200, {
          items: [
            { id: "b0000000-0000-4000-8000-000000000001", name: "Levi's", logo: null, description: null },
          ],
          page: 0,
          size: 24,
          total: 1,
        }),
      [`POST /v1/closets/${myCloset.id}/items`]: () => json(200, savedItem()),
    });
    const user = userEvent.setup();
    const router = renderForm();
    await addPhoto(user);
    await describeJeans(user);
    await user.type(screen.getByRole("combobox", { name: "Brand" }), "levs");
    await user.click(await screen.findByRole("option", { name: "Levi's", hidden: true }));
    expect(screen.getByText("From the CBM catalogue.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Save item" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/wall/closets/${myCloset.id}`));
    const [body] = bodies(calls, `POST /v1/closets/${myCloset.id}/items`);
    expect(body.brandId).toBe("b0000000-0000-4000-8000-000000000001");
    expect(body).not.toHaveProperty("brandName");
  });

  it("links the item to a shop product searched by its name, showing each product's store", async () => {
    const trousers = productDetailsOf({ title: "Linen trousers" });
    const calls = stubFetch({
      ...mine,
      ...upload,
      "GET /v1/products": () => json(200, { items: [trousers], nextCursor: null }),
      [`POST /v1/closets/${myCloset.id}/items`]: () => json(200, savedItem({ productId: trousers.id })),
    });
    const user = userEvent.setup();
    const router = renderForm();
    await addPhoto(user);
    await describeJeans(user);
    await user.type(screen.getByRole("combobox", { name: "Shop product" }), "linen");
    const option = await screen.findByRole("option", { name: /Linen trousers/, hidden: true });
    expect(option.textContent).toBe("Linen trousersAtelier Iris");
    await user.click(option);
    expect(screen.getByRole("combobox", { name: "Shop product" })).toHaveProperty("value", "Linen trousers");
    await user.click(screen.getByRole("button", { name: "Save item" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/wall/closets/${myCloset.id}`));
    const searches = calls.filter((call) => call.key === "GET /v1/products");
    expect(searches.map((call) => Object.fromEntries(call.url.searchParams))).toEqual([
      { keyword: "linen", limit: "10", showAvoided: "true" },
    ]);
    expect(bodies(calls, `POST /v1/closets/${myCloset.id}/items`)[0].productId).toBe(trousers.id);
  });

  it("shows the product an item is linked to by its title, and unlinks it when cleared", async () => {
    const trousers = productDetailsOf({ title: "Linen trousers" });
    const item = { ...jeans, closetId: myCloset.id, productId: trousers.id };
    const calls = stubFetch({
      ...mine,
      ...noBrands,
      [`GET /v1/closet-items/${item.id}`]: () => json(200, item),
      [`GET /v1/product/${trousers.id}`]: () => json(200, trousers),
      [`PUT /v1/closet-items/${item.id}`]: () => json(200, { ...item, productId: null }),
    });
    const user = userEvent.setup();
    const router = renderForm(`/closet/new-item?edit=${item.id}`);
    const field = await screen.findByRole("combobox", { name: "Shop product" });
    await waitFor(() => expect(field).toHaveProperty("value", "Linen trousers"));
    await user.click(screen.getByRole("button", { name: "Unlink the shop product" }));
    expect(field).toHaveProperty("value", "");
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/wall/closets/${myCloset.id}`));
    expect(bodies(calls, `PUT /v1/closet-items/${item.id}`)[0]).not.toHaveProperty("productId");
    expect(calls.map((call) => call.key)).not.toContain("GET /v1/products");
  });

  it("saves and clears the form for the next item, keeping the closet and category, and lists what was added", async () => {
    const first = savedItem({ closetId: myOtherCloset.id });
    const calls = stubFetch({
      ...mine,
      ...upload,
      ...noBrands,
      [`POST /v1/closets/${myOtherCloset.id}/items`]: () => json(200, first),
    });
    const user = userEvent.setup();
    const router = renderForm();
    await addPhoto(user);
    await user.selectOptions(screen.getByLabelText(/^Closet/), myOtherCloset.id);
    await describeJeans(user);
    await user.type(screen.getByLabelText("Size"), "28");
    await user.type(screen.getByLabelText("Price paid (optional)"), "20");
    await user.click(screen.getByRole("button", { name: "Save and add another" }));

    const added = await screen.findByRole("region", { name: "Added just now" });
    expect(
      within(added)
        .getByRole("link", { name: /Jeans by Levi's/ })
        .getAttribute("href"),
    ).toBe(`/wall/closets/${myOtherCloset.id}?item=${first.id}`);
    expect(router.state.location.pathname).toBe("/closet/new-item");
    expect(screen.getByLabelText(/^Closet/)).toHaveProperty("value", myOtherCloset.id);
    expect(screen.getByLabelText(/^Category/)).toHaveProperty("value", "bottoms");
    expect(screen.getByLabelText(/^Type/)).toHaveProperty("value", "");
    expect(screen.getByLabelText("Size")).toHaveProperty("value", "");
    expect(screen.getByLabelText("Price paid (optional)")).toHaveProperty("value", "");
    expect(screen.getByRole("checkbox", { name: "Blue" }).getAttribute("aria-checked")).not.toBe("true");
    expect(screen.queryByAltText("Photo: preview")).toBeNull();
    expect(bodies(calls, `POST /v1/closets/${myOtherCloset.id}/items`)).toHaveLength(1);
  });

  it("puts the server's messages beside the fields, the price's parts under the price", async () => {
    stubFetch({
      ...mine,
      ...upload,
      [`POST /v1/closets/${myCloset.id}/items`]: () =>
        json(400, { "price.amountMinor": ["Price must be at most 1,000,000"], size: ["Size is too long"] }),
    });
    const user = userEvent.setup();
    renderForm();
    await addPhoto(user);
    await describeJeans(user);
    await user.type(screen.getByLabelText("Size"), "28");
    await user.click(screen.getByRole("button", { name: "Save item" }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText("Price paid (optional)"))).toContain(
        "Price must be at most 1,000,000",
      ),
    );
    expect(errorOf(screen.getByLabelText("Size"))).toContain("Size is too long");
  });

  it("edits an item with the same form, sending its photo again and moving it to another closet", async () => {
    const item = { ...jeans, closetId: myCloset.id };
    const calls = stubFetch({
      ...mine,
      ...noBrands,
      [`GET /v1/closet-items/${item.id}`]: () => json(200, item),
      [`PUT /v1/closet-items/${item.id}`]: () => json(200, { ...item, closetId: myOtherCloset.id }),
    });
    const user = userEvent.setup();
    const router = renderForm(`/closet/new-item?edit=${item.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "Jeans by Levi's" })).toBeTruthy();
    expect(screen.getByAltText("Photo: the current photo")).toBeTruthy();
    expect(screen.getByLabelText("Price paid (optional)")).toHaveProperty("value", "89.5");
    expect(screen.getByRole("combobox", { name: "Brand" })).toHaveProperty("value", "Levi's");
    expect(screen.queryByRole("button", { name: "Save and add another" })).toBeNull();
    await user.selectOptions(screen.getByLabelText(/^Closet/), myOtherCloset.id);
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/wall/closets/${myOtherCloset.id}`));
    expect(router.state.location.search).toEqual({ item: item.id });
    expect(bodies(calls, `PUT /v1/closet-items/${item.id}`)).toEqual([
      {
        image: item.image.url,
        category: "bottoms",
        subcategory: "jeans",
        brandName: "Levi's",
        colours: ["blue"],
        size: "28",
        seasons: ["spring", "autumn"],
        material: "Denim",
        price: { amountMinor: 8950, currency: "USD" },
        purchasedOn: "2025-09-14",
        notes: "Wash cold.",
        closetId: myOtherCloset.id,
      },
    ]);
  });

  it("deletes an item once confirmed and goes back to its closet", async () => {
    const item = { ...jeans, closetId: myCloset.id };
    const calls = stubFetch({
      ...mine,
      [`GET /v1/closet-items/${item.id}`]: () => json(200, item),
      [`DELETE /v1/closet-items/${item.id}`]: () => json(200, { message: "The item was deleted." }),
    });
    const user = userEvent.setup();
    const router = renderForm(`/closet/new-item?edit=${item.id}`);
    await user.click(await screen.findByRole("button", { name: "Delete item" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Jeans by Levi's?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/wall/closets/${myCloset.id}`));
    expect(calls.map((call) => call.key)).toContain(`DELETE /v1/closet-items/${item.id}`);
  });

  it("does not edit someone else's item", async () => {
    stubFetch({ ...mine, [`GET /v1/closet-items/${jeans.id}`]: () => json(200, jeans) });
    renderForm(`/closet/new-item?edit=${jeans.id}`);
    expect(await screen.findByRole("heading", { level: 1, name: "This item isn't available" })).toBeTruthy();
  });

  it("asks for a closet first when the person has none", async () => {
    stubFetch({ [`GET /v1/user/${me.id}/closets`]: () => json(200, pageOf([])) });
    renderForm("/closet/new-item");
    expect(await screen.findByText("Start with a closet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Create a closet" }).getAttribute("href")).toBe("/closet/new");
  });
});
