import { z } from "zod";
import {
  CurrencySchema,
  listOf,
  MessageResponseSchema,
  oneOf,
  optional,
  PageQuerySchema,
  pageOf,
  requiredText,
  uuidField,
} from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { ColourSchema } from "./style/index.ts";
import { ImageSchema, MediaLocationSchema } from "./uploads.ts";
import { PersonSchema, UserIdParamsSchema } from "./users/index.ts";

/** Who sees a closet or an outfit: everyone, the owner's followers, or the owner alone. */
export const VISIBILITIES = ["public", "followers", "private"] as const;
export const VisibilitySchema = oneOf(VISIBILITIES, "who can see it");
export type Visibility = (typeof VISIBILITIES)[number];
export const VISIBILITY_LABELS: Record<Visibility, { label: string; description: string }> = {
  public: { label: "Public", description: "Anyone on CBM" },
  followers: { label: "Followers", description: "Only people who follow you" },
  private: { label: "Private", description: "Only you" },
};

/** What a closet item is, in two levels; the subcategory names the garment glyph of demo photos too. */
export const ITEM_CATEGORIES = {
  tops: ["t-shirt", "shirt", "blouse", "sweater", "hoodie", "tank-top"],
  bottoms: ["jeans", "trousers", "skirt", "shorts", "leggings"],
  dresses: ["dress", "jumpsuit", "kimono", "sari"],
  outerwear: ["coat", "jacket", "blazer", "trench"],
  shoes: ["sneakers", "boots", "heels", "flats", "sandals"],
  bags: ["handbag", "clutch", "backpack", "tote"],
  accessories: ["hat", "cap", "scarf", "gloves", "sunglasses", "glasses", "jewellery", "socks", "tie"],
  swimwear: ["bikini", "swimsuit"],
  beauty: ["lipstick", "fragrance"],
} as const;
export type ItemCategory = keyof typeof ITEM_CATEGORIES;
export type ItemSubcategory = (typeof ITEM_CATEGORIES)[ItemCategory][number];
export const ITEM_CATEGORY_NAMES = Object.keys(ITEM_CATEGORIES) as [ItemCategory, ...ItemCategory[]];
export const ITEM_SUBCATEGORY_NAMES = Object.values(ITEM_CATEGORIES).flat() as [
  ItemSubcategory,
  ...ItemSubcategory[],
];
export const ItemCategorySchema = oneOf(ITEM_CATEGORY_NAMES, "a category");
export const ItemSubcategorySchema = oneOf(ITEM_SUBCATEGORY_NAMES, "a type");

