// Products to and from CSV (GET /v1/retailer/products/export, POST /v1/retailer/products/import): one
// row per variant, a product's rows sharing its handle. An import is checked whole before anything is
// written; each bad line is named with its column and reason.
import {
  CURRENCY_DIGITS,
  type Currency,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_IMPORT_LIMITS,
  type Product,
  type ProductBody,
  ProductBodySchema,
  type ProductCsvColumn,
} from "@cbm/contracts";
import { CsvError, type CsvRow, csvText, parsedCsv } from "../../platform/csv.ts";

/** A product read from the file, with the lines its fields and variants came from. */
export interface ImportedProduct {
  body: ProductBody;
  firstLine: number;
  variantLines: number[];
}

/** Each bad line's messages, as the 400 names them (`lines.<n>`), or the products when there are none. */
export type ImportOutcome = { products: ImportedProduct[] } | { problems: Record<string, string[]> };

/** "89.00" from 8900 cents; "500" from 500 yen. */
function amountText(minor: number, currency: Currency): string {
  const digits = CURRENCY_DIGITS[currency];
  return (minor / 10 ** digits).toFixed(digits);
}

/** 8900 from "89.00" or "89" (in a currency of two digits); undefined for anything else. */
function minorOf(text: string, currency: Currency): number | undefined {
  const digits = CURRENCY_DIGITS[currency];
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.trim());
  if (!match || (match[2]?.length ?? 0) > digits) return undefined;
  return Number(match[1]) * 10 ** digits + Number((match[2] ?? "").padEnd(digits, "0") || 0);
}

export function productsCsv(products: Product[]): string {
  const rows = products.flatMap((product) =>
    product.variants.map((variant) => {
      const fields: Record<ProductCsvColumn, string> = {
        handle: product.id,
        title: product.title,
        description: product.description ?? "",
        brand: product.brand?.name ?? "",
        category: product.category,
        subcategory: product.subcategory,
        tags: product.tags.join(";"),
        images: product.images.map((image) => image.url).join(" "),
        price: amountText(product.priceMinor, product.currency),
        compare_at_price:
          product.compareAtMinor === null ? "" : amountText(product.compareAtMinor, product.currency),
        status: product.status,
        size: variant.size,
        colour: variant.colour,
        sku: variant.sku,
        stock: String(variant.stock),
      };
      return PRODUCT_CSV_COLUMNS.map((column) => fields[column]);
    }),
  );
  return csvText([[...PRODUCT_CSV_COLUMNS], ...rows]);
}

/** The brand names a CSV text names, to look up before it is read (none when it cannot be parsed). */
export function brandNamesIn(text: string): string[] {
  try {
    const [header, ...data] = parsedCsv(text);
    const column = header?.fields.findIndex((name) => name.trim().toLowerCase() === "brand") ?? -1;
    if (column < 0) return [];
    return [...new Set(data.map((row) => (row.fields[column] ?? "").trim()).filter(Boolean))];
  } catch (error) {
    if (error instanceof CsvError) return [];
    throw error;
  }
}

/** Where a schema's field is in the file: its column, and whether a variant's row holds it. */
const COLUMN_OF: Record<string, ProductCsvColumn> = {
  title: "title",
  description: "description",
  brandId: "brand",
  category: "category",
  subcategory: "subcategory",
  tags: "tags",
  images: "images",
  priceMinor: "price",
  compareAtMinor: "compare_at_price",
  status: "status",
  variants: "sku",
  size: "size",
  colour: "colour",
  sku: "sku",
  stock: "stock",
};

class Problems {
  readonly byLine = new Map<number, string[]>();
  /** A column's first problem on a line is the one said: an amount not read is not also "required". */
  add(line: number, column: string, message: string) {
    const said = this.byLine.get(line) ?? [];
    if (said.some((earlier) => earlier.startsWith(`${column}: `))) return;
    this.byLine.set(line, [...said, `${column}: ${message}`]);
  }
  get none() {
    return this.byLine.size === 0;
  }
  asFields(): Record<string, string[]> {
    return Object.fromEntries(
      [...this.byLine].sort(([a], [b]) => a - b).map(([line, messages]) => [`lines.${line}`, messages]),
    );
  }
}

