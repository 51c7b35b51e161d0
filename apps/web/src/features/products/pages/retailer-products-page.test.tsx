import { PRODUCT_ARCHIVED, PRODUCT_DELETED } from "@cbm/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchHandler, json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { pageOf, product, signedInRetailer, variant } from "../components/retailer/testing.ts";
import { RetailerProductsPage } from "./retailer-products-page.tsx";

const renderList = (at = "/retailer/products") =>
  renderWithApp(RetailerProductsPage, {
    path: "/retailer/products",
    at,
    routes: {
      "/retailer/products/$ref": <p>The edit page</p>,
      "/retailer/products/create~{$retailerId}": <p>The new product page</p>,
    },
  });

const queries = (calls: ReturnType<typeof stubFetch>) =>
  calls
    .filter((call) => call.key === "GET /v1/retailer/products")
    .map((call) => Object.fromEntries(call.url.searchParams));

beforeEach(() => {
  window.scrollTo = () => {};
  signedInRetailer();
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("RetailerProductsPage", { timeout: 15_000 }, () => {
  it("shows each product's picture, title, price in its currency, status and stock, low stock marked", async () => {
    const shirt = product("Washed linen shirt", { compareAtMinor: 11900 });
    const scarf = product("Silk scarf", {
      currency: "EUR",
      priceMinor: 4500,
      status: "draft",
      variants: [variant({ size: "One size", stock: 2 })],
    });
    stubFetch({ "GET /v1/retailer/products": () => json(200, pageOf([shirt, scarf])) });
    renderList();
    const list = await screen.findByRole("list", { name: "Your products" });
    const first = within(list).getByRole("listitem", { name: "Washed linen shirt" });
    expect(within(first).getByText("$89.00")).toBeTruthy();
    expect(within(first).getByText("$119.00")).toBeTruthy();
    expect(within(first).getByText("Active")).toBeTruthy();
    expect(within(first).getByText("10 in stock · 2 variants")).toBeTruthy();
    expect(within(first).queryByText("Low stock")).toBeNull();
    expect(within(first).getByRole("link", { name: "Washed linen shirt" }).getAttribute("href")).toBe(
      `/retailer/products/${me.id}~${shirt.id}`,
    );
    const second = within(list).getByRole("listitem", { name: "Silk scarf" });
    expect(within(second).getByText("€45.00")).toBeTruthy();
    expect(within(second).getByText("Draft")).toBeTruthy();
    expect(within(second).getByText("Low stock")).toBeTruthy();
    expect(screen.getByText("2 products")).toBeTruthy();
  });

  it("invites to add the first product when the store has none", async () => {
    stubFetch({ "GET /v1/retailer/products": () => json(200, pageOf([])) });
    renderList();
    expect(await screen.findByText("No products yet")).toBeTruthy();
    const add = screen.getByRole("link", { name: "Add your first product" });
    expect(add.getAttribute("href")).toBe(`/retailer/products/create~${me.id}`);
  });

  it("puts the keyword, status, low stock and page in the URL and the request, back to the first page", async () => {
    const calls = stubFetch({
      "GET /v1/retailer/products": () => json(200, pageOf([product("Linen wrap dress")], 45)),
    });
    const user = userEvent.setup();
    const router = renderList("/retailer/products?page=1");
    await screen.findByRole("list", { name: "Your products" });
    expect(queries(calls).at(-1)).toEqual({ page: "1", size: "20" });

    await user.type(screen.getByLabelText("Search your products"), "linen");
    await waitFor(() => expect(router.state.location.search).toEqual({ keyword: "linen" }));
    await user.selectOptions(screen.getByLabelText("Status"), "draft");
    await user.click(screen.getByRole("switch", { name: "Low stock only" }));
    await waitFor(() =>
      expect(router.state.location.search).toEqual({ keyword: "linen", status: "draft", lowStock: true }),
    );
    await waitFor(() =>
      expect(queries(calls).at(-1)).toEqual({
        keyword: "linen",
        status: "draft",
        lowStock: "true",
        page: "0",
        size: "20",
      }),
    );

    await user.click(screen.getByRole("button", { name: "Page 3" }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }));
    await waitFor(() => expect(queries(calls).at(-1)).toMatchObject({ page: "2", lowStock: "true" }));
  });

  it("says when nothing matches, and clears the filters", async () => {
    const calls = stubFetch({
      "GET /v1/retailer/products": (_, url) =>
        json(200, url.searchParams.has("status") ? pageOf([]) : pageOf([product("Linen wrap dress")])),
    });
    const router = renderList("/retailer/products?status=archived");
    expect(await screen.findByText("No product matches")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(await screen.findByRole("listitem", { name: "Linen wrap dress" })).toBeTruthy();
    expect(queries(calls)[0]).toMatchObject({ status: "archived" });
  });

  it("deletes a product after a confirmation, and says when it was archived instead", async () => {
    const gone = product("Merino crewneck");
    const ordered = product("Silk scarf");
    let items = [gone, ordered];
    const calls = stubFetch({
      "GET /v1/retailer/products": () => json(200, pageOf(items)),
      [`DELETE /v1/retailer/product/${gone.id}`]: () => {
        items = items.filter((item) => item.id !== gone.id);
        return json(200, { message: PRODUCT_DELETED });
      },
      [`DELETE /v1/retailer/product/${ordered.id}`]: () => {
        items = items.map((item) => (item.id === ordered.id ? { ...item, status: "archived" } : item));
        return json(200, { message: PRODUCT_ARCHIVED });
      },
    });
    renderList();
    await userEvent.click(await screen.findByRole("button", { name: "Delete Merino crewneck" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this product?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((call) => call.key.startsWith("DELETE"))).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Delete Merino crewneck" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete product" }),
    );
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Merino crewneck" })).toBeNull());
    expect(await screen.findByText(PRODUCT_DELETED)).toBeTruthy();

    await userEvent.click(screen.getByRole("button", { name: "Delete Silk scarf" }));
    await userEvent.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete product" }),
    );
    await waitFor(() =>
      expect(screen.getAllByText(PRODUCT_ARCHIVED).some((node) => node.closest("[role=status]"))).toBe(true),
    );
    const scarf = await screen.findByRole("listitem", { name: "Silk scarf" });
    await waitFor(() => expect(within(scarf).getByText("Archived")).toBeTruthy());
  });

  it("exports the store's products as a CSV file", async () => {
    const calls = stubFetch({
      "GET /v1/retailer/products": () => json(200, pageOf([product("Linen wrap dress")])),
      "GET /v1/retailer/products/export": () =>
        json(200, { fileName: "products-2026-11-26.csv", csv: "handle,title\nwrap,Linen wrap dress\n" }),
    });
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return "blob:products";
    });
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe("products-2026-11-26.csv");
    });
    renderList();
    await userEvent.click(await screen.findByRole("button", { name: "Export" }));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(await created[0]?.text()).toBe("handle,title\nwrap,Linen wrap dress\n");
    expect(calls.some((call) => call.key === "GET /v1/retailer/products/export")).toBe(true);
    clicked.mockRestore();
  });

  it("imports a CSV file: progress while it goes, then each bad line with its reason, or how many were created", async () => {
    let answer: (response: Response) => void = () => {};
    let imports = 0;
    const calls = stubFetch({
      "GET /v1/retailer/products": () => json(200, pageOf([product("Linen wrap dress")])),
      "POST /v1/retailer/products/import": (() => {
        imports++;
        if (imports === 1)
          return new Promise<Response>((resolve) => {
            answer = resolve;
          });
        return json(201, { created: 2 });
      }) as unknown as FetchHandler,
    });
    renderList();
    await userEvent.click(await screen.findByRole("button", { name: "Import" }));
    const dialog = await screen.findByRole("dialog", { name: "Import products from CSV" });
    const file = (text: string) => new File([text], "products.csv", { type: "text/csv" });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, file("handle,title\nbad,\n"));
    expect(await within(dialog).findByText("Uploading products.csv and checking every row…")).toBeTruthy();
    expect(within(dialog).getByRole("progressbar", { name: "Import progress" })).toBeTruthy();
    expect(JSON.parse(String(calls.at(-1)?.init.body))).toEqual({ csv: "handle,title\nbad,\n" });
    answer(
      json(400, {
        "lines.4": ["colour: Choose a colour from the palette", "stock: Stock must be a number"],
        "lines.3": ["price: Write an amount like 89.00"],
      }),
    );
    const lines = await within(dialog).findByRole("list", { name: "Lines to fix" });
    expect(
      within(lines)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Line 3: price: Write an amount like 89.00",
      "Line 4: colour: Choose a colour from the palette; stock: Stock must be a number",
    ]);
    expect(within(dialog).getByText("Nothing was imported from products.csv")).toBeTruthy();

    await userEvent.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement,
      file("handle,title\nfixed,Tee\n"),
    );
    expect(await within(dialog).findByText(/2 products were created from products.csv/)).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((call) => call.key === "GET /v1/retailer/products").length).toBeGreaterThan(1),
    );
  });
});
