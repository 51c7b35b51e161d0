import { z } from "zod";
import { Id, MessageResponseSchema, optional, requiredText, uuidField } from "../common.ts";
import { endpoint } from "../endpoint.ts";

export const SHIPPING_LIMITS = {
  name: 60,
  /** In minor units: 100,000.00 of the store's currency. */
  priceMinor: 10_000_000,
  days: 120,
  countries: 250,
  /** Methods per store. */
  methods: 20,
} as const;

const minorUnits = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be in the currency's smallest unit`)
    .min(0, `${label} cannot be negative`)
    .max(SHIPPING_LIMITS.priceMinor, `${label} is too large`);

const deliveryDays = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of days` })
    .int(`${label} must be a whole number of days`)
    .min(0, `${label} cannot be negative`)
    .max(SHIPPING_LIMITS.days, `${label} must be at most ${SHIPPING_LIMITS.days} days`);

/** An ISO 3166-1 alpha-2 country code, like "FR". */
export const CountryCodeSchema = z
  .string({ error: "Country must be a two-letter code" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "Country must be a two-letter code, like FR");

export const ShippingMethodBodySchema = z
  .object({
    name: requiredText("Name", SHIPPING_LIMITS.name),
    /** In the store's currency, minor units. */
    priceMinor: minorUnits("Price"),
    /** Orders of the store worth at least this ship free. */
    freeOverMinor: optional(minorUnits("Free-shipping threshold")),
    minDays: deliveryDays("Fastest delivery"),
    maxDays: deliveryDays("Slowest delivery"),
    /** Where it ships; empty for everywhere. */
    countries: z
      .array(CountryCodeSchema, { error: "Countries must be a list of two-letter codes" })
      .max(SHIPPING_LIMITS.countries, `Choose at most ${SHIPPING_LIMITS.countries} countries`)
      .default([])
      .refine((codes) => new Set(codes).size === codes.length, "Choose each country only once"),
    active: z.boolean({ error: "Active must be true or false" }).default(true),
  })
  .superRefine((body, context) => {
    if (body.maxDays < body.minDays) {
      context.addIssue({
        code: "custom",
        path: ["maxDays"],
        message: "Slowest delivery cannot be faster than the fastest",
      });
    }
  });
export type ShippingMethodBody = z.infer<typeof ShippingMethodBodySchema>;

export const ShippingMethodSchema = z.object({
  id: Id,
  name: z.string(),
  priceMinor: z.number().int(),
  freeOverMinor: z.number().int().nullable(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  countries: z.array(z.string()),
  active: z.boolean(),
});
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;

export const ShippingMethodListSchema = z.object({ items: z.array(ShippingMethodSchema) });
export type ShippingMethodList = z.infer<typeof ShippingMethodListSchema>;

export const ShippingMethodIdParamsSchema = z.object({ id: uuidField("Shipping method") });

export const SHIPPING_METHOD_DELETED = "The shipping method was deleted.";

const method = { params: ShippingMethodIdParamsSchema, access: ["retailer"] } as const;

export const shippingEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/v1/retailer/shipping-methods",
    access: ["retailer"],
    summary: "The store's shipping methods, active ones first, cheapest first",
    response: ShippingMethodListSchema,
  }),
  create: endpoint({
    method: "POST",
    path: "/v1/retailer/shipping-methods",
    access: ["retailer"],
    summary: "Add a shipping method: price, free-over threshold, delivery estimate, countries served",
    body: ShippingMethodBodySchema,
    response: ShippingMethodSchema,
    status: 201,
  }),
  update: endpoint({
    ...method,
    method: "PUT",
    path: "/v1/retailer/shipping-method/:id",
    summary: "Change one of the store's shipping methods",
    body: ShippingMethodBodySchema,
    response: ShippingMethodSchema,
  }),
  remove: endpoint({
    ...method,
    method: "DELETE",
    path: "/v1/retailer/shipping-method/:id",
    summary: "Delete one of the store's shipping methods",
    response: MessageResponseSchema,
  }),
};
