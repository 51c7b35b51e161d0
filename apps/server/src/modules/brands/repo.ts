import { and, asc, eq, inArray, ne, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor, Tx } from "../../platform/db.ts";
import { nameSearch } from "../../platform/name-search.ts";
import type { Paging } from "../../platform/paging.ts";
import { type JsonText, json } from "../../platform/rendered-json.ts";
import { type BrandRow, brands, type NewBrandRow } from "./tables.ts";

/**
 * One page of the active brands. A keyword matches the name (typos tolerated, through
 * brands_name_trgm_idx; see nameSearch), best match first; without one, by name.
 */
export async function activeBrandPage(
  tx: Tx,
  keyword: string | undefined,
  page: Paging,
): Promise<{ rows: BrandRow[]; total: number }> {
  const conditions: SQL[] = [eq(brands.active, true)];
  const order: SQL[] = [];
  if (keyword) {
    const { matches, bestFirst } = await nameSearch(tx, brands.name, keyword);
    conditions.push(matches);
    order.push(...bestFirst);
  }
  order.push(asc(brands.name), asc(brands.id));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    tx
      .select()
      .from(brands)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    tx.select({ count: sql<number>`count(*)::int` }).from(brands).where(where),
  ]);
  return { rows, total: count?.count ?? 0 };
}

export async function brandById(db: Executor, id: string): Promise<BrandRow | undefined> {
  const [row] = await db.select().from(brands).where(eq(brands.id, id)).limit(1);
  return row;
}

/** The new brand, or undefined when its name or slug is taken. */
export async function insertedBrand(db: Executor, brand: NewBrandRow): Promise<BrandRow | undefined> {
  const [row] = await db.insert(brands).values(brand).onConflictDoNothing().returning();
  return row;
}

/** Another brand already has this name or slug. */
export async function brandNameTaken(
  db: Executor,
  name: { name: string; slug: string },
  exceptId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(or(eq(brands.name, name.name), eq(brands.slug, name.slug)), ne(brands.id, exceptId)))
    .limit(1);
  return row !== undefined;
}

export async function updatedBrand(
  db: Executor,
  id: string,
  changes: Partial<Omit<NewBrandRow, "id" | "createdAt">>,
): Promise<BrandRow | undefined> {
  const [row] = await db
    .update(brands)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(brands.id, id))
    .returning();
  return row;
}

/** The name of a brand still offered in the catalogue, for the things that name it. */
export async function activeBrandName(db: Executor, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: brands.name })
    .from(brands)
    .where(and(eq(brands.id, id), eq(brands.active, true)))
    .limit(1);
  return row?.name;
}

// ---- for the modules that name brands (through index.ts) ----

/** Which of `ids` (or, without them, which brands at all) the catalogue still offers, by name. */
export async function activeBrandIds(db: Executor, ids?: string[]): Promise<string[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.active, true), ids ? inArray(brands.id, ids) : undefined))
    .orderBy(asc(brands.name));
  return rows.map((row) => row.id);
}

/** The brands `ids` names, by name. */
export async function brandNames(db: Executor, ids: string[]): Promise<{ id: string; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(inArray(brands.id, ids))
    .orderBy(asc(brands.name));
}

const named = alias(brands, "named");

/** The brand `brandId` names as JSON `{ id, name }`, `null` when it names none (decision 006). */
export const brandJsonOf = (brandId: SQLWrapper): JsonText =>
  sql<string>`coalesce((select '{"id":' || ${json.uuid(named.id)} || ',"name":' || ${json.present(named.name)} || '}'
    from ${brands} as ${named} where ${named.id} = ${brandId}), 'null')`;

/** The ids of the brands named `names` (demo data names brands). */
export async function brandIdsByName(db: Executor, names: string[]): Promise<Map<string, string>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .select({ id: brands.id, name: brands.name })
    .from(brands)
    .where(inArray(brands.name, names));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** How many brands are offered (the admin dashboard). */
export async function countActiveBrands(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(brands)
    .where(eq(brands.active, true));
  return row?.count ?? 0;
}
