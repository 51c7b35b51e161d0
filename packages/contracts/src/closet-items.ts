// What a closet holds: its items as their owner adds and edits them and as everyone sees them, and the
// items an order brings.
import { z } from "zod";
import {
  CLOSET_LIMITS,
  ITEM_CATEGORIES,
  ITEM_CATEGORY_NAMES,
  ITEM_SUBCATEGORY_NAMES,
  ItemCategorySchema,
  ItemSubcategorySchema,
  SEASONS,
  SeasonSchema,
} from "./closets.ts";
import {
  CurrencySchema,
  listOf,
  optional,
  PageQuerySchema,
  pageOf,
  requiredText,
  uuidField,
} from "./common.ts";
import { ColourSchema } from "./style/index.ts";
import { ImageSchema, MediaLocationSchema } from "./uploads.ts";

export const ItemIdParamsSchema = z.object({ id: uuidField("Item") });

const itemText = (label: string) => optional(requiredText(label, CLOSET_LIMITS.itemText));

/** Amount paid in minor units (cents); the web converts from what people type. */
export const PriceSchema = z.object({
  amountMinor: z
    .number({ error: "Price must be a number" })
    .int("Price must be in cents")
    .min(0, "Price cannot be negative")
    .max(CLOSET_LIMITS.priceMinor, "Price must be at most 1,000,000"),
  currency: CurrencySchema,
});
export type Price = z.infer<typeof PriceSchema>;

export const ClosetItemBodySchema = z
  .object({
    image: MediaLocationSchema,
    category: ItemCategorySchema,
    subcategory: ItemSubcategorySchema,
    /** A brand of the catalogue, or a name typed freely; not both. */
    brandId: optional(uuidField("Brand")),
    brandName: itemText("Brand"),
    colours: listOf(ColourSchema, { one: "colour", many: "colours" }, { min: 1, max: CLOSET_LIMITS.colours }),
    size: itemText("Size"),
    seasons: listOf(
      SeasonSchema,
      { one: "season", many: "seasons" },
      { min: 0, max: SEASONS.length },
    ).default([]),
    material: itemText("Material"),
    price: optional(PriceSchema),
    purchasedOn: optional(z.iso.date("Date must be a date like 2026-05-31")),
    notes: optional(requiredText("Notes", CLOSET_LIMITS.notes)),
    /** The shop's product this item is (an outfit made with it then offers the product). */
    productId: optional(uuidField("Product")),
  })
  .superRefine((item, context) => {
    if (!(ITEM_CATEGORIES[item.category] as readonly string[]).includes(item.subcategory)) {
      context.addIssue({ code: "custom", path: ["subcategory"], message: "Choose a type of this category" });
    }
    if (item.brandId && item.brandName) {
      context.addIssue({
        code: "custom",
        path: ["brandName"],
        message: "Choose a brand or type one, not both",
      });
    }
  });
export type ClosetItemBody = z.infer<typeof ClosetItemBodySchema>;

/** Editing an item may also move it to another of the owner's closets. */
export const ClosetItemUpdateSchema = ClosetItemBodySchema.and(
  z.object({ closetId: optional(uuidField("Closet")) }),
);
export type ClosetItemUpdate = z.infer<typeof ClosetItemUpdateSchema>;

export const ClosetItemSchema = z.object({
  id: z.uuid(),
  closetId: z.uuid(),
  image: ImageSchema,
  category: z.enum(ITEM_CATEGORY_NAMES),
  subcategory: z.enum(ITEM_SUBCATEGORY_NAMES),
  brand: z.object({ id: z.uuid().nullable(), name: z.string() }).nullable(),
  colours: z.array(ColourSchema),
  size: z.string().nullable(),
  seasons: z.array(z.enum(SEASONS)),
  material: z.string().nullable(),
  price: PriceSchema.nullable(),
  purchasedOn: z.string().nullable(),
  notes: z.string().nullable(),
  productId: z.uuid().nullable(),
  createdAt: z.iso.datetime(),
});
export type ClosetItem = z.infer<typeof ClosetItemSchema>;
export const ClosetItemPageSchema = pageOf(ClosetItemSchema);
export type ClosetItemPage = z.infer<typeof ClosetItemPageSchema>;

export const ClosetItemQuerySchema = PageQuerySchema.extend({
  category: optional(ItemCategorySchema),
  colour: optional(ColourSchema),
  season: optional(SeasonSchema),
});
export type ClosetItemQuery = z.infer<typeof ClosetItemQuerySchema>;

/** Putting what an order brought into one of the buyer's closets. */
export const ItemsFromOrderBodySchema = z.object({ orderId: uuidField("Order") });
export type ItemsFromOrderBody = z.infer<typeof ItemsFromOrderBodySchema>;
export const AddedItemsSchema = z.object({ items: z.array(ClosetItemSchema) });
export type AddedItems = z.infer<typeof AddedItemsSchema>;

export const ITEM_DELETED = "The item was deleted.";
