import { CURRENCY_DIGITS, type Currency } from "@cbm/contracts";

const CONTROL = /[\p{Cc}\p{Cf}]/gu;
const SHORT_TEXT = 80;

/** Catalogue text as one short line of content: no line breaks, controls or markup, at most 80 characters. */
export function plain(text: string, max = SHORT_TEXT): string {
  const line = text
    .replace(CONTROL, " ")
    .replace(/[<>`*_[\]]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

const formats = new Map<Currency, Intl.NumberFormat>();

/** An amount in minor units as people read it: 8900 EUR → €89.00. */
export function money(amountMinor: number, currency: Currency): string {
  const digits = CURRENCY_DIGITS[currency];
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat("en", { style: "currency", currency, minimumFractionDigits: digits });
    formats.set(currency, format);
  }
  return format.format(amountMinor / 10 ** digits);
}

/** A search of the shop's page as its URL holds it (`/shop?colour=black&maxPrice=10000`). */
export function shopPath(search: Record<string, string | number | undefined>, base = "/shop"): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) if (value !== undefined) query.set(name, String(value));
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}

export const productPath = (storeSlug: string, productId: string) =>
  `/shop/${encodeURIComponent(storeSlug)}/products/${encodeURIComponent(productId)}`;
export const storePath = (storeSlug: string) => `/shop/${encodeURIComponent(storeSlug)}/products`;
