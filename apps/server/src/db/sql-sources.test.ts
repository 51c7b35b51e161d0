import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../platform/db.ts";
import { emptyPglite } from "../testing/harness.ts";

// The modules' hand-written SQL (modules/<module>/sql/*.sql) is the readable source of what the migrations
// put in the database. A migrated database of its own (PGlite, on either pass): applying the sources to
// it changes nothing, and nothing hand-written is without a source.

const modulesDir = path.resolve(import.meta.dirname, "../modules");
let database: Database;

beforeAll(async () => {
  database = await emptyPglite();
});
afterAll(() => database.close());

async function sourceStatements(): Promise<string[]> {
  const statements: string[] = [];
  for (const module of await readdir(modulesDir)) {
    const dir = path.join(modulesDir, module, "sql");
    for (const file of await readdir(dir).catch(() => [])) {
      statements.push(...(await readFile(path.join(dir, file), "utf8")).split("--> statement-breakpoint"));
    }
  }
  return statements;
}

const rows = async <T>(query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Every function and trigger of the public schema not an extension's, as PostgreSQL prints it back. */
const handWritten = () =>
  rows<{ name: string; definition: string }>(sql`
    select p.proname as name, pg_get_functiondef(p.oid) as definition from pg_proc p
    where p.pronamespace = 'public'::regnamespace
      and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    union all
    select t.tgname, pg_get_triggerdef(t.oid) from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where c.relnamespace = 'public'::regnamespace and not t.tgisinternal
    order by 1`);

describe("the modules' SQL sources", () => {
  it("define every hand-written function and trigger of a migrated database, and no other", async () => {
    const defined = (await sourceStatements()).flatMap(
      (statement) => /CREATE OR REPLACE (?:FUNCTION|TRIGGER) (\w+)/.exec(statement)?.[1] ?? [],
    );
    expect(defined.sort()).toEqual((await handWritten()).map((row) => row.name).sort());
  });

  it("are what the migrations left: applying them changes nothing", async () => {
    const before = await handWritten();
    for (const statement of await sourceStatements()) await database.db.execute(sql.raw(statement));
    expect(await handWritten()).toEqual(before);
  });
});
