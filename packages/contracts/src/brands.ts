import { z } from "zod";
import { optional, PageQuerySchema, pageOf, requiredText, uuidField } from "./common.ts";
import { endpoint } from "./endpoint.ts";
import { KEYWORD_MAX } from "./users/index.ts";

/** A brand of the catalogue, as pickers and the things that name it show it. */
export const BrandSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  /** Media location of the logo. */
  logo: z.string().nullable(),
  description: z.string().nullable(),
});
export type Brand = z.infer<typeof BrandSchema>;

export const BrandPageSchema = pageOf(BrandSchema);
export type BrandPage = z.infer<typeof BrandPageSchema>;

/** Query of `GET /v1/brands`: a keyword matches the name, typos tolerated. */
export const BrandSearchQuerySchema = PageQuerySchema.extend({
  keyword: optional(requiredText("Keyword", KEYWORD_MAX)),
});
export type BrandSearchQuery = z.infer<typeof BrandSearchQuerySchema>;

/** `{id}` of `/v1/brands/{id}`. */
export const BrandIdParamsSchema = z.object({ id: uuidField("Id") });

export const brandsEndpoints = {
  search: endpoint({
    method: "GET",
    path: "/v1/brands",
    access: "signed-in",
    summary: "The brand catalogue: search by name (typos tolerated), best match first",
    query: BrandSearchQuerySchema,
    response: BrandPageSchema,
  }),
  get: endpoint({
    method: "GET",
    path: "/v1/brands/:id",
    access: "signed-in",
    summary: "One brand, hidden ones too (things that name it still show it)",
    params: BrandIdParamsSchema,
    response: BrandSchema,
  }),
};
