import { describe, expect, it } from "vitest";
import { Kept } from "./kept.ts";

describe("Kept", () => {
  it("keeps at most its size, dropping the value least recently used", () => {
    const kept = new Kept<string, number>(2);
    kept.set("a", 1);
    kept.set("b", 2);
    expect(kept.get("a")).toBe(1);
    kept.set("c", 3);
    expect([kept.get("a"), kept.get("b"), kept.get("c")]).toEqual([1, undefined, 3]);
    kept.set("a", 4);
    kept.delete("c");
    expect([kept.get("a"), kept.get("c")]).toEqual([4, undefined]);
  });
});
