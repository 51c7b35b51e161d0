// Reading the search part of URLs, as `validateSearch` does: part of the first load, so nothing from the
// contracts. Anything malformed is dropped, not an error; names the contracts' lists do not know are
// dropped when a query is made.

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A name of the contracts' lists: "tops", "light-blue". */
export const NAME = /^[a-z]+(-[a-z]+)*$/;

/** The value, when it is text matching `pattern`. */
export const matching = (pattern: RegExp, value: unknown): string | undefined =>
  typeof value === "string" && pattern.test(value) ? value : undefined;

/** The value, when it is one of `options`. */
export const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  options.find((option) => option === value);

/** Typed text, trimmed (the router reads `?q=42` as a number); none when blank or longer than `max`. */
export function typedText(value: unknown, max = 100): string | undefined {
  const typed = typeof value === "number" ? String(value) : value;
  if (typeof typed !== "string") return undefined;
  const trimmed = typed.trim();
  return trimmed && trimmed.length <= max ? trimmed : undefined;
}

/** `?x=true`, which the router reads as true; only true is kept. */
export const flag = (value: unknown): true | undefined =>
  value === true || value === "true" ? true : undefined;

/** A whole number from `min` to `max`. */
export function wholeNumber(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const number = typeof value === "string" && value.trim() ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) && number >= min && number <= max
    ? number
    : undefined;
}

/** The entries that are set: a URL holds no empty parameter. */
export const defined = <T extends object>(entries: T): T =>
  Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as T;
