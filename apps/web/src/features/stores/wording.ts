import type { ShippingMethod } from "@cbm/contracts";

const regions = new Intl.DisplayNames(["en"], { type: "region" });

/** "FR" → "France". */
export const countryName = (code: string): string => {
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
};

const days = (count: number) => `${count} ${count === 1 ? "day" : "days"}`;

/** "2–5 days", "3 days", "Same day". */
export function deliveryTime({ minDays, maxDays }: Pick<ShippingMethod, "minDays" | "maxDays">): string {
  if (maxDays === 0) return "Same day";
  return minDays === maxDays ? days(maxDays) : `${minDays}–${days(maxDays)}`;
}

/** "Everywhere" for none; "France, Germany and Italy"; "France, Germany, Italy and 4 more". */
export function countriesServed(codes: readonly string[], shown = 3): string {
  if (codes.length === 0) return "Everywhere";
  const names = codes.map(countryName);
  if (names.length <= shown + 1) {
    const last = names.pop();
    return names.length ? `${names.join(", ")} and ${last}` : (last ?? "");
  }
  return `${names.slice(0, shown).join(", ")} and ${names.length - shown} more`;
}

/** "1 active shipping method", "3 active shipping methods". */
export const activeMethodCount = (count: number) =>
  `${count} active shipping ${count === 1 ? "method" : "methods"}`;
