// Closets: who may see a closet or an outfit, the kinds of items and the seasons, and the closet itself.
// Its items are in closet-items.ts, the closets API in closets-endpoints.ts.
import { z } from "zod";
import {
  MessageResponseSchema,
  oneOf,
  optional,
  PageQuerySchema,
  pageOf,
  requiredText,
  uuidField,
} from "./common.ts";
import { ImageSchema, MediaLocationSchema } from "./uploads.ts";
import { PersonSchema } from "./users/index.ts";

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

/** `/wall/closets`: the closets of the people the viewer follows, or popular public ones. */
export const ClosetListQuerySchema = PageQuerySchema.extend({
  scope: optional(oneOf(["following", "popular"], "following or popular")).default("following"),
});
export type ClosetListQuery = z.infer<typeof ClosetListQuerySchema>;

export const CLOSET_DELETED = "The closet and its items were deleted.";
export const ClosetDeletedSchema = MessageResponseSchema;
