import { BrandIdParamsSchema, BrandPageSchema, BrandSchema, BrandSearchQuerySchema } from "@cbm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../platform/auth.ts";
import type { BrandsService } from "./service.ts";

export function brandsRoutes(brands: BrandsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/brands",
      {
        onRequest: requireUser,
        schema: {
          tags: ["brands"],
          summary: "The brand catalogue: search by name (typos tolerated), best match first",
          querystring: BrandSearchQuerySchema,
          response: { 200: BrandPageSchema },
        },
      },
      (request) => brands.search(request.query),
    );

    app.get(
      "/brands/:id",
      {
        onRequest: requireUser,
        schema: {
          tags: ["brands"],
          summary: "One brand, hidden ones too (things that name it still show it)",
          params: BrandIdParamsSchema,
          response: { 200: BrandSchema },
        },
      },
      (request) => brands.byId(request.params.id),
    );
  };
}
