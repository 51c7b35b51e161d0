// The home feed: its tabs, and its entries (outfits, closets with new items, and outfits suggested to a
// newcomer).
import { z } from "zod";
import { ClosetSchema } from "../closets.ts";
import { CursorQuerySchema, cursorPageOf, oneOf, optional } from "../common.ts";
import { SuggestionReasonSchema } from "../users/index.ts";
import { OccasionSchema, OutfitSchema } from "./outfit.ts";

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

export const FEED_TABS = ["following", "explore"] as const;
export const FeedTabSchema = oneOf(FEED_TABS, "following or explore");
export type FeedTab = (typeof FEED_TABS)[number];
export const FeedParamsSchema = z.object({ tab: FeedTabSchema });
/** Explore narrows to one occasion, as the wall's chips do; Following is the people followed, unnarrowed. */
export const FeedQuerySchema = CursorQuerySchema.extend({ occasion: optional(OccasionSchema) });
export type FeedQuery = z.infer<typeof FeedQuerySchema>;
export const FEED_OCCASION_EXPLORE_ONLY = "Only Explore is narrowed by occasion.";
