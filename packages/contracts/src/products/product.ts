import { z } from "zod";
import {
  ITEM_CATEGORIES,
  ITEM_CATEGORY_NAMES,
  ITEM_SUBCATEGORY_NAMES,
  ItemCategorySchema,
  ItemSubcategorySchema,
} from "../closets.ts";
import {
  CURRENCIES,
  Id,
  MessageResponseSchema,
  oneOf,
  optional,
  PageQuerySchema,
  pageOf,
  requiredText,
  uuidField,
} from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { COLOURS, ColourSchema } from "../style/index.ts";
import { ImageSchema, MediaLocationSchema } from "../uploads.ts";
import { KEYWORD_MAX } from "../users/index.ts";
import { TagSchema } from "../vocabulary.ts";

export const PRODUCT_LIMITS = {
  title: 140,
  description: 5000,
  tags: 10,
  images: { min: 1, max: 8 },
  variants: { min: 1, max: 100 },
  size: 20,
  sku: 64,
  stock: 1_000_000,
  /** In minor units: 1,000,000.00 of the store's currency. */
  priceMinor: 100_000_000,
  /** At or below this many in stock (all variants together) a product is low on stock. */
  lowStock: 5,
} as const;

export const PRODUCT_STATUSES = ["draft", "active", "archived"] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const ProductStatusSchema = oneOf(PRODUCT_STATUSES, "draft, active or archived");

const amount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be in the currency's smallest unit`)
    .min(1, `${label} must be more than nothing`)
    .max(PRODUCT_LIMITS.priceMinor, `${label} is too large`);

/** A stock-keeping unit: letters, digits, dashes, dots and underscores. */
export const SkuSchema = requiredText("SKU", PRODUCT_LIMITS.sku).pipe(
  z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, "SKU may hold letters, digits, dots, dashes and underscores"),
);

export const VariantBodySchema = z.object({
  /** Present for a variant the product has: it is changed, not replaced. */
  id: optional(uuidField("Variant")),
  size: requiredText("Size", PRODUCT_LIMITS.size),
  colour: ColourSchema,
  sku: SkuSchema,
  stock: z
    .number({ error: "Stock must be a number" })
    .int("Stock must be a whole number")
    .min(0, "Stock cannot be negative")
    .max(PRODUCT_LIMITS.stock, "Stock is too large"),
});
export type VariantBody = z.infer<typeof VariantBodySchema>;

/** What a retailer sends to create or change a product; prices are in the store's currency. */
export const ProductBodySchema = z
  .object({
    title: requiredText("Title", PRODUCT_LIMITS.title),
    description: optional(requiredText("Description", PRODUCT_LIMITS.description)),
    brandId: optional(uuidField("Brand")),
    category: ItemCategorySchema,
    subcategory: ItemSubcategorySchema,
    tags: z
      .array(TagSchema, { error: "Tags must be a list" })
      .max(PRODUCT_LIMITS.tags, `Add at most ${PRODUCT_LIMITS.tags} tags`)
      .default([])
      .transform((tags) => [...new Set(tags)]),
    /** Locations of uploaded images, in the order shoppers see them. */
    images: z
      .array(MediaLocationSchema, { error: "Images must be a list" })
      .min(PRODUCT_LIMITS.images.min, "Add at least one image")
      .max(PRODUCT_LIMITS.images.max, `Add at most ${PRODUCT_LIMITS.images.max} images`),
    priceMinor: amount("Price"),
    compareAtMinor: optional(amount("Compare-at price")),
    status: ProductStatusSchema.default("draft"),
    variants: z
      .array(VariantBodySchema, { error: "Variants must be a list" })
      .min(PRODUCT_LIMITS.variants.min, "Add at least one variant")
      .max(PRODUCT_LIMITS.variants.max, `Add at most ${PRODUCT_LIMITS.variants.max} variants`),
  })
  .superRefine((body, context) => {
    if (!(ITEM_CATEGORIES[body.category] as readonly string[]).includes(body.subcategory)) {
      context.addIssue({ code: "custom", path: ["subcategory"], message: "Choose a type of this category" });
    }
    if (body.compareAtMinor !== undefined && body.compareAtMinor <= body.priceMinor) {
      context.addIssue({
        code: "custom",
        path: ["compareAtMinor"],
        message: "Compare-at price must be more than the price",
      });
    }
    const skus = new Set<string>();
    const options = new Set<string>();
    body.variants.forEach((variant, index) => {
      const sku = variant.sku.toLowerCase();
      if (skus.has(sku))
        context.addIssue({
          code: "custom",
          path: ["variants", index, "sku"],
          message: "Each variant needs its own SKU",
        });
      skus.add(sku);
      const option = `${variant.size.toLowerCase()}|${variant.colour}`;
      if (options.has(option))
        context.addIssue({
          code: "custom",
          path: ["variants", index, "size"],
          message: "Another variant has this size and colour",
        });
      options.add(option);
    });
  });
export type ProductBody = z.infer<typeof ProductBodySchema>;

