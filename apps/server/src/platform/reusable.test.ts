import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import { pgTable, text } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../testing/harness.ts";
import { type Database, inTransaction, reusable } from "./db.ts";

const probes = pgTable("reusable_test_probes", { label: text("label").notNull() });

let builds = 0;
const countOf = reusable((db) => {
  builds++;
  return db
    .select({ count: count() })
    .from(probes)
    .where(eq(probes.label, sql.placeholder("label")))
    .prepare("reusable_test_count");
});
const counted = async (...[db, label]: [Parameters<typeof countOf>[0], string]) =>
  (await countOf(db).execute({ label }))[0]?.count;

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
  await database.db.execute(sql`create table if not exists reusable_test_probes (label text not null)`);
});
afterAll(() => database.close());

describe("a reusable prepared query", () => {
  it("runs inside a transaction on the transaction's own connection, and again after it", async () => {
    const label = randomUUID();
    const rolledBack = new Error("rolled back on purpose");
    const seenInside = inTransaction(database.db, async (tx) => {
      await tx.insert(probes).values({ label });
      // Bound to the pool (or PGlite outside the transaction), it would not see the row not yet
      // committed (or would wait for the transaction to end, for ever).
      expect(await counted(tx, label)).toBe(1);
      throw rolledBack;
    });
    await expect(seenInside).rejects.toBe(rolledBack);
    expect(await counted(database.db, label)).toBe(0);

    await inTransaction(database.db, (tx) => tx.insert(probes).values({ label }));
    expect(await counted(database.db, label)).toBe(1);
    for (let again = 0; again < 3; again++) {
      expect(await inTransaction(database.db, (tx) => counted(tx, label))).toBe(1);
    }
    // Its SQL was built once, for every handle and transaction above.
    expect(builds).toBe(1);
  });
});
