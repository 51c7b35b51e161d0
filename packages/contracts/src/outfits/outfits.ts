import { z } from "zod";
import {
  ClosetItemSchema,
  ClosetSchema,
  SEASONS,
  SeasonSchema,
  VISIBILITIES,
  VisibilitySchema,
} from "../closets.ts";
import {
  CursorQuerySchema,
  cursorPageOf,
  listOf,
  MessageResponseSchema,
  oneOf,
  optional,
  requiredText,
  uuidField,
} from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { ProductDetailsSchema } from "../products/index.ts";
import { ColourSchema } from "../style/index.ts";
import { ImageSchema, MediaLocationSchema } from "../uploads.ts";
import { PersonSchema, SuggestionReasonSchema, UserIdParamsSchema } from "../users/index.ts";
import { TAG_MAX, TagSchema } from "../vocabulary.ts";
import {
  COMMENT_MAX,
  CommentBodySchema,
  CommentIdParamsSchema,
  CommentPageSchema,
  CommentQuerySchema,
  CommentSchema,
} from "./comments.ts";

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

/**
 * An entry of the home feed: an outfit, or a closet its owner added items to lately. On a newcomer's wall
 * (they follow nobody, or their Following feed is empty) the feed goes on with outfits suggested to them,
 * each with the `reason` it is suggested for (the web labels them); entries of the feed itself have none.
 */
export const FeedEntrySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("outfit"), outfit: OutfitSchema, reason: SuggestionReasonSchema.optional() }),
  z.object({ kind: z.literal("closet"), closet: ClosetSchema }),
]);
export type FeedEntry = z.infer<typeof FeedEntrySchema>;
export const FeedSchema = cursorPageOf(FeedEntrySchema);
export type Feed = z.infer<typeof FeedSchema>;

/** The shop's products an outfit is made of, to buy from its page. */
export const OutfitProductsSchema = z.object({ items: z.array(ProductDetailsSchema) });
export type OutfitProducts = z.infer<typeof OutfitProductsSchema>;

/** The public outfits made with a product: how many, and the newest few. */
export const OutfitsWithProductSchema = z.object({ count: z.number().int(), items: z.array(OutfitSchema) });
export type OutfitsWithProduct = z.infer<typeof OutfitsWithProductSchema>;

export const FEED_TABS = ["following", "explore"] as const;
export const FeedTabSchema = oneOf(FEED_TABS, "following or explore");
export type FeedTab = (typeof FEED_TABS)[number];
export const FeedParamsSchema = z.object({ tab: FeedTabSchema });
/** Explore narrows to one occasion, as the wall's chips do; Following is the people followed, unnarrowed. */
export const FeedQuerySchema = CursorQuerySchema.extend({ occasion: optional(OccasionSchema) });
export type FeedQuery = z.infer<typeof FeedQuerySchema>;
export const FEED_OCCASION_EXPLORE_ONLY = "Only Explore is narrowed by occasion.";

export const LikeStateSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type LikeState = z.infer<typeof LikeStateSchema>;
export const SaveStateSchema = z.object({ saved: z.boolean(), saveCount: z.number().int() });
export type SaveState = z.infer<typeof SaveStateSchema>;

export const OUTFIT_DELETED = "The outfit was deleted.";

const outfit = { params: OutfitIdParamsSchema, access: "signed-in" } as const;

/** Like, save and their undoing: `POST /v1/outfits/{id}/<verb>`, answering the new state. */
const toggle = <Response extends z.ZodType>(verb: string, summary: string, response: Response) =>
  endpoint({
    ...outfit,
    method: "POST",
    path: `/v1/outfits/:id/${verb}`,
    summary: `${summary} (idempotent)`,
    response,
  });

export const outfitsEndpoints = {
  feed: endpoint({
    method: "GET",
    path: "/v1/feed/:tab",
    access: "signed-in",
    summary:
      "The home feed: Following (outfits and closet updates of the people followed, newest first; for a newcomer, then outfits suggested with their reason) or Explore (public outfits by recent engagement, optionally of one occasion)",
    params: FeedParamsSchema,
    query: FeedQuerySchema,
    response: FeedSchema,
  }),
  list: endpoint({
    method: "GET",
    path: "/v1/outfits",
    access: "signed-in",
    summary: "Public outfits, newest first, by occasion, season, colour and tag",
    query: OutfitListQuerySchema,
    response: OutfitFeedSchema,
  }),
  create: endpoint({
    method: "POST",
    path: "/v1/outfits",
    access: "signed-in",
    summary: "Share an outfit built from closet items (drawn as a collage) or a photo of the look",
    body: OutfitBodySchema,
    response: OutfitDetailsSchema,
  }),
  get: endpoint({
    ...outfit,
    method: "GET",
    path: "/v1/outfits/:id",
    summary: "An outfit with its items",
    response: OutfitDetailsSchema,
  }),
  update: endpoint({
    ...outfit,
    method: "PUT",
    path: "/v1/outfits/:id",
    summary: "Change an outfit (its author)",
    body: OutfitBodySchema,
    response: OutfitDetailsSchema,
  }),
  remove: endpoint({
    ...outfit,
    method: "DELETE",
    path: "/v1/outfits/:id",
    summary: "Delete an outfit (its author)",
    response: MessageResponseSchema,
  }),
  products: endpoint({
    ...outfit,
    method: "GET",
    path: "/v1/outfits/:id/products",
    summary: "The shop's products the outfit's items are, with their sizes, to buy from the outfit",
    response: OutfitProductsSchema,
  }),
  withProduct: endpoint({
    method: "GET",
    path: "/v1/product/:id/outfits",
    access: "signed-in",
    summary: "How many public outfits are made with a product, and the newest of them",
    params: z.object({ id: uuidField("Product") }),
    response: OutfitsWithProductSchema,
  }),
  ofAuthor: endpoint({
    method: "GET",
    path: "/v1/user/:id/outfits",
    access: "signed-in",
    summary: "A person's outfits that the viewer may see, newest first",
    params: UserIdParamsSchema,
    query: CursorQuerySchema,
    response: OutfitFeedSchema,
  }),
  saved: endpoint({
    method: "GET",
    path: "/v1/users/saved-outfits",
    access: "signed-in",
    summary: "The outfits the signed-in user saved, the latest saved first",
    query: CursorQuerySchema,
    response: OutfitFeedSchema,
  }),
  like: toggle("like", "Like an outfit", LikeStateSchema),
  unlike: toggle("unlike", "Take back a like", LikeStateSchema),
  save: toggle("save", "Save an outfit to your Saved tab", SaveStateSchema),
  unsave: toggle("unsave", "Remove an outfit from your Saved tab", SaveStateSchema),
  comments: endpoint({
    ...outfit,
    method: "GET",
    path: "/v1/outfits/:id/comments",
    summary: "An outfit's comments, oldest first, or the replies of one (parentId)",
    query: CommentQuerySchema,
    response: CommentPageSchema,
  }),
  addComment: endpoint({
    ...outfit,
    method: "POST",
    path: "/v1/outfits/:id/comments",
    summary: "Comment on an outfit, or reply to a comment (one level deep)",
    body: CommentBodySchema,
    response: CommentSchema,
  }),
  removeComment: endpoint({
    method: "DELETE",
    path: "/v1/comments/:id",
    access: "signed-in",
    summary: "Delete a comment (its author, or the outfit's author); its replies go with it",
    params: CommentIdParamsSchema,
    response: MessageResponseSchema,
  }),
};