export const VariantSchema = z.object({
  id: Id,
  size: z.string(),
  colour: z.enum(COLOURS),
  sku: z.string(),
  stock: z.number().int(),
});
export type Variant = z.infer<typeof VariantSchema>;

/** A product as its retailer manages it. */
export const ProductSchema = z.object({
  id: Id,
  storeId: Id,
  title: z.string(),
  description: z.string().nullable(),
  brand: z.object({ id: Id, name: z.string() }).nullable(),
  category: z.enum(ITEM_CATEGORY_NAMES),
  subcategory: z.enum(ITEM_SUBCATEGORY_NAMES),
  tags: z.array(z.string()),
  images: z.array(ImageSchema),
  priceMinor: z.number().int(),
  compareAtMinor: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  status: z.enum(PRODUCT_STATUSES),
  variants: z.array(VariantSchema),
  totalStock: z.number().int(),
  lowStock: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Product = z.infer<typeof ProductSchema>;
export const ProductPageSchema = pageOf(ProductSchema);
export type ProductPage = z.infer<typeof ProductPageSchema>;

/** `/retailer/products`: the store's products by keyword, status and low stock, newest first. */
export const RetailerProductQuerySchema = PageQuerySchema.extend({
  keyword: optional(requiredText("Keyword", KEYWORD_MAX)),
  status: optional(ProductStatusSchema),
  lowStock: optional(z.enum(["true", "false"], { error: "Low stock must be true or false" })).transform(
    (value) => value === "true",
  ),
});
export type RetailerProductQuery = z.infer<typeof RetailerProductQuerySchema>;

export const ProductIdParamsSchema = z.object({ id: uuidField("Product") });

/**
 * The columns of a product CSV, one row per variant; a product's rows share its `handle`, and its own
 * fields are read from its first row. Prices are amounts like 89.00; tags are separated by semicolons,
 * images (locations of images uploaded to CBM, as an export has them) by spaces.
 */
export const PRODUCT_CSV_COLUMNS = [
  "handle",
  "title",
  "description",
  "brand",
  "category",
  "subcategory",
  "tags",
  "images",
  "price",
  "compare_at_price",
  "status",
  "size",
  "colour",
  "sku",
  "stock",
] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

export const PRODUCT_IMPORT_LIMITS = { bytes: 900_000, rows: 2000, products: 300 } as const;

export const ProductImportBodySchema = z.object({
  csv: z
    .string({ error: "CSV must be text" })
    .min(1, "The file is empty")
    .max(PRODUCT_IMPORT_LIMITS.bytes, `The file must be at most ${PRODUCT_IMPORT_LIMITS.bytes / 1000} kB`),
});
export type ProductImportBody = z.infer<typeof ProductImportBodySchema>;

/** A refused import's 400 names each bad line `lines.<n>`, its messages starting with the column. */
export const ProductImportResultSchema = z.object({ created: z.number().int() });
export type ProductImportResult = z.infer<typeof ProductImportResultSchema>;

export const ProductExportSchema = z.object({ fileName: z.string(), csv: z.string() });
export type ProductExport = z.infer<typeof ProductExportSchema>;

export const PRODUCT_DELETED = "The product was deleted.";
export const PRODUCT_ARCHIVED = "The product has orders, so it was archived instead of deleted.";

const own = { params: ProductIdParamsSchema, access: ["retailer"] } as const;

export const productEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/v1/retailer/products",
    access: ["retailer"],
    summary: "The store's products, newest first: by keyword, status and low stock",
    query: RetailerProductQuerySchema,
    response: ProductPageSchema,
  }),
  create: endpoint({
    method: "POST",
    path: "/v1/retailer/products",
    access: ["retailer"],
    summary:
      "Add a product with its images and 1-100 variants (size, colour, SKU unique in the store, stock)",
    body: ProductBodySchema,
    response: ProductSchema,
    status: 201,
  }),
  exportCsv: endpoint({
    method: "GET",
    path: "/v1/retailer/products/export",
    access: ["retailer"],
    summary: "Every product of the store with its variants, as CSV (one row per variant)",
    response: ProductExportSchema,
  }),
  importCsv: endpoint({
    method: "POST",
    path: "/v1/retailer/products/import",
    access: ["retailer"],
    summary:
      "Create products from CSV: every row is checked first, and either all are created in one go or each bad line is named with its reason",
    body: ProductImportBodySchema,
    response: ProductImportResultSchema,
    status: 201,
  }),
  get: endpoint({
    ...own,
    method: "GET",
    path: "/v1/retailer/product/:id",
    summary: "One of the store's products",
    response: ProductSchema,
  }),
  update: endpoint({
    ...own,
    method: "PUT",
    path: "/v1/retailer/product/:id",
    summary: "Change a product; variants sent with their id are kept, the others added, the missing removed",
    body: ProductBodySchema,
    response: ProductSchema,
  }),
  remove: endpoint({
    ...own,
    method: "DELETE",
    path: "/v1/retailer/product/:id",
    summary: "Delete a product, or archive it when it has been ordered",
    response: MessageResponseSchema,
  }),
};
