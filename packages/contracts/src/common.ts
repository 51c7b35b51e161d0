import { z } from "zod";

/** Characters PostgreSQL text cannot hold (NUL) or that have no place in a form field. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const typed = (label: string, kind: string) => (issue: { input: unknown }) =>
  issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be ${kind}`;

/** A required line of text: trimmed, bounded, free of control characters. */
export const requiredText = (label: string, max = 255) =>
  z
    .string({ error: typed(label, "text") })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARS.test(value), `${label} contains characters that are not allowed`);

const blank = (value: unknown) => value === null || (typeof value === "string" && value.trim() === "");

/** An optional field of a form: an empty or blank value counts as absent. */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (blank(value) ? undefined : value), schema.optional());

/** An optional field that may be cleared: an empty value becomes null. */
export const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" ? null : value), schema.nullable().optional());

export const emailField = (label = "Email") =>
  z
    .string({ error: typed(label, "text") })
    .trim()
    .toLowerCase()
    .min(1, `${label} is required`)
    .max(254, `${label} must be at most 254 characters`)
    .pipe(z.email(`${label} must be a valid email address`));

export const passwordField = (label = "Password") =>
  z
    .string({ error: typed(label, "text") })
    .min(8, `${label} must be at least 8 characters`)
    .max(128, `${label} must be at most 128 characters`)
    .refine((value) => !CONTROL_CHARS.test(value), `${label} contains characters that are not allowed`);

/** A password being checked, not chosen: any non-empty value is worth a try. */
export const presentedPassword = (label = "Password") =>
  z
    .string({ error: typed(label, "text") })
    .min(1, `${label} is required`)
    .max(128, `${label} must be at most 128 characters`);

export const phoneField = (label = "Phone") =>
  z
    .string({ error: typed(label, "text") })
    .trim()
    .regex(/^\+[1-9]\d{6,14}$/, `${label} must be in international format, like +14155550123`);

/** Multipart forms send every value as text; JSON clients send real booleans. */
export const booleanField = (label: string) =>
  z.union([z.boolean(), z.enum(["true", "false"]).transform((value) => value === "true")], {
    error: `${label} must be true or false`,
  });

export const uuidField = (label = "Id") => z.uuid(`${label} must be a valid id`);

export const Id = z.uuid();

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/** Spec section 8: a 400 maps each field to its messages. */
export const ValidationErrorSchema = z.record(z.string(), z.array(z.string()));
export type ValidationError = z.infer<typeof ValidationErrorSchema>;

export { ERROR_MESSAGES } from "./messages.ts";

export const PageQuerySchema = z.object({
  page: z.coerce
    .number({ error: "Page must be a number" })
    .int("Page must be a whole number")
    .min(0, "Page must be 0 or more")
    .default(0),
  size: z.coerce
    .number({ error: "Size must be a number" })
    .int("Size must be a whole number")
    .min(1, "Size must be at least 1")
    .max(100, "Size must be at most 100")
    .default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** A numbered page of a list: `page` (from 0) and `size` items of `total`. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), page: z.number().int(), size: z.number().int(), total: z.number().int() });

/** Endless feeds page by an opaque cursor instead: `nextCursor` is null at the end. */
export const CursorQuerySchema = z.object({
  cursor: optional(z.string().max(200, "This cursor is not valid")),
  size: z.coerce
    .number({ error: "Size must be a number" })
    .int("Size must be a whole number")
    .min(1, "Size must be at least 1")
    .max(50, "Size must be at most 50")
    .default(20),
});
export type CursorQuery = z.infer<typeof CursorQuerySchema>;

export const cursorPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: z.string().nullable() });

export const RoleSchema = z.enum(["customer", "influencer", "retailer", "admin"]);
export type Role = z.infer<typeof RoleSchema>;

/** One answer from a fixed list. */
export const oneOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, {
    error: (issue) => (issue.input === undefined ? `Choose ${what}` : `Choose ${what} from the list`),
  });

/**
 * A list of `item`s: each valid, none twice, at least `min` and at most `max`. Every message lands on
 * the list itself, so the form shows it under the whole question.
 */
export function listOf<T extends z.ZodType>(
  item: T,
  words: { one: string; many: string },
  limits: { min: number; max: number },
) {
  const fromList = `Choose ${words.many} from the list`;
  return z
    .array(z.unknown(), { error: fromList })
    .min(limits.min, `Choose at least one ${words.one}`)
    .max(limits.max, `Choose at most ${limits.max} ${words.many}`)
    .refine((list) => list.every((value) => item.safeParse(value).success), fromList)
    .refine((list) => new Set(list).size === list.length, `Choose each ${words.one} only once`)
    .pipe(z.array(item));
}

/** A step's answer: exactly these fields, any other one named as unknown. */
export const onlyFields = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === "unrecognized_keys" ? "This step has no such field" : undefined),
  });

/** The currencies CBM takes amounts in, with the digits of their minor unit (cents, pence; none for yen). */
export const CURRENCY_DIGITS = { USD: 2, EUR: 2, GBP: 2, CAD: 2, AUD: 2, CHF: 2, SEK: 2, JPY: 0 } as const;
export type Currency = keyof typeof CURRENCY_DIGITS;
export const CURRENCIES = Object.keys(CURRENCY_DIGITS) as [Currency, ...Currency[]];
export const CurrencySchema = oneOf(CURRENCIES, "a currency");
