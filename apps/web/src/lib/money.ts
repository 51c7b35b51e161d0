import { CURRENCY_DIGITS, type Currency } from "@cbm/contracts";

/** "$4.90" from 490 USD cents; "¥500" from 500 yen (no minor unit). */
export const formatMoney = (amountMinor: number, currency: Currency) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency }).format(
    amountMinor / 10 ** CURRENCY_DIGITS[currency],
  );

/** The currency's sign as prices show it: "$", "€", "CHF". */
export const currencySign = (currency: Currency) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency })
    .formatToParts(0)
    .find((part) => part.type === "currency")?.value ?? currency;

/** An amount typed in major units (4.9) in minor units (490); undefined when nothing is typed. */
export function toMinor(typed: number | string, currency: Currency): number | undefined {
  const major = typeof typed === "number" ? typed : Number(typed.replaceAll(",", ""));
  if (typeof typed === "string" && !typed.trim()) return undefined;
  return Number.isFinite(major) ? Math.round(major * 10 ** CURRENCY_DIGITS[currency]) : undefined;
}

/** An amount in minor units as the form shows it (490 → 4.9); "" for none. */
export const toMajor = (amountMinor: number | null, currency: Currency): number | "" =>
  amountMinor === null ? "" : amountMinor / 10 ** CURRENCY_DIGITS[currency];
