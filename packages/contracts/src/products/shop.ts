import { z } from "zod";
import { ITEM_CATEGORY_NAMES, ItemCategorySchema } from "../closets.ts";
import { CURRENCIES, Id, oneOf, optional, requiredText, uuidField } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { COLOURS, ColourSchema } from "../style/index.ts";
import { ImageSchema } from "../uploads.ts";
import { KEYWORD_MAX } from "../users/index.ts";
import { PRODUCT_LIMITS } from "./product.ts";

export const SHOP_SORTS = ["relevance", "newest", "price_asc", "price_desc"] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/** Why the shop puts a product high for this shopper: their style profile's answers. */
export const SHOP_REASONS = ["favourite-brand", "favourite-colour"] as const;
export type ShopReason = (typeof SHOP_REASONS)[number];

const flag = (label: string) =>
  optional(z.enum(["true", "false"], { error: `${label} must be true or false` })).transform(
    (value) => value === "true",
  );

const minorUnits = (label: string) =>
  optional(
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be in the currency's smallest unit`)
      .min(0, `${label} cannot be negative`)
      .max(PRODUCT_LIMITS.priceMinor, `${label} is too large`),
  );

/**
 * `GET /v1/products`: `size` is a clothing size, as the shop's filters name it, so the page's length is
 * `limit`. Prices are minor units of each store's own currency.
 */
export const ShopQuerySchema = z
  .object({
    cursor: optional(z.string().max(200, "This cursor is not valid; start again from the first page")),
    limit: z.coerce
      .number({ error: "Limit must be a number" })
      .int("Limit must be a whole number")
      .min(1, "Limit must be at least 1")
      .max(60, "Limit must be at most 60")
      .default(24),
    keyword: optional(requiredText("Keyword", KEYWORD_MAX)),
    storeId: optional(uuidField("Store")),
    category: optional(ItemCategorySchema),
    brandId: optional(uuidField("Brand")),
    size: optional(requiredText("Size", PRODUCT_LIMITS.size)),
    colour: optional(ColourSchema),
    minPrice: minorUnits("Lowest price"),
    maxPrice: minorUnits("Highest price"),
    onSale: flag("On sale"),
    sort: optional(oneOf(SHOP_SORTS, "relevance, newest, price_asc or price_desc")).default("relevance"),
    /** Only the sizes of the shopper's style profile. */
    mySizes: flag("My sizes"),
    /** Products in the colours the shopper avoids are left out unless this is set. */
    showAvoided: flag("Show avoided colours"),
  })
  .superRefine((query, context) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined && query.maxPrice < query.minPrice)
      context.addIssue({
        code: "custom",
        path: ["maxPrice"],
        message: "Highest price cannot be below the lowest",
      });
  });
export type ShopQuery = z.infer<typeof ShopQuerySchema>;

const StoreNameSchema = z.object({ id: Id, slug: z.string(), name: z.string() });

/** A product in the shop's grid. */
export const ProductCardSchema = z.object({
  id: Id,
  title: z.string(),
  store: StoreNameSchema,
  brand: z.object({ id: Id, name: z.string() }).nullable(),
  category: z.enum(ITEM_CATEGORY_NAMES),
  image: ImageSchema,
  priceMinor: z.number().int(),
  compareAtMinor: z.number().int().nullable(),
  currency: z.enum(CURRENCIES),
  colours: z.array(z.enum(COLOURS)),
  soldOut: z.boolean(),
  /** Why it is ranked high for this shopper, when their style profile is why. */
  reasons: z.array(z.enum(SHOP_REASONS)),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

export const ProductCardPageSchema = z.object({
  items: z.array(ProductCardSchema),
  nextCursor: z.string().nullable(),
});
export type ProductCardPage = z.infer<typeof ProductCardPageSchema>;

/** A product's page: everything to choose a variant and trust the store. */
export const ProductDetailsSchema = ProductCardSchema.omit({ image: true }).extend({
  description: z.string().nullable(),
  subcategory: z.string(),
  tags: z.array(z.string()),
  images: z.array(ImageSchema),
  variants: z.array(z.object({ id: Id, size: z.string(), colour: z.enum(COLOURS), available: z.boolean() })),
  store: StoreNameSchema.extend({
    logo: z.string().nullable(),
    handlingDays: z.number().int(),
    returnWindowDays: z.number().int(),
    returnPolicy: z.string().nullable(),
    /** Away: the product can be seen, not bought, until the store is back. */
    vacation: z.object({ on: z.boolean(), message: z.string().nullable(), returnsOn: z.string().nullable() }),
    shippingMethods: z.array(
      z.object({
        name: z.string(),
        priceMinor: z.number().int(),
        freeOverMinor: z.number().int().nullable(),
        minDays: z.number().int(),
        maxDays: z.number().int(),
      }),
    ),
  }),
});
export type ProductDetails = z.infer<typeof ProductDetailsSchema>;

export const shopEndpoints = {
  products: endpoint({
    method: "GET",
    path: "/v1/products",
    access: "signed-in",
    summary:
      "The shop: active products of active stores by keyword (typos and accents tolerated), store, category, brand, size, colour, price and sale; ranked for the shopper's style profile",
    query: ShopQuerySchema,
    response: ProductCardPageSchema,
  }),
  product: endpoint({
    method: "GET",
    path: "/v1/product/:id",
    access: "signed-in",
    summary: "One product of the shop with its variants' availability, its store's shipping and returns",
    params: z.object({ id: uuidField("Product") }),
    response: ProductDetailsSchema,
  }),
};
