import {
  type Colour,
  type Currency,
  type Image,
  type ItemCategory,
  type Product,
  type ProductBody,
  ProductBodySchema,
  type ProductStatus,
} from "@cbm/contracts";
import type { FormErrors } from "@mantine/form";
import { toMajor, toMinor } from "../../../../lib/money.ts";

/** One picture of the product: a saved image, or a file being uploaded or uploaded. */
export interface ImageEntry {
  /** Stable while the list is reordered. */
  key: string;
  /** The location sent to the server; "" while the file uploads. */
  location: string;
  /** The saved image, shown from its variants. */
  image?: Image;
  /** The picked file, shown while it uploads and after. */
  file?: File;
}

export interface VariantValues {
  key: string;
  /** The saved variant's id: sent back, so the variant is kept (and its orders with it). */
  id?: string;
  size: string;
  colour: Colour | "";
  sku: string;
  stock: number | string;
}

export interface ProductValues {
  title: string;
  description: string;
  brandId: string;
  /** The saved brand's name, so the picker shows it before any search. */
  brandName: string;
  category: ItemCategory | "";
  subcategory: string;
  tags: string[];
  images: ImageEntry[];
  /** Typed in major units of the store's currency. */
  price: number | string;
  compareAt: number | string;
  status: ProductStatus;
  variants: VariantValues[];
}

let serial = 0;
/** A key for a row of the form, unique in the page. */
export const newKey = () => `row-${++serial}`;

export const blankVariant = (): VariantValues => ({
  key: newKey(),
  size: "",
  colour: "",
  sku: "",
  stock: 0,
});

export const blankProduct = (): ProductValues => ({
  title: "",
  description: "",
  brandId: "",
  brandName: "",
  category: "",
  subcategory: "",
  tags: [],
  images: [],
  price: "",
  compareAt: "",
  status: "draft",
  variants: [blankVariant()],
});

export const valuesOf = (product: Product): ProductValues => ({
  title: product.title,
  description: product.description ?? "",
  brandId: product.brand?.id ?? "",
  brandName: product.brand?.name ?? "",
  category: product.category,
  subcategory: product.subcategory,
  tags: product.tags,
  images: product.images.map((image) => ({ key: newKey(), location: image.url, image })),
  price: toMajor(product.priceMinor, product.currency),
  compareAt: toMajor(product.compareAtMinor, product.currency),
  status: product.status,
  variants: product.variants.map((variant) => ({ key: newKey(), ...variant })),
});

const text = (value: string) => (value.trim() ? value.trim() : undefined);

/** What the contract reads: prices in minor units, empty optional fields left out, variants with their ids. */
export const bodyOf = (values: ProductValues, currency: Currency) => ({
  title: values.title,
  description: text(values.description),
  brandId: values.brandId || undefined,
  category: values.category,
  subcategory: values.subcategory,
  tags: values.tags,
  images: values.images.map((entry) => entry.location),
  priceMinor: toMinor(values.price, currency),
  compareAtMinor: toMinor(values.compareAt, currency),
  status: values.status,
  variants: values.variants.map(({ id, size, colour, sku, stock }) => ({
    ...(id ? { id } : {}),
    size,
    colour,
    sku: sku.trim(),
    stock: typeof stock === "number" ? stock : stock.trim() === "" ? undefined : Number(stock),
  })),
});

/** The server's and the contract's paths as the form's fields: prices are typed in major units. */
const FIELDS: Record<string, string> = { priceMinor: "price", compareAtMinor: "compareAt" };
function fieldOf(path: string): string {
  const [head = path, ...rest] = path.split(".");
  if (head in FIELDS) return FIELDS[head] ?? head;
  if (head === "tags" || head === "brandId") return head;
  // "variants.1.sku" and "images.0" stay themselves: they show beside their row or picture.
  return [head, ...rest].join(".");
}

/** Messages of the contract or the server under the form's fields, nested ones beside their row. */
export function onFields(messages: [path: string, message: string][]): FormErrors {
  const errors: Record<string, string> = {};
  for (const [path, message] of messages) {
    const field = fieldOf(path);
    errors[field] = errors[field] ? `${errors[field]} ${message}` : message;
  }
  return errors;
}

export function checkProduct(values: ProductValues, currency: Currency): FormErrors {
  const result = ProductBodySchema.safeParse(bodyOf(values, currency));
  const errors = onFields(
    result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
  if (values.images.some((entry) => !entry.location)) errors.images = "Wait for the images to upload";
  return errors;
}

/** The body once checked: the contract's own parse (tags folded, defaults set). */
export const parsedBody = (values: ProductValues, currency: Currency): ProductBody =>
  ProductBodySchema.parse(bodyOf(values, currency));

/** The fields in the order they appear, for focusing the first one that needs attention. */
export const FIELD_ORDER = [
  "title",
  "description",
  "brandId",
  "category",
  "subcategory",
  "tags",
  "images",
  "price",
  "compareAt",
  "status",
  "variants",
];
