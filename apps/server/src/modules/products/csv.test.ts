import { randomUUID } from "node:crypto";
import { PRODUCT_CSV_COLUMNS, type Product, type ProductExport, type ProductPage } from "@cbm/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { csvText, parsedCsv } from "../../platform/csv.ts";
import { newBrand } from "../../testing/brands.ts";
import { type Person, registerPerson, startTestApp, type TestApp } from "../../testing/harness.ts";

let test: TestApp;
let photo: string;
beforeAll(async () => {
  test = await startTestApp();
  photo = await test.deps.storage.put(
    await sharp({ create: { width: 40, height: 50, channels: 3, background: "#b0a18f" } })
      .png()
      .toBuffer(),
    "image/png",
  );
});
afterAll(() => test.close());

const send = (person: Person | null, method: "GET" | "POST", url: string, payload?: object) =>
  test.request({ method, url, payload, headers: person?.headers ?? {} });
const retailer = () => registerPerson(test, { role: "retailer" });
const sku = () => `CSV-${randomUUID().slice(0, 8)}`;

type Row = Partial<Record<(typeof PRODUCT_CSV_COLUMNS)[number], string>>;
const csvOf = (rows: Row[]) =>
  csvText([
    [...PRODUCT_CSV_COLUMNS],
    ...rows.map((row) => PRODUCT_CSV_COLUMNS.map((column) => row[column] ?? "")),
  ]);
const row = (overrides: Row = {}): Row => ({
  handle: "linen-shirt",
  title: "Linen shirt",
  category: "tops",
  subcategory: "shirt",
  tags: "linen;summer",
  images: photo,
  price: "89.00",
  status: "active",
  size: "M",
  colour: "cream",
  sku: sku(),
  stock: "4",
  ...overrides,
});

const products = async (owner: Person) =>
  (await send(owner, "GET", "/v1/retailer/products?size=100")).json<ProductPage>();

describe("POST /v1/retailer/products/import", () => {
  it("creates every product of the file with its variants, brands named, in one go", async () => {
    const owner = await retailer();
    const brand = await newBrand(test, "Cotonnier");
    const response = await send(owner, "POST", "/v1/retailer/products/import", {
      csv: csvOf([
        row({ brand: brand.name, description: 'Washed, with a "camp" collar,\nmade in Porto.' }),
        row({ size: "L" }),
        row({
          handle: "tee",
          title: "Organic tee",
          subcategory: "t-shirt",
          price: "25",
          compare_at_price: "30.00",
        }),
      ]),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ created: 2 });
    const list = await products(owner);
    const shirt = list.items.find((item) => item.title === "Linen shirt") as Product;
    expect(shirt).toMatchObject({
      brand,
      description: 'Washed, with a "camp" collar,\nmade in Porto.',
      priceMinor: 8900,
      tags: ["linen", "summer"],
    });
    expect(shirt.variants.map((variant) => variant.size)).toEqual(["M", "L"]);
    expect(list.items.find((item) => item.title === "Organic tee")).toMatchObject({
      priceMinor: 2500,
      compareAtMinor: 3000,
    });
  });

  it("names each bad line with its column and reason, and creates nothing", async () => {
    const owner = await retailer();
    const taken = sku();
    await send(owner, "POST", "/v1/retailer/products/import", {
      csv: csvOf([row({ handle: "first", sku: taken })]),
    });
    const duplicate = sku();
    const hidden = await newBrand(test, "Retired", false);
    const response = await send(owner, "POST", "/v1/retailer/products/import", {
      csv: csvOf([
        row({ handle: "good" }),
        row({ handle: "bad-price", price: "12.345" }),
        row({ handle: "bad-colour", colour: "rainbow", stock: "-2" }),
        row({ handle: "twins", sku: duplicate }),
        row({ handle: "twins", sku: duplicate, size: "L" }),
        row({ handle: "unknown-brand", brand: "No Such Brand" }),
        row({ handle: "hidden-brand", brand: hidden.name }),
      ]),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      "lines.3": ["price: Write an amount like 89.00"],
      "lines.4": ["colour: Choose a colour from the palette", "stock: Stock must be a number"],
      "lines.6": ["sku: Each variant needs its own SKU"],
      "lines.7": ["brand: No brand of the catalogue is named “No Such Brand”"],
      "lines.8": [`brand: No brand of the catalogue is named “${hidden.name}”`],
    });
    const clash = await send(owner, "POST", "/v1/retailer/products/import", {
      csv: csvOf([row({ handle: "good" }), row({ handle: "again", sku: taken.toLowerCase() })]),
    });
    expect(clash.json()).toEqual({ "lines.3": ["sku: Another product of your store has this SKU"] });
    expect((await products(owner)).total).toBe(1);
  });

  it("refuses a file without the columns, with an open quote, or empty", async () => {
    const owner = await retailer();
    const header = await send(owner, "POST", "/v1/retailer/products/import", {
      csv: "handle,title,colours\nx,y,z\n",
    });
    expect(header.json()["lines.1"][0]).toMatch(/^header: Add the columns description, brand, category/);
    expect(header.json()["lines.1"][1]).toBe("colours: Not a column of a product file");
    const open = await send(owner, "POST", "/v1/retailer/products/import", {
      csv: `${csvOf([row()])}x,"never closed\n`,
    });
    expect(open.json()).toEqual({ "lines.3": ["file: A quoted field is not closed"] });
    expect((await send(owner, "POST", "/v1/retailer/products/import", { csv: "" })).json()).toEqual({
      csv: ["The file is empty"],
    });
  });

  it("is the retailer's alone: 401 without a token, 403 for other roles", async () => {
    expect((await send(null, "POST", "/v1/retailer/products/import", { csv: "x" })).statusCode).toBe(401);
    expect((await send(null, "GET", "/v1/retailer/products/export")).statusCode).toBe(401);
    const customer = await registerPerson(test);
    expect((await send(customer, "POST", "/v1/retailer/products/import", { csv: "x" })).statusCode).toBe(403);
    expect((await send(customer, "GET", "/v1/retailer/products/export")).statusCode).toBe(403);
  });
});

describe("GET /v1/retailer/products/export", () => {
  it("writes one row per variant, which an import into another store reads back as the same products", async () => {
    const [owner, other] = [await retailer(), await retailer()];
    await send(owner, "POST", "/v1/retailer/products/import", {
      csv: csvOf([
        row({ description: "Line one,\nline two" }),
        row({ size: "S" }),
        row({ handle: "tee", title: "Tee", subcategory: "t-shirt" }),
      ]),
    });
    const exported = (await send(owner, "GET", "/v1/retailer/products/export")).json<ProductExport>();
    expect(exported.fileName).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parsedCsv(exported.csv);
    expect(rows[0]?.fields).toEqual([...PRODUCT_CSV_COLUMNS]);
    expect(rows.slice(1)).toHaveLength(3);

    // SKUs are the store's own: in another store the same file creates the same products.
    const imported = await send(other, "POST", "/v1/retailer/products/import", { csv: exported.csv });
    expect(imported.json()).toEqual({ created: 2 });
    const shape = (page: ProductPage) =>
      page.items
        .map((item) => [
          item.title,
          item.description,
          item.priceMinor,
          item.variants.map((variant) => [variant.size, variant.sku, variant.stock]),
        ])
        .sort();
    expect(shape(await products(other))).toEqual(shape(await products(owner)));
  });
});