/** "t-shirt" → "T-shirt", "tank-top" → "Tank top". */
export const labelOf = (name: string) => {
  const words = name.replace(/-(?!shirt)/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const SEASONS = ["spring", "summer", "autumn", "winter"] as const;
export const SeasonSchema = oneOf(SEASONS, "a season");
export type Season = (typeof SEASONS)[number];

export const CLOSET_LIMITS = {
  name: 80,
  description: 500,
  closetsPerUser: 50,
  itemsPerCloset: 1000,
  itemText: 80,
  notes: 1000,
  /** 1,000,000.00 in minor units. */
  priceMinor: 100_000_000,
  colours: 5,
} as const;

export const ClosetBodySchema = z.object({
  name: requiredText("Name", CLOSET_LIMITS.name),
  description: optional(requiredText("Description", CLOSET_LIMITS.description)),
  cover: optional(MediaLocationSchema),
  visibility: VisibilitySchema,
});
export type ClosetBody = z.infer<typeof ClosetBodySchema>;

export const ClosetSchema = z.object({
  id: z.uuid(),
  owner: PersonSchema,
  name: z.string(),
  description: z.string().nullable(),
  /** The cover chosen, or else the newest item's photo; null for an empty closet without one. */
  cover: ImageSchema.nullable(),
  /** Up to four of the newest items' photos, for cards. */
  preview: z.array(ImageSchema),
  visibility: z.enum(VISIBILITIES),
  itemCount: z.number().int(),
  isOwner: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Closet = z.infer<typeof ClosetSchema>;
export const ClosetPageSchema = pageOf(ClosetSchema);
export type ClosetPage = z.infer<typeof ClosetPageSchema>;

export const ClosetIdParamsSchema = z.object({ id: uuidField("Closet") });
export const ItemIdParamsSchema = z.object({ id: uuidField("Item") });

/** `/wall/closets`: the closets of the people the viewer follows, or popular public ones. */
export const ClosetListQuerySchema = PageQuerySchema.extend({
  scope: optional(oneOf(["following", "popular"], "following or popular")).default("following"),
});
export type ClosetListQuery = z.infer<typeof ClosetListQuerySchema>;

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

export const CLOSET_DELETED = "The closet and its items were deleted.";
export const ITEM_DELETED = "The item was deleted.";
export const ClosetDeletedSchema = MessageResponseSchema;

const closet = { params: ClosetIdParamsSchema, access: "signed-in" } as const;
const item = { params: ItemIdParamsSchema, access: "signed-in" } as const;

export const closetsEndpoints = {
  ofUser: endpoint({
    method: "GET",
    path: "/v1/user/:id/closets",
    access: "signed-in",
    summary: "A person's closets that the viewer may see, newest first",
    params: UserIdParamsSchema,
    query: PageQuerySchema,
    response: ClosetPageSchema,
  }),
  wall: endpoint({
    method: "GET",
    path: "/v1/closets",
    access: "signed-in",
    summary: "Closets of the people the viewer follows (latest items first), or popular public ones",
    query: ClosetListQuerySchema,
    response: ClosetPageSchema,
  }),
  create: endpoint({
    method: "POST",
    path: "/v1/closets",
    access: "signed-in",
    summary: "Create a closet",
    body: ClosetBodySchema,
    response: ClosetSchema,
  }),
  get: endpoint({
    ...closet,
    method: "GET",
    path: "/v1/closets/:id",
    summary: "A closet",
    response: ClosetSchema,
  }),
  update: endpoint({
    ...closet,
    method: "PUT",
    path: "/v1/closets/:id",
    summary: "Change a closet's name, description, cover and visibility (its owner)",
    body: ClosetBodySchema,
    response: ClosetSchema,
  }),
  remove: endpoint({
    ...closet,
    method: "DELETE",
    path: "/v1/closets/:id",
    summary: "Delete a closet with its items (its owner)",
    response: MessageResponseSchema,
  }),
  items: endpoint({
    ...closet,
    method: "GET",
    path: "/v1/closets/:id/items",
    summary: "A closet's items, newest first, by category, colour and season",
    query: ClosetItemQuerySchema,
    response: ClosetItemPageSchema,
  }),
  addItem: endpoint({
    ...closet,
    method: "POST",
    path: "/v1/closets/:id/items",
    summary: "Add an item to a closet (its owner)",
    body: ClosetItemBodySchema,
    response: ClosetItemSchema,
  }),
  addFromOrder: endpoint({
    ...closet,
    method: "POST",
    path: "/v1/closets/:id/items/from-order",
    summary:
      "Put what a delivered order brought into a closet (its owner, the order's buyer), with the products' photos, brand, colour and size; what is already there is left out",
    body: ItemsFromOrderBodySchema,
    response: AddedItemsSchema,
  }),
  myItems: endpoint({
    method: "GET",
    path: "/v1/users/closet-items",
    access: "signed-in",
    summary: "All the signed-in user's items, newest first (to build outfits from)",
    query: ClosetItemQuerySchema,
    response: ClosetItemPageSchema,
  }),
  item: endpoint({
    ...item,
    method: "GET",
    path: "/v1/closet-items/:id",
    summary: "A closet item",
    response: ClosetItemSchema,
  }),
  updateItem: endpoint({
    ...item,
    method: "PUT",
    path: "/v1/closet-items/:id",
    summary: "Change an item, or move it to another of the owner's closets (its owner)",
    body: ClosetItemUpdateSchema,
    response: ClosetItemSchema,
  }),
  removeItem: endpoint({
    ...item,
    method: "DELETE",
    path: "/v1/closet-items/:id",
    summary: "Delete an item (its owner); outfits made with it lose it",
    response: MessageResponseSchema,
  }),
};
