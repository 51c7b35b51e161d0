// The outfits API: the home feed, the wall's and a person's outfits, an outfit with its products, likes,
// saves and comments.
import { z } from "zod";
import { CursorQuerySchema, MessageResponseSchema, uuidField } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { UserIdParamsSchema } from "../users/index.ts";
import {
  CommentBodySchema,
  CommentIdParamsSchema,
  CommentPageSchema,
  CommentQuerySchema,
  CommentSchema,
} from "./comments.ts";
import { FeedParamsSchema, FeedQuerySchema, FeedSchema } from "./feed.ts";
import {
  OutfitBodySchema,
  OutfitDetailsSchema,
  OutfitFeedSchema,
  OutfitIdParamsSchema,
  OutfitListQuerySchema,
  OutfitProductsSchema,
  OutfitsWithProductSchema,
} from "./outfit.ts";

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
