import { z } from "zod";
import {
  MessageResponseSchema,
  optional,
  PageQuerySchema,
  pageOf,
  phoneField,
  requiredText,
  uuidField,
} from "./common.ts";
import { endpoint } from "./endpoint.ts";

/** How many delivery addresses one person may keep. */
export const ADDRESS_LIMIT = 20;

/**
 * The countries CBM delivers to (ISO 3166-1 alpha-2), all of which use postal codes. The web shows
 * their names in the reader's language.
 */
// biome-ignore format: one line per region reads better than one per country
export const COUNTRY_CODES = [
  // Europe
  "AT", "BE", "BG", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GB", "GR", "HR", "HU", "IE",
  "IS", "IT", "LT", "LU", "LV", "MT", "NL", "NO", "PL", "PT", "RO", "SE", "SI", "SK",
  // The Americas
  "AR", "BR", "CA", "CL", "CO", "MX", "PE", "US",
  // Asia and Oceania
  "AU", "CN", "ID", "IN", "JP", "KR", "MY", "NZ", "PH", "SG", "TH", "TW", "VN",
  // Middle East and Africa
  "EG", "IL", "KE", "MA", "NG", "SA", "TR", "ZA",
] as const;
export type Country = (typeof COUNTRY_CODES)[number];

export const CountrySchema = z.enum(COUNTRY_CODES, {
  error: (issue) => (issue.input === undefined ? "Country is required" : "Choose a country from the list"),
});

export const POSTAL_CODE_MAX = 16;

/** The shape of a postal code where it is well known, with an example for the message. */
const POSTAL_CODE_FORMATS: Partial<Record<Country, { pattern: RegExp; example: string }>> = {
  AT: { pattern: /^\d{4}$/, example: "1010" },
  AU: { pattern: /^\d{4}$/, example: "2000" },
  BE: { pattern: /^\d{4}$/, example: "1000" },
  BR: { pattern: /^\d{5}-?\d{3}$/, example: "01310-100" },
  CA: { pattern: /^[A-Z]\d[A-Z] ?\d[A-Z]\d$/, example: "M5V 2T6" },
  CH: { pattern: /^\d{4}$/, example: "8001" },
  DE: { pattern: /^\d{5}$/, example: "10115" },
  DK: { pattern: /^\d{4}$/, example: "1050" },
  ES: { pattern: /^\d{5}$/, example: "28013" },
  FR: { pattern: /^\d{5}$/, example: "75001" },
  GB: { pattern: /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/, example: "SW1A 1AA" },
  IN: { pattern: /^\d{6}$/, example: "110001" },
  IT: { pattern: /^\d{5}$/, example: "00184" },
  JP: { pattern: /^\d{3}-?\d{4}$/, example: "100-0001" },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/, example: "1012 AB" },
  NO: { pattern: /^\d{4}$/, example: "0150" },
  PL: { pattern: /^\d{2}-\d{3}$/, example: "00-950" },
  PT: { pattern: /^\d{4}-\d{3}$/, example: "1100-148" },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: "114 55" },
  US: { pattern: /^\d{5}(-\d{4})?$/, example: "94103" },
};

/** Any country's postal code: letters, digits, spaces and hyphens, upper-cased with single spaces. */
const postalCodeField = requiredText("Postal code", POSTAL_CODE_MAX)
  .transform((value) => value.toUpperCase().replace(/\s+/g, " "))
  .refine(
    (value) => /^[A-Z\d][A-Z\d -]*$/.test(value),
    "Postal code may only have letters, digits, spaces and hyphens",
  );

/** An optional field of the form: blank counts as absent too. */
const optionalField = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" ? value.trim() : value), optional(schema));

/** What a person fills in for an address, to add one or to replace one (`PUT`). */
export const AddressBodySchema = z
  .object({
    /** Their own name for it, like "Home" or "Studio". */
    label: optionalField(requiredText("Label", 40)),
    fullName: requiredText("Full name", 100),
    line1: requiredText("Street address", 120),
    line2: optionalField(requiredText("Apartment, suite or floor", 120)),
    city: requiredText("City", 80),
    region: optionalField(requiredText("State or region", 80)),
    postalCode: postalCodeField,
    country: CountrySchema,
    phone: optionalField(phoneField()),
  })
  .superRefine(
    ({ country, postalCode }, context) => {
      const format = POSTAL_CODE_FORMATS[country];
      if (format && !format.pattern.test(postalCode)) {
        context.addIssue({
          code: "custom",
          path: ["postalCode"],
          message: `Postal code must look like ${format.example} in this country`,
        });
      }
    },
    // Only a valid country and an otherwise valid postal code are worth comparing (and a body that is
    // no object at all has its issue on the empty path).
    {
      when: ({ issues }) =>
        !issues.some(({ path = [] }) => [undefined, "postalCode", "country"].includes(path[0] as string)),
    },
  );
export type AddressBody = z.infer<typeof AddressBodySchema>;

export const AddressSchema = z.object({
  id: z.uuid(),
  label: z.string().nullable(),
  fullName: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postalCode: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  phone: z.string().nullable(),
  isDefault: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressPageSchema = pageOf(AddressSchema);
export type AddressPage = z.infer<typeof AddressPageSchema>;

/** `{id}` of `/v1/users/addresses/{id}`. */
export const AddressIdParamsSchema = z.object({ id: uuidField("Id") });

/** The answer to a deleted address (a MessageResponse). */
export const ADDRESS_DELETED = "The address was deleted.";

const address = { params: AddressIdParamsSchema, access: "signed-in" } as const;

export const addressesEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/v1/users/addresses",
    access: "signed-in",
    summary: "The signed-in user's delivery addresses, the default first, then the newest",
    query: PageQuerySchema,
    response: AddressPageSchema,
  }),
  create: endpoint({
    method: "POST",
    path: "/v1/users/addresses",
    access: "signed-in",
    summary: "Add an address (at most 20; the first one becomes the default)",
    body: AddressBodySchema,
    response: AddressSchema,
  }),
  get: endpoint({
    ...address,
    method: "GET",
    path: "/v1/users/addresses/:id",
    summary: "One of the signed-in user's addresses",
    response: AddressSchema,
  }),
  update: endpoint({
    ...address,
    method: "PUT",
    path: "/v1/users/addresses/:id",
    summary: "Replace an address's fields (the ones left out are cleared)",
    body: AddressBodySchema,
    response: AddressSchema,
  }),
  remove: endpoint({
    ...address,
    method: "DELETE",
    path: "/v1/users/addresses/:id",
    summary: "Delete an address; when it was the default, the most recent other one takes over",
    response: MessageResponseSchema,
  }),
  makeDefault: endpoint({
    ...address,
    method: "POST",
    path: "/v1/users/addresses/:id/default",
    summary: "Make an address the default (the previous default stops being one)",
    response: AddressSchema,
  }),
};
