import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../testing/harness.ts";
import { type Database, inTransaction } from "./db.ts";
import { Kept, markedOnce } from "./kept.ts";

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

describe("markedOnce", () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
  });
  afterAll(() => database.close());

  it("writes a mark once per id, and again for ids whose transaction rolled back", async () => {
    const written: string[][] = [];
    const mark = markedOnce(async (_tx, ids) => void written.push(ids));
    await inTransaction(database.db, (tx) => mark(tx, ["a", "b"]));
    await expect(
      inTransaction(database.db, async (tx) => {
        await mark(tx, ["b", "c"]);
        throw new Error("the checkout was undone");
      }),
    ).rejects.toThrow("the checkout was undone");
    await inTransaction(database.db, (tx) => mark(tx, ["a", "b", "c"]));
    await inTransaction(database.db, (tx) => mark(tx, ["a", "c"]));
    expect(written).toEqual([["a", "b"], ["c"], ["c"]]);
  });
});
