import { z } from "zod";
import { optional, PageQuerySchema, pageOf, requiredText } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { STYLE_ATTRIBUTES } from "../style/index.ts";
import { KEYWORD_MAX } from "../users/index.ts";

export const INFLUENCER_SORTS = ["popular", "new"] as const;
export type InfluencerSort = (typeof INFLUENCER_SORTS)[number];

/** Query of `GET /v1/influencers`. */
export const InfluencerListQuerySchema = PageQuerySchema.extend({
  category: optional(z.enum(STYLE_ATTRIBUTES, { error: "Choose a style from the list" })),
  sort: optional(z.enum(INFLUENCER_SORTS, { error: "Sort must be popular or new" })).transform(
    (sort) => sort ?? "popular",
  ),
  keyword: optional(requiredText("Keyword", KEYWORD_MAX)),
});
export type InfluencerListQuery = z.infer<typeof InfluencerListQuerySchema>;

export const InfluencerListItemSchema = z.object({
  id: z.uuid(),
  fullName: z.string(),
  avatar: z.string().nullable(),
  headline: z.string().nullable(),
  categories: z.array(z.enum(STYLE_ATTRIBUTES)),
  followerCount: z.number().int(),
  isFollowing: z.boolean(),
  /** Only while the storefront is published. */
  storeName: z.string().nullable(),
  storeSlug: z.string().nullable(),
});
export type InfluencerListItem = z.infer<typeof InfluencerListItemSchema>;
export const InfluencerListPageSchema = pageOf(InfluencerListItemSchema);
export type InfluencerListPage = z.infer<typeof InfluencerListPageSchema>;

export const influencersEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/v1/influencers",
    access: "signed-in",
    summary: "Influencers to discover, by style and popularity (never anyone blocked either way)",
    query: InfluencerListQuerySchema,
    response: InfluencerListPageSchema,
  }),
};
