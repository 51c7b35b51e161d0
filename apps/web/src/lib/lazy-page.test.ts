import { describe, expect, it } from "vitest";
import { CHUNK_RELOAD_WINDOW_MS, shouldReloadForChunk } from "./lazy-page.ts";

describe("reload after a failed chunk (spec sections 8 and 9)", () => {
  it("reloads once per path within 10 seconds, then again after the window", () => {
    const storage = window.sessionStorage;
    storage.clear();
    expect(shouldReloadForChunk("/wall", 1_000, storage)).toBe(true);
    expect(shouldReloadForChunk("/wall", 1_000 + CHUNK_RELOAD_WINDOW_MS - 1, storage)).toBe(false);
    expect(shouldReloadForChunk("/login", 2_000, storage)).toBe(true);
    expect(shouldReloadForChunk("/wall", 1_000 + CHUNK_RELOAD_WINDOW_MS, storage)).toBe(true);
  });
});
