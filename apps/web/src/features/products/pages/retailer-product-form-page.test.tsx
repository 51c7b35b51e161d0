import type { ProductBody } from "@cbm/contracts";
import { notifications } from "@mantine/notifications";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FetchHandler, json, renderWithApp, stubFetch } from "../../../testing/render.tsx";
import { me } from "../../../testing/users.ts";
import { image, product, signedInRetailer, variant } from "../components/retailer/testing.ts";
import { RetailerProductFormPage } from "./retailer-product-form-page.tsx";

const store = { id: "5f1c0a4e-2222-4a57-9a0e-1a2b3c4d5e6f", currency: "EUR", name: "Iris Apfel" };
const brand = {
  id: "9a9a9a9a-1111-4a57-9a0e-1a2b3c4d5e6f",
  name: "Maison Lune",
  logo: null,
  description: null,
};

let uploads = 0;
/** The store, the brands and the upload service, as the form meets them. */
function server(extra: Record<string, FetchHandler> = {}) {
  return stubFetch({
    "GET /v1/retailer/store": () => json(200, store),
    "GET /v1/brands": () => json(200, { items: [brand], page: 0, size: 24, total: 1 }),
    "POST /v1/uploads": () => {
      uploads++;
      return json(201, { uploadUrl: `/upload/${uploads}`, location: `/media/upload-${uploads}.png` });
    },
    ...Object.fromEntries(
      Array.from({ length: 10 }, (_, index) => [
        `PUT /upload/${index + 1}`,
        () => new Response(null, { status: 200 }),
      ]),
    ),
    ...extra,
  });
}

const renderForm = (at: string) =>
  renderWithApp(RetailerProductFormPage, {
    path: at.includes("create~") ? "/retailer/products/create~{$retailerId}" : "/retailer/products/$ref",
    at,
    routes: { "/retailer/products": <p>The product list</p> },
  });

const bodyOf = (calls: ReturnType<typeof stubFetch>, key: string) =>
  JSON.parse(String(calls.findLast((call) => call.key === key)?.init.body)) as ProductBody;

const photo = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: "image/png" });

