import {
  CommentBodySchema,
  CommentIdParamsSchema,
  CommentPageSchema,
  CommentQuerySchema,
  CommentSchema,
  CursorQuerySchema,
  FeedParamsSchema,
  FeedSchema,
  LikeStateSchema,
  MessageResponseSchema,
  OutfitBodySchema,
  OutfitDetailsSchema,
  OutfitFeedSchema,
  OutfitIdParamsSchema,
  OutfitListQuerySchema,
  SaveStateSchema,
  UserIdParamsSchema,
} from "@cbm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../platform/auth.ts";
import { asSent } from "../../platform/serialized.ts";
import type { OutfitsService } from "./service.ts";

export function outfitsRoutes(outfits: OutfitsService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["outfits"];
    const viewer = (request: Parameters<typeof signedIn>[0]) => signedIn(request).userId;

    app.get(
      "/feed/:tab",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary:
            "The home feed: Following (outfits and closet updates of the people followed, newest first) or Explore (public outfits by recent engagement)",
          params: FeedParamsSchema,
          querystring: CursorQuerySchema,
          response: { 200: FeedSchema },
        },
      },
      async (request) => asSent(await outfits.feed(viewer(request), request.params.tab, request.query)),
    );

    app.get(
      "/outfits",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Public outfits, newest first, by occasion, season, colour and tag",
          querystring: OutfitListQuerySchema,
          response: { 200: OutfitFeedSchema },
        },
      },
      async (request) => asSent(await outfits.list(viewer(request), request.query)),
    );

    app.post(
      "/outfits",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Share an outfit built from closet items (drawn as a collage) or a photo of the look",
          body: OutfitBodySchema,
          response: { 200: OutfitDetailsSchema },
        },
      },
      (request) => outfits.create(viewer(request), request.body),
    );

    app.get(
      "/outfits/:id",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "An outfit with its items",
          params: OutfitIdParamsSchema,
          response: { 200: OutfitDetailsSchema },
        },
      },
      (request) => outfits.get(viewer(request), request.params.id),
    );

    app.put(
      "/outfits/:id",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Change an outfit (its author)",
          params: OutfitIdParamsSchema,
          body: OutfitBodySchema,
          response: { 200: OutfitDetailsSchema },
        },
      },
      (request) => outfits.update(viewer(request), request.params.id, request.body),
    );

    app.delete(
      "/outfits/:id",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Delete an outfit (its author)",
          params: OutfitIdParamsSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      (request) => outfits.remove(viewer(request), request.params.id),
    );

    app.get(
      "/user/:id/outfits",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "A person's outfits that the viewer may see, newest first",
          params: UserIdParamsSchema,
          querystring: CursorQuerySchema,
          response: { 200: OutfitFeedSchema },
        },
      },
      async (request) => asSent(await outfits.ofAuthor(viewer(request), request.params.id, request.query)),
    );

    app.get(
      "/users/saved-outfits",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "The outfits the signed-in user saved, the latest saved first",
          querystring: CursorQuerySchema,
          response: { 200: OutfitFeedSchema },
        },
      },
      async (request) => asSent(await outfits.saved(viewer(request), request.query)),
    );

    const toggles = [
      ["like", "Like an outfit", LikeStateSchema, outfits.like],
      ["unlike", "Take back a like", LikeStateSchema, outfits.unlike],
      ["save", "Save an outfit to your Saved tab", SaveStateSchema, outfits.save],
      ["unsave", "Remove an outfit from your Saved tab", SaveStateSchema, outfits.unsave],
    ] as const;
    for (const [verb, summary, response, act] of toggles) {
      app.post(
        `/outfits/:id/${verb}`,
        {
          onRequest: requireUser,
          schema: {
            tags,
            summary: `${summary} (idempotent)`,
            params: OutfitIdParamsSchema,
            response: { 200: response },
          },
        },
        (request) => act(viewer(request), request.params.id),
      );
    }

    app.get(
      "/outfits/:id/comments",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "An outfit's comments, oldest first, or the replies of one (parentId)",
          params: OutfitIdParamsSchema,
          querystring: CommentQuerySchema,
          response: { 200: CommentPageSchema },
        },
      },
      (request) => outfits.comments(viewer(request), request.params.id, request.query),
    );

    app.post(
      "/outfits/:id/comments",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Comment on an outfit, or reply to a comment (one level deep)",
          params: OutfitIdParamsSchema,
          body: CommentBodySchema,
          response: { 200: CommentSchema },
        },
      },
      (request) => outfits.comment(viewer(request), request.params.id, request.body),
    );

    app.delete(
      "/comments/:id",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Delete a comment (its author, or the outfit's author); its replies go with it",
          params: CommentIdParamsSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      (request) => outfits.removeComment(viewer(request), request.params.id),
    );
  };
}
