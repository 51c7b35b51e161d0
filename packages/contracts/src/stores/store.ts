import { z } from "zod";
import {
  booleanField,
  CURRENCIES,
  CurrencySchema,
  emailField,
  Id,
  optional,
  PageQuerySchema,
  pageOf,
  requiredText,
} from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { STORE_SLUG_MAX, StoreSlugSchema } from "../influencers/index.ts";
import { MediaLocationSchema } from "../uploads.ts";
import { KEYWORD_MAX } from "../users/index.ts";
import { ShippingMethodSchema } from "./shipping.ts";

export const STORE_LIMITS = {
  name: 80,
  description: 2000,
  handlingDays: { min: 1, max: 30 },
  returnWindowDays: { min: 0, max: 60 },
  returnPolicy: 4000,
  vacationMessage: 500,
} as const;

export const STORE_STATUSES = ["active", "suspended"] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

const days = (label: string, { min, max }: { min: number; max: number }) =>
  z
    .number({ error: `${label} must be a whole number of days` })
    .int(`${label} must be a whole number of days`)
    .min(min, `${label} must be at least ${min} ${min === 1 ? "day" : "days"}`)
    .max(max, `${label} must be at most ${max} days`);

/** Vacation mode: the products stay visible but cannot be bought until the store is back. */
export const VacationSchema = z.object({
  on: z.boolean(),
  message: z.string().nullable(),
  /** The day the store expects to be back (YYYY-MM-DD). */
  returnsOn: z.string().nullable(),
});
export type Vacation = z.infer<typeof VacationSchema>;

/** What the retailer sets on `/shop-configuration` (`PUT /v1/retailer/store`). */
export const StoreBodySchema = z
  .object({
    name: requiredText("Store name", STORE_LIMITS.name),
    slug: StoreSlugSchema,
    /** Location of an uploaded image; absent keeps none (a PUT replaces the whole configuration). */
    logo: optional(MediaLocationSchema),
    banner: optional(MediaLocationSchema),
    description: optional(requiredText("Description", STORE_LIMITS.description)),
    currency: CurrencySchema,
    handlingDays: days("Handling time", STORE_LIMITS.handlingDays),
    returnWindowDays: days("Return window", STORE_LIMITS.returnWindowDays),
    returnPolicy: optional(requiredText("Return policy", STORE_LIMITS.returnPolicy)),
    contactEmail: optional(emailField("Contact email")),
    vacation: booleanField("Vacation mode").default(false),
    vacationMessage: optional(requiredText("Vacation message", STORE_LIMITS.vacationMessage)),
    vacationReturnsOn: optional(z.iso.date("Return date must be a date like 2026-05-31")),
  })
  .superRefine((body, context) => {
    if (body.vacation && !body.vacationMessage) {
      context.addIssue({
        code: "custom",
        path: ["vacationMessage"],
        message: "Tell shoppers why the store is away",
      });
    }
  });
export type StoreBody = z.infer<typeof StoreBodySchema>;

/** A store as shoppers see it: its profile, policies and the ways it ships. */
export const StoreSchema = z.object({
  id: Id,
  slug: z.string(),
  name: z.string(),
  /** Media locations of the logo and the banner, re-encoded when they were set. */
  logo: z.string().nullable(),
  banner: z.string().nullable(),
  description: z.string().nullable(),
  currency: z.enum(CURRENCIES),
  handlingDays: z.number().int(),
  returnWindowDays: z.number().int(),
  returnPolicy: z.string().nullable(),
  contactEmail: z.string().nullable(),
  vacation: VacationSchema,
  status: z.enum(STORE_STATUSES),
  /** Active products shoppers can see. */
  productCount: z.number().int(),
  /** The active shipping methods. */
  shippingMethods: z.array(ShippingMethodSchema),
});
export type Store = z.infer<typeof StoreSchema>;

/** The retailer's own store: what shoppers see, and what only its owner needs to know. */
export const OwnStoreSchema = StoreSchema.extend({
  /** The currency is fixed once the store has orders. */
  currencyLocked: z.boolean(),
  /** A store needs an active shipping method before its products can be bought. */
  canSell: z.boolean(),
});
export type OwnStore = z.infer<typeof OwnStoreSchema>;

/** A store in a list: enough for a card. */
export const StoreCardSchema = StoreSchema.pick({
  id: true,
  slug: true,
  name: true,
  logo: true,
  banner: true,
  description: true,
  productCount: true,
});
export type StoreCard = z.infer<typeof StoreCardSchema>;
export const StorePageSchema = pageOf(StoreCardSchema);
export type StorePage = z.infer<typeof StorePageSchema>;

export const StoreSearchQuerySchema = PageQuerySchema.extend({
  keyword: optional(requiredText("Keyword", KEYWORD_MAX)),
});
export type StoreSearchQuery = z.infer<typeof StoreSearchQuerySchema>;

/** `{idOrSlug}` of `/v1/store/{idOrSlug}`. */
export const StoreRefParamsSchema = z.object({
  idOrSlug: requiredText("Store", Math.max(STORE_SLUG_MAX, 36)),
});

export const storeEndpoints = {
  own: endpoint({
    method: "GET",
    path: "/v1/retailer/store",
    access: ["retailer"],
    summary: "The retailer's own store, as configured on /shop-configuration",
    response: OwnStoreSchema,
  }),
  configure: endpoint({
    method: "PUT",
    path: "/v1/retailer/store",
    access: ["retailer"],
    summary:
      "Configure the store: name, address, logo and banner, currency (fixed once it has orders), handling time, returns, contact and vacation mode",
    body: StoreBodySchema,
    response: OwnStoreSchema,
  }),
  list: endpoint({
    method: "GET",
    path: "/v1/stores",
    access: "signed-in",
    summary: "The active stores, by name (typos tolerated) or those with most products first",
    query: StoreSearchQuerySchema,
    response: StorePageSchema,
  }),
  get: endpoint({
    method: "GET",
    path: "/v1/store/:idOrSlug",
    access: "signed-in",
    summary: "One active store by id or address: its profile, policies, shipping methods and product count",
    params: StoreRefParamsSchema,
    response: StoreSchema,
  }),
};
