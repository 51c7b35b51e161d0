import {
  AddressBodySchema,
  AddressIdParamsSchema,
  AddressPageSchema,
  AddressSchema,
  MessageResponseSchema,
  PageQuerySchema,
} from "@cbm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../platform/auth.ts";
import type { AddressesService } from "./service.ts";

export function addressesRoutes(addresses: AddressesService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["addresses"];

    app.get(
      "/users/addresses",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "The signed-in user's delivery addresses, the default first, then the newest",
          querystring: PageQuerySchema,
          response: { 200: AddressPageSchema },
        },
      },
      (request) => addresses.list(signedIn(request).userId, request.query),
    );

    app.post(
      "/users/addresses",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Add an address (at most 20; the first one becomes the default)",
          body: AddressBodySchema,
          response: { 200: AddressSchema },
        },
      },
      (request) => addresses.create(signedIn(request).userId, request.body),
    );

    app.get(
      "/users/addresses/:id",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "One of the signed-in user's addresses",
          params: AddressIdParamsSchema,
          response: { 200: AddressSchema },
        },
      },
      (request) => addresses.get(signedIn(request).userId, request.params.id),
    );

    app.put(
      "/users/addresses/:id",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Replace an address's fields (the ones left out are cleared)",
          params: AddressIdParamsSchema,
          body: AddressBodySchema,
          response: { 200: AddressSchema },
        },
      },
      (request) => addresses.update(signedIn(request).userId, request.params.id, request.body),
    );

    app.delete(
      "/users/addresses/:id",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Delete an address; when it was the default, the most recent other one takes over",
          params: AddressIdParamsSchema,
          response: { 200: MessageResponseSchema },
        },
      },
      (request) => addresses.remove(signedIn(request).userId, request.params.id),
    );

    app.post(
      "/users/addresses/:id/default",
      {
        onRequest: requireUser,
        schema: {
          tags,
          summary: "Make an address the default (the previous default stops being one)",
          params: AddressIdParamsSchema,
          response: { 200: AddressSchema },
        },
      },
      (request) => addresses.makeDefault(signedIn(request).userId, request.params.id),
    );
  };
}
