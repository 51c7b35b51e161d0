import { describe, expect, it } from "vitest";
import { type Db, inTransaction, isDatabaseUnavailable } from "./db.ts";

/** A database whose transactions fail with these SQLSTATEs first (as Drizzle wraps them), then run. */
function failingWith(...codes: string[]) {
  const failures = [...codes];
  let attempts = 0;
  const db = {
    async transaction(work: (tx: unknown) => Promise<unknown>) {
      attempts++;
      const code = failures.shift();
      if (code) throw new Error("Failed query", { cause: Object.assign(new Error("broken off"), { code }) });
      return work({});
    },
  } as unknown as Db;
  return { db, attempts: () => attempts };
}

describe("inTransaction", () => {
  it("runs a transaction PostgreSQL broke off for a deadlock or a serialization failure again", async () => {
    const { db, attempts } = failingWith("40P01", "40001");
    await expect(inTransaction(db, async () => "done")).resolves.toBe("done");
    expect(attempts()).toBe(3);
  });

  it("gives up after three attempts, with an error that answers 503", async () => {
    const { db, attempts } = failingWith("40P01", "40P01", "40P01", "40P01");
    const error = await inTransaction(db, async () => "done").catch((caught: unknown) => caught);
    expect(attempts()).toBe(3);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("does not run other failures again", async () => {
    const { db, attempts } = failingWith("23505");
    await expect(inTransaction(db, async () => "done")).rejects.toThrow("Failed query");
    expect(attempts()).toBe(1);
  });
});
