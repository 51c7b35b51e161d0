// The shop's newest products without a keyword, by one plan for any values of the filters (decision 028):
// a walk down the newest-first index of the shop (or of a store, or of a category) that reads at most
// WALK_ROWS products, each kept or passed over by the filters, until a page's worth is kept.
import type { ShopQuery } from "@cbm/contracts";
import { and, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import type { Mark, Rendered } from "../../platform/paging.ts";
import { activeStoreOf } from "../stores/index.ts";
import type { ShoppingTaste } from "../style/index.ts";
import { plainCardJson, shown } from "./cards.ts";
import { products } from "./tables.ts";

/** The most products a walk reads: a page the filters keep rarer than about 1 in 25 is not worth walking to. */
export const WALK_ROWS = 500;

/**
 * The conditions of a walk, each with its value as a parameter: a store's or a category's the index it
 * walks, the others filters the walked products pass or not.
 */
const conditions = {
  storeId: eq(products.storeId, sql.placeholder("storeId")),
  category: eq(products.category, sql.placeholder("category")),
  brandId: eq(products.brandId, sql.placeholder("brandId")),
  size: sql`${products.sizes} @> array[${sql.placeholder("size")}::text]`,
  colour: sql`${products.colours} @> array[${sql.placeholder("colour")}::text]`,
  minPrice: sql`${products.priceMinor} >= ${sql.placeholder("minPrice")}::int`,
  maxPrice: sql`${products.priceMinor} <= ${sql.placeholder("maxPrice")}::int`,
  onSale: isNotNull(products.compareAtMinor),
  avoided: sql`not (${products.colours} && ${sql.placeholder("avoided")}::text[])`,
  mySizes: sql`${products.sizes} && ${sql.placeholder("mySizes")}::text[]`,
} satisfies Record<string, SQL>;
type Condition = keyof typeof conditions;

/** What a shopper's taste leaves out: the colours they avoid (unless shown), the sizes not theirs (if asked). */
export const tasteFilters = (query: ShopQuery, taste: ShoppingTaste | undefined) => ({
  avoided: !query.showAvoided && taste?.avoidedColours.length ? taste.avoidedColours : undefined,
  mySizes: query.mySizes && taste?.sizes.length ? taste.sizes : undefined,
});

/** The conditions' values a walk's statement takes (PostgreSQL plans it once for any). */
function valuesOf(
  query: ShopQuery,
  taste: ShoppingTaste | undefined,
): Partial<Record<Condition, string | number | boolean | string[]>> {
  const { storeId, category, brandId, size, colour, minPrice, maxPrice, onSale } = query;
  const values = {
    storeId,
    category,
    brandId,
    size: size?.toLowerCase(),
    colour,
    minPrice,
    maxPrice,
    onSale: onSale || undefined,
    ...tasteFilters(query, taste),
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/**
 * The filters wrapped so that PostgreSQL guesses they keep half the products: it guesses a parameter's
 * comparison keeps one in two hundred, and for so few it would scan every store once per product kept
 * rather than look its store up by key.
 */
const unguessed = (filters: SQL[]) =>
  filters.length === 0 ? undefined : sql`(case when ${and(...filters)} then true end)`;

/**
 * A walk down the newest products (of the store, or else of the category, `index`), at most WALK_ROWS of
 * them, keeping those the filters pass: the walk's length is bounded whatever the filters keep.
 */
function walkStatement(
  db: Executor,
  shape: { index?: "storeId" | "category"; filters: Condition[]; paged: boolean },
) {
  const past = sql`(${products.createdAt}, ${products.id}) < (${sql.placeholder("key")}::timestamptz, ${sql.placeholder("id")}::uuid)`;
  const newest = [desc(products.createdAt), desc(products.id)];
  const walked = db
    .select()
    .from(products)
    .where(and(shown, shape.index && conditions[shape.index], shape.paged ? past : undefined))
    .orderBy(...newest)
    .limit(WALK_ROWS)
    // Named as the table, so that the card's columns name the walked rows.
    .as("products");
  return db
    .select({ id: products.id, key: sql<string>`${products.createdAt}::text`, json: plainCardJson })
    .from(walked)
    .innerJoin(...activeStoreOf(products.storeId))
    .where(unguessed(shape.filters.map((filter) => conditions[filter])))
    .orderBy(...newest)
    .limit(sql.placeholder("limit"))
    .prepare(
      `shop_walk_${shape.index ?? "shop"}_${bitsOf(shape.filters)}_${shape.paged ? "after" : "first"}`,
    );
}

/**
 * The filters as one number, a bit each, for the statement's name: PostgreSQL reads only a name's first
 * 63 bytes, and names that differ after them clash.
 */
const bitsOf = (filters: Condition[]) =>
  filters.reduce((bits, filter) => bits | (1 << Object.keys(conditions).indexOf(filter)), 0);

const statements = new WeakMap<Executor, Map<string, ReturnType<typeof walkStatement>>>();

/** Whether a page can be walked to: newest first, without a keyword (relevance is newest first without a taste). */
export const walkable = (query: ShopQuery, words: string[], taste: ShoppingTaste | undefined) =>
  words.length === 0 && (query.sort === "newest" || (query.sort === "relevance" && !taste));

/**
 * The page's rows with the next one, or undefined when the walk kept fewer than that: the filters keep too
 * few of the newest products, or the shop ends within the walk, and the page is for a statement planned
 * for the filters' values.
 */
export async function walkedPage(
  db: Executor,
  page: { query: ShopQuery; taste: ShoppingTaste | undefined; after: Mark | undefined },
  limit: number,
): Promise<Rendered[] | undefined> {
  const { query, taste, after } = page;
  const values = valuesOf(query, taste);
  const index = (["storeId", "category"] as const).find((name) => name in values);
  const shape = {
    index,
    filters: (Object.keys(conditions) as Condition[]).filter((name) => name in values && name !== index),
    paged: after !== undefined,
  };
  const built = statements.get(db) ?? new Map();
  statements.set(db, built);
  const key = JSON.stringify(shape);
  const statement = built.get(key) ?? walkStatement(db, shape);
  built.set(key, statement);
  const rows = (await statement.execute({
    ...values,
    ...after,
    limit: limit + 1,
  })) as Rendered[];
  return rows.length > limit ? rows : undefined;
}