/** The products a CSV text holds, each checked as the API checks one; the brands are named, not ids. */
export function productsFromCsv(
  text: string,
  { currency, brandIdOf }: { currency: Currency; brandIdOf: (name: string) => string | undefined },
): ImportOutcome {
  const problems = new Problems();
  let rows: CsvRow[];
  try {
    rows = parsedCsv(text);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    problems.add(error.line, "file", error.message);
    return { problems: problems.asFields() };
  }
  const [header, ...data] = rows;
  const columns = header?.fields.map((name) => name.trim().toLowerCase()) ?? [];
  const missing = PRODUCT_CSV_COLUMNS.filter((column) => !columns.includes(column));
  const unknown = columns.filter((column) => !(PRODUCT_CSV_COLUMNS as readonly string[]).includes(column));
  if (missing.length > 0) problems.add(1, "header", `Add the columns ${missing.join(", ")}`);
  for (const column of unknown) problems.add(1, column, "Not a column of a product file");
  if (data.length === 0) problems.add(1, "file", "The file has no products");
  if (data.length > PRODUCT_IMPORT_LIMITS.rows)
    problems.add(1, "file", `Import at most ${PRODUCT_IMPORT_LIMITS.rows} rows at a time`);
  if (!problems.none) return { problems: problems.asFields() };

  const cell = (row: CsvRow, column: ProductCsvColumn) => (row.fields[columns.indexOf(column)] ?? "").trim();
  const groups = new Map<string, CsvRow[]>();
  for (const row of data) {
    const handle = cell(row, "handle");
    if (!handle) problems.add(row.line, "handle", "Give each row the handle of its product");
    else groups.set(handle, [...(groups.get(handle) ?? []), row]);
  }
  if (groups.size > PRODUCT_IMPORT_LIMITS.products)
    problems.add(1, "file", `Import at most ${PRODUCT_IMPORT_LIMITS.products} products at a time`);

  const products: ImportedProduct[] = [];
  const skuLines = new Map<string, number>();
  for (const group of groups.values()) {
    const [first] = group as [CsvRow, ...CsvRow[]];
    const money = (column: ProductCsvColumn) => {
      const text = cell(first, column);
      if (!text) return undefined;
      const minor = minorOf(text, currency);
      if (minor === undefined)
        problems.add(first.line, column, `Write an amount like ${amountText(8900, currency)}`);
      return minor;
    };
    const brand = cell(first, "brand");
    const brandId = brand ? brandIdOf(brand) : undefined;
    if (brand && !brandId) problems.add(first.line, "brand", `No brand of the catalogue is named “${brand}”`);
    const candidate = {
      title: cell(first, "title"),
      description: cell(first, "description"),
      brandId,
      category: cell(first, "category"),
      subcategory: cell(first, "subcategory"),
      tags: cell(first, "tags")
        .split(";")
        .map((tag) => tag.trim())
        .filter(Boolean),
      images: cell(first, "images").split(/\s+/).filter(Boolean),
      priceMinor: money("price"),
      compareAtMinor: money("compare_at_price"),
      status: cell(first, "status") || "draft",
      variants: group.map((row) => ({
        size: cell(row, "size"),
        colour: cell(row, "colour"),
        sku: cell(row, "sku"),
        stock: /^\d+$/.test(cell(row, "stock")) ? Number(cell(row, "stock")) : cell(row, "stock"),
      })),
    };
    const parsed = ProductBodySchema.safeParse(candidate);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, index, inner] = issue.path;
        const line =
          field === "variants" && typeof index === "number" ? (group[index]?.line ?? first.line) : first.line;
        const column =
          COLUMN_OF[String(field === "variants" && typeof inner === "string" ? inner : field)] ??
          String(field);
        problems.add(line, column, issue.message);
      }
      continue;
    }
    for (const [index, variant] of parsed.data.variants.entries()) {
      const line = group[index]?.line ?? first.line;
      const sku = variant.sku.toLowerCase();
      const earlier = skuLines.get(sku);
      if (earlier !== undefined) problems.add(line, "sku", `Line ${earlier} has this SKU too`);
      else skuLines.set(sku, line);
    }
    products.push({ body: parsed.data, firstLine: first.line, variantLines: group.map((row) => row.line) });
  }
  return problems.none ? { products } : { problems: problems.asFields() };
}
