import { describe, expect, it } from "vitest";
import { formatDay, formatPrice, itemName, knownFilters } from "./wording.ts";

describe("closet wording", () => {
  it("formats prices from minor units, by the currency's digits", () => {
    expect(formatPrice({ amountMinor: 1250, currency: "USD" })).toBe("$12.50");
    expect(formatPrice({ amountMinor: 100_000_000, currency: "EUR" })).toBe("€1,000,000.00");
    expect(formatPrice({ amountMinor: 1500, currency: "JPY" })).toBe("¥1,500");
  });

  it("reads dates and times as calendar days", () => {
    expect(formatDay("2026-05-31")).toBe("31 May 2026");
    expect(formatDay("2026-01-01T23:30:00.000Z")).toBe("1 January 2026");
  });

  it("names an item by its type and brand", () => {
    expect(itemName({ subcategory: "t-shirt", brand: null })).toBe("T-shirt");
    expect(itemName({ subcategory: "tank-top", brand: { name: "Cos" } })).toBe("Tank top by Cos");
  });

  it("keeps only the filters that name a real category, colour and season", () => {
    expect(knownFilters({ category: "tops", colour: "navy", season: "winter" })).toEqual({
      category: "tops",
      colour: "navy",
      season: "winter",
    });
    expect(knownFilters({ category: "capes", colour: "teal", season: "monsoon" } as never)).toEqual({});
  });
});
