import { describe, expect, it } from "vitest";
import { intentOf } from "./question.ts";
import { money } from "./replies.ts";

describe("intentOf", () => {
  it("reads colour, category, keyword and a price bound in minor units", () => {
    expect(intentOf("black boots under 100")).toEqual({
      kind: "products",
      filters: { keyword: "boot", colour: "black", category: "shoes", maxPrice: 10_000 },
    });
  });

  it("reads price ranges, currency signs and decimals", () => {
    expect(intentOf("red dress between 50 and 120 euros")).toMatchObject({
      filters: { colour: "red", category: "dresses", minPrice: 5000, maxPrice: 12_000 },
    });
    expect(intentOf("sneakers below €79.50")).toMatchObject({ filters: { maxPrice: 7950 } });
    expect(intentOf("coat over $200")).toMatchObject({
      filters: { category: "outerwear", minPrice: 20_000 },
    });
  });

  it("knows the palette's two-word colour and common synonyms", () => {
    expect(intentOf("light blue shirt")).toMatchObject({
      filters: { colour: "light-blue", keyword: "shirt" },
    });
    expect(intentOf("gray hoodie")).toMatchObject({ filters: { colour: "grey" } });
  });

  it("tells who-sells questions, live questions and how-to questions apart", () => {
    expect(intentOf("Who sells linen shirts?")).toEqual({ kind: "sellers", subject: "linen shirts" });
    expect(intentOf("Where can I buy a silk blouse?")).toEqual({ kind: "sellers", subject: "silk blouse" });
    expect(intentOf("Is there a store called Ondine Swim?")).toEqual({
      kind: "sellers",
      subject: "ondine swim",
    });
    expect(intentOf("What is live now?")).toEqual({ kind: "live" });
    expect(intentOf("How do I return black boots?")).toEqual({ kind: "help" });
    expect(intentOf("delete my account")).toEqual({ kind: "help" });
  });
});

describe("money", () => {
  it("writes minor units in the currency's own digits", () => {
    expect(money(8900, "EUR")).toBe("€89.00");
    expect(money(1200, "JPY")).toBe("¥1,200");
  });
});
