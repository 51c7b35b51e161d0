// What an outfit is: its occasions and limits, the outfit as its author shares it and as everyone sees it,
// the wall's list of them, and the shop's products it is made of.
import { z } from "zod";
import { ClosetItemSchema } from "../closet-items.ts";
import { SEASONS, SeasonSchema, VISIBILITIES, VisibilitySchema } from "../closets.ts";
import {
  CursorQuerySchema,
  cursorPageOf,
  listOf,
  oneOf,
  optional,
  requiredText,
  uuidField,
} from "../common.ts";
import { ProductDetailsSchema } from "../products/index.ts";
import { ColourSchema } from "../style/index.ts";
import { ImageSchema, MediaLocationSchema } from "../uploads.ts";
import { PersonSchema } from "../users/index.ts";
import { TAG_MAX, TagSchema } from "../vocabulary.ts";
import { COMMENT_MAX } from "./comments.ts";

export const OCCASIONS = [
  "everyday",
  "work",
  "date",
  "party",
  "wedding",
  "vacation",
  "sport",
  "formal",
  "festival",
] as const;
export const OccasionSchema = oneOf(OCCASIONS, "an occasion");
export type Occasion = (typeof OCCASIONS)[number];

export const OUTFIT_LIMITS = {
  caption: 2200,
  items: 12,
  /** Items drawn into a collage; the rest are listed only. */
  collageItems: 6,
  tags: 10,
  tag: TAG_MAX,
  comment: COMMENT_MAX,
} as const;

/**
 * An outfit is built from closet items (drawn as a collage) or from a photo of the look, or both:
 * at least one of them.
 */
export const OutfitBodySchema = z
  .object({
    itemIds: listOf(
      uuidField("Item"),
      { one: "item", many: "items" },
      { min: 0, max: OUTFIT_LIMITS.items },
    ).default([]),
    photo: optional(MediaLocationSchema),
    caption: optional(requiredText("Caption", OUTFIT_LIMITS.caption)),
    occasion: optional(OccasionSchema),
    seasons: listOf(
      SeasonSchema,
      { one: "season", many: "seasons" },
      { min: 0, max: SEASONS.length },
    ).default([]),
    tags: z
      .array(TagSchema, { error: "Tags must be a list" })
      .max(OUTFIT_LIMITS.tags, `Add at most ${OUTFIT_LIMITS.tags} tags`)
      .default([])
      .transform((tags) => [...new Set(tags)]),
    visibility: VisibilitySchema,
  })
  .refine((outfit) => outfit.itemIds.length > 0 || outfit.photo !== undefined, {
    path: ["itemIds"],
    message: "Pick at least one item or add a photo of the look",
  });
export type OutfitBody = z.infer<typeof OutfitBodySchema>;

export const OutfitIdParamsSchema = z.object({ id: uuidField("Outfit") });

/** An item as an outfit lists it: its closet only when the viewer may see that closet. */
export const OutfitItemSchema = ClosetItemSchema.pick({
  id: true,
  image: true,
  category: true,
  subcategory: true,
  brand: true,
  colours: true,
  productId: true,
}).extend({ closet: z.object({ id: z.uuid(), name: z.string() }).nullable() });
export type OutfitItem = z.infer<typeof OutfitItemSchema>;

export const OutfitSchema = z.object({
  id: z.uuid(),
  author: PersonSchema.extend({ isFollowing: z.boolean() }),
  /** The photo of the look, or else the collage of its items. */
  image: ImageSchema,
  hasPhoto: z.boolean(),
  caption: z.string().nullable(),
  occasion: z.enum(OCCASIONS).nullable(),
  seasons: z.array(z.enum(SEASONS)),
  tags: z.array(z.string()),
  colours: z.array(ColourSchema),
  visibility: z.enum(VISIBILITIES),
  itemCount: z.number().int(),
  likeCount: z.number().int(),
  saveCount: z.number().int(),
  commentCount: z.number().int(),
  liked: z.boolean(),
  saved: z.boolean(),
  isAuthor: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type Outfit = z.infer<typeof OutfitSchema>;

export const OutfitDetailsSchema = OutfitSchema.extend({ items: z.array(OutfitItemSchema) });
export type OutfitDetails = z.infer<typeof OutfitDetailsSchema>;

export const OutfitFeedSchema = cursorPageOf(OutfitSchema);
export type OutfitFeed = z.infer<typeof OutfitFeedSchema>;

/** `/wall/outfits`: every public outfit, newest first, narrowed by these. */
export const OutfitListQuerySchema = CursorQuerySchema.extend({
  occasion: optional(OccasionSchema),
  season: optional(SeasonSchema),
  colour: optional(ColourSchema),
  tag: optional(TagSchema),
});
export type OutfitListQuery = z.infer<typeof OutfitListQuerySchema>;

/** The shop's products an outfit is made of, to buy from its page. */
export const OutfitProductsSchema = z.object({ items: z.array(ProductDetailsSchema) });
export type OutfitProducts = z.infer<typeof OutfitProductsSchema>;

/** The public outfits made with a product: how many, and the newest few. */
export const OutfitsWithProductSchema = z.object({ count: z.number().int(), items: z.array(OutfitSchema) });
export type OutfitsWithProduct = z.infer<typeof OutfitsWithProductSchema>;