async function fill(label: string | RegExp, text: string) {
  const input = screen.getByRole("textbox", { name: label });
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

/** Opens a select and picks an option of its own list (closed lists stay in the page). */
async function choose(name: string, option: string) {
  const input = screen.getByRole("combobox", { name });
  await userEvent.click(input);
  await waitFor(() => expect(input.getAttribute("aria-controls")).toBeTruthy());
  const list = document.getElementById(String(input.getAttribute("aria-controls")));
  await userEvent.click(
    await within(list as HTMLElement).findByRole("option", { name: option, hidden: true }),
  );
}

const pickColour = (row: number, colour: string) => choose(`Colour of variant ${row}`, colour);

beforeEach(() => {
  window.scrollTo = () => {};
  signedInRetailer();
});

afterEach(() => {
  act(() => notifications.clean());
  vi.unstubAllGlobals();
});

describe("RetailerProductFormPage", { timeout: 30_000 }, () => {
  it("creates a product with its images in order, a brand, two variants and prices in minor units", async () => {
    const calls = server({
      "POST /v1/retailer/products": () => json(201, product("Washed linen shirt")),
    });
    const router = renderForm(`/retailer/products/create~${me.id}`);
    await screen.findByRole("form", { name: "New product" });
    await fill("Title", "Washed linen shirt");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Category" }), "tops");
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Type" }), "shirt");
    await userEvent.type(screen.getByRole("combobox", { name: "Brand" }), "lune");
    await userEvent.click(await screen.findByRole("option", { name: "Maison Lune", hidden: true }));

    await userEvent.upload(screen.getByLabelText("Pick product images"), [
      photo("a.png"),
      photo("b.png"),
      photo("c.png"),
    ]);
    const images = await screen.findByRole("list", { name: "Product images" });
    await waitFor(() => expect(within(images).getAllByRole("listitem")).toHaveLength(3));
    await waitFor(() => expect(screen.queryByLabelText(/^Uploading/)).toBeNull());
    // The third goes first: it becomes the cover.
    await userEvent.click(screen.getByRole("button", { name: "Move image 3 left" }));
    await userEvent.click(screen.getByRole("button", { name: "Move image 2 left" }));
    await userEvent.click(screen.getByRole("button", { name: "Remove image 3" }));

    await fill("Price", "89.5");
    await fill(/^Compare-at price/, "119");
    await userEvent.click(screen.getByRole("radio", { name: "Active" }));

    await fill("Size of variant 1", "S");
    await pickColour(1, "Cream");
    await fill("SKU of variant 1", "LIN-S");
    await fill("Stock of variant 1", "3");
    await userEvent.click(screen.getByRole("button", { name: "Add a variant" }));
    await fill("Size of variant 2", "M");
    await pickColour(2, "Cream");
    await fill("SKU of variant 2", "LIN-M");
    await fill("Stock of variant 2", "7");
    await userEvent.click(screen.getByRole("button", { name: "Add product" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/retailer/products"));
    expect(bodyOf(calls, "POST /v1/retailer/products")).toEqual({
      title: "Washed linen shirt",
      brandId: brand.id,
      category: "tops",
      subcategory: "shirt",
      tags: [],
      images: ["/media/upload-3.png", "/media/upload-1.png"],
      priceMinor: 8950,
      compareAtMinor: 11900,
      status: "active",
      variants: [
        { size: "S", colour: "cream", sku: "LIN-S", stock: 3 },
        { size: "M", colour: "cream", sku: "LIN-M", stock: 7 },
      ],
    });
  });

  it("shows each of the server's messages in place, a variant's SKU in its row and a picture's under it", async () => {
    const shirt = product("Washed linen shirt", {
      images: [image("front"), image("back")],
      variants: [variant({ size: "S", sku: "LIN-S" }), variant({ size: "M", sku: "LIN-M" })],
    });
    server({
      [`GET /v1/retailer/product/${shirt.id}`]: () => json(200, shirt),
      [`PUT /v1/retailer/product/${shirt.id}`]: () =>
        json(400, {
          "variants.1.sku": ["Another product of your store has this SKU"],
          "images.0": ["Image must be the location of an uploaded image"],
          priceMinor: ["Price is too large"],
        }),
    });
    renderForm(`/retailer/products/${me.id}~${shirt.id}`);
    await screen.findByRole("form", { name: "Edit product" });
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));

    const sku = await screen.findByRole("textbox", { name: "SKU of variant 2" });
    await waitFor(() => expect(sku.getAttribute("aria-invalid")).toBe("true"));
    const row = screen.getByRole("listitem", { name: "Variant 2" });
    expect(within(row).getByText("Another product of your store has this SKU")).toBeTruthy();
    expect(
      within(screen.getByRole("listitem", { name: "Variant 1" })).queryByText(
        "Another product of your store has this SKU",
      ),
    ).toBeNull();
    const cover = screen.getByRole("listitem", { name: "Image 1, the cover" });
    expect(within(cover).getByText("Image must be the location of an uploaded image")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Price" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Price is too large")).toBeTruthy();
  });

  it("changes a product: saved variants keep their ids, a new one has none, the removed are left out", async () => {
    const [small, medium, large] = [
      variant({ size: "S", sku: "LIN-S", stock: 3 }),
      variant({ size: "M", sku: "LIN-M", stock: 7 }),
      variant({ size: "L", sku: "LIN-L", stock: 1 }),
    ];
    const shirt = product("Washed linen shirt", {
      images: [image("front"), image("back")],
      brand: { id: brand.id, name: brand.name },
      tags: ["linen"],
      priceMinor: 8900,
      variants: [small, medium, large],
    });
    const calls = server({
      [`GET /v1/retailer/product/${shirt.id}`]: () => json(200, shirt),
      [`PUT /v1/retailer/product/${shirt.id}`]: () => json(200, shirt),
    });
    const router = renderForm(`/retailer/products/${me.id}~${shirt.id}`);
    await screen.findByRole("form", { name: "Edit product" });
    expect(screen.getByRole("heading", { level: 1, name: "Washed linen shirt" })).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Price" }) as HTMLInputElement).value).toBe("89");
    expect((screen.getByRole("combobox", { name: "Brand" }) as HTMLInputElement).value).toBe("Maison Lune");

    await fill("Price", "79");
    await fill("Stock of variant 2", "2");
    await userEvent.click(screen.getByRole("button", { name: "Remove variant 3" }));
    await userEvent.click(screen.getByRole("button", { name: "Add a variant" }));
    await fill("Size of variant 3", "XL");
    await pickColour(3, "Black");
    await fill("SKU of variant 3", "LIN-XL");
    await userEvent.click(screen.getByRole("button", { name: "Move image 2 left" }));
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/retailer/products"));
    const body = bodyOf(calls, `PUT /v1/retailer/product/${shirt.id}`);
    expect(body).toMatchObject({ priceMinor: 7900, brandId: brand.id, tags: ["linen"] });
    expect(body.images).toEqual(["/media/back.webp", "/media/front.webp"]);
    expect(body.variants).toEqual([
      { id: small.id, size: "S", colour: "cream", sku: "LIN-S", stock: 3 },
      { id: medium.id, size: "M", colour: "cream", sku: "LIN-M", stock: 2 },
      { size: "XL", colour: "black", sku: "LIN-XL", stock: 0 },
    ]);
  });

  it("shows a listed product beyond the plan as read-only, and the plan's refusal as a way to plans", async () => {
    const full = "Your Boutique plan allows 2 products listed. This one is beyond it and read-only.";
    const shirt = product("Washed linen shirt");
    server({
      [`GET /v1/retailer/product/${shirt.id}`]: () => json(200, shirt),
      [`PUT /v1/retailer/product/${shirt.id}`]: () => json(403, { message: full }),
      "GET /v1/users/entitlements": () =>
        json(200, {
          plan: { name: "Boutique", features: { productsListed: 2 } },
          status: "active",
          readOnlyAfter: { productsListed: "2026-11-01T10:00:00.000Z" },
        }),
    });
    renderForm(`/retailer/products/${me.id}~${shirt.id}`);
    expect(await screen.findByText("Read-only on your plan")).toBeTruthy();
    expect(
      screen.getByText(/or save it as a draft or delete some to get back within your plan/),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText(full)).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "See plans" })).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Delete product" })).toBeTruthy();
  });

  it("is not found at another retailer's address", async () => {
    server();
    renderForm("/retailer/products/create~someone-else");
    expect(
      await screen.findByRole("heading", { level: 1, name: /not found|can't find|cannot find/i }),
    ).toBeTruthy();
  });
});
