import {
  ClosetBodySchema,
  ClosetIdParamsSchema,
  ClosetItemBodySchema,
  ClosetItemPageSchema,
  ClosetItemQuerySchema,
  ClosetItemSchema,
  ClosetItemUpdateSchema,
  ClosetListQuerySchema,
  ClosetPageSchema,
  ClosetSchema,
  ItemIdParamsSchema,
  MessageResponseSchema,
  PageQuerySchema,
  UserIdParamsSchema,
} from "@cbm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../platform/auth.ts";
import type { ClosetsService } from "./service.ts";

export function closetsRoutes(closets: ClosetsService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["closets"];
    const viewer = (request: Parameters<typeof signedIn>[0]) => signedIn(request).userId;

    app.get(
      "/user/:id/closets",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "A person's closets that the viewer may see, newest first",
          params: UserIdParamsSchema,
          querystring: PageQuerySchema,
          response: { 200: ClosetPageSchema },
        },
      },
      (request) => closets.listOf(viewer(request), request.params.id, request.query),
    );

    app.get(
      "/closets",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Closets of the people the viewer follows (latest items first), or popular public ones",
          querystring: ClosetListQuerySchema,
          response: { 200: ClosetPageSchema },
        },
      },
      (request) => closets.wall(viewer(request), request.query),
    );

    app.post(
      "/closets",
      {
        onRequest: requireUser,
        schema: { tags, summary: "Create a closet", body: ClosetBodySchema, response: { 200: ClosetSchema } },
      },
      (request) => closets.create(viewer(request), request.body),
    );

    app.get(
      "/closets/:id",
      {
        onRequest: requireUser,
        schema: { tags, summary: "A closet", params: ClosetIdParamsSchema, response: { 200: ClosetSchema } },
      },
      (request) => closets.get(viewer(request), request.params.id),
    );

    app.put(
      "/closets/:id",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Change a closet's name, description, cover and visibility (its owner)",
          params: ClosetIdParamsSchema,
          body: ClosetBodySchema,
          response: { 200: ClosetSchema },
        },
      },
      (request) => closets.update(viewer(request), request.params.id, request.body),
    );

    app.delete(
      "/closets/:id",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Delete a closet with its items (its owner)",
          params: ClosetIdParamsSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      (request) => closets.remove(viewer(request), request.params.id),
    );

    app.get(
      "/closets/:id/items",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "A closet's items, newest first, by category, colour and season",
          params: ClosetIdParamsSchema,
          querystring: ClosetItemQuerySchema,
          response: { 200: ClosetItemPageSchema },
        },
      },
      (request) => closets.items(viewer(request), request.params.id, request.query),
    );

    app.post(
      "/closets/:id/items",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Add an item to a closet (its owner)",
          params: ClosetIdParamsSchema,
          body: ClosetItemBodySchema,
          response: { 200: ClosetItemSchema },
        },
      },
      (request) => closets.addItem(viewer(request), request.params.id, request.body),
    );

    app.get(
      "/users/closet-items",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "All the signed-in user's items, newest first (to build outfits from)",
          querystring: ClosetItemQuerySchema,
          response: { 200: ClosetItemPageSchema },
        },
      },
      (request) => closets.myItems(viewer(request), request.query),
    );

    app.get(
      "/closet-items/:id",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "A closet item",
          params: ItemIdParamsSchema,
          response: { 200: ClosetItemSchema },
        },
      },
      (request) => closets.item(viewer(request), request.params.id),
    );

    app.put(
      "/closet-items/:id",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Change an item, or move it to another of the owner's closets (its owner)",
          params: ItemIdParamsSchema,
          body: ClosetItemUpdateSchema,
          response: { 200: ClosetItemSchema },
        },
      },
      (request) => closets.updateItem(viewer(request), request.params.id, request.body),
    );

    app.delete(
      "/closet-items/:id",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Delete an item (its owner); outfits made with it lose it",
          params: ItemIdParamsSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      (request) => closets.removeItem(viewer(request), request.params.id),
    );
  };
}
