import { describe, expect, it } from "vitest";
import { defined, flag, matching, NAME, oneOf, typedText, UUID, wholeNumber } from "./search-params.ts";

describe("search-param readers", () => {
  it("keep what is well formed and drop the rest", () => {
    expect(matching(NAME, "light-blue")).toBe("light-blue");
    expect(matching(NAME, "<b>")).toBeUndefined();
    expect(matching(UUID, "0b6f8c1e-6a53-4a4e-9a43-2f1f3c1d2e4f")).toBeDefined();
    expect(matching(UUID, 42)).toBeUndefined();
    expect(oneOf(["asc", "desc"], "desc")).toBe("desc");
    expect(oneOf(["asc", "desc"], "up")).toBeUndefined();
    expect(typedText(" linen ")).toBe("linen");
    expect(typedText(42)).toBe("42");
    expect(typedText("   ")).toBeUndefined();
    expect(typedText("x".repeat(21), 20)).toBeUndefined();
    expect([flag(true), flag("true"), flag("false"), flag(1)]).toEqual([true, true, undefined, undefined]);
    expect([wholeNumber("3", 1), wholeNumber(0, 1), wholeNumber("2.5", 1), wholeNumber(" ", 0)]).toEqual([
      3,
      undefined,
      undefined,
      undefined,
    ]);
    expect(defined({ a: 1, b: undefined })).toEqual({ a: 1 });
  });
});
