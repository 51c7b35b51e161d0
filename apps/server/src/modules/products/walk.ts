// The shop's newest products without a keyword or a store, by one plan for any values of the filters
// (decision 028): a walk down the newest-first index of the shop (or of a category) that reads at most
// WALK_ROWS products, each kept or passed over by the filters, until a page's worth is kept.
import type { ShopQuery } from "@cbm/contracts";
import { and, desc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import type { Mark, Rendered } from "../../platform/paging.ts";
import { activeStoreOf } from "../stores/index.ts";
import { plainCardJson, shown } from "./cards.ts";
import { products } from "./tables.ts";

/** The most products a walk reads: a page the filters keep rarer than about 1 in 25 is not worth walking to. */
export const WALK_ROWS = 500;

/** The filters a walk passes products over by, each with its value as a parameter. */
const passedOver = {
  brandId: eq(products.brandId, sql.placeholder("brandId")),
  size: sql`${products.sizes} @> array[${sql.placeholder("size")}::text]`,
  colour: sql`${products.colours} @> array[${sql.placeholder("colour")}::text]`,
  minPrice: sql`${products.priceMinor} >= ${sql.placeholder("minPrice")}::int`,
  maxPrice: sql`${products.priceMinor} <= ${sql.placeholder("maxPrice")}::int`,
  onSale: isNotNull(products.compareAtMinor),
} satisfies Partial<Record<keyof ShopQuery, SQL>>;
type Filter = keyof typeof passedOver;

/**
 * The filters' values a walk's statement takes. PostgreSQL plans the statement once for any values, and
 * the index it walks gives the order whatever they are.
 */
function valuesOf(query: ShopQuery): Partial<Record<Filter, string | number | boolean>> {
  const { brandId, size, colour, minPrice, maxPrice, onSale } = query;
  const values = {
    brandId,
    size: size?.toLowerCase(),
    colour,
    minPrice,
    maxPrice,
    onSale: onSale || undefined,
  };
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/**
 * The filters wrapped so that PostgreSQL guesses they keep half the products: it guesses a parameter's
 * comparison keeps one in two hundred, and for so few it would scan every store once per product kept
 * rather than look its store up by key.
 */
const unguessed = (conditions: SQL[]) =>
  conditions.length === 0 ? undefined : sql`(case when ${and(...conditions)} then true end)`;

function walkStatement(db: Executor, shape: { filters: Filter[]; category: boolean; paged: boolean }) {
  const past = sql`(${products.createdAt}, ${products.id}) < (${sql.placeholder("key")}::timestamptz, ${sql.placeholder("id")}::uuid)`;
  const newest = [desc(products.createdAt), desc(products.id)];
  const walked = db
    .select()
    .from(products)
    .where(
      and(
        shown,
        shape.category ? eq(products.category, sql.placeholder("category")) : undefined,
        shape.paged ? past : undefined,
      ),
    )
    .orderBy(...newest)
    .limit(WALK_ROWS)
    // Named as the table, so that the card's columns name the walked rows.
    .as("products");
  return db
    .select({ id: products.id, key: sql<string>`${products.createdAt}::text`, json: plainCardJson })
    .from(walked)
    .innerJoin(...activeStoreOf(products.storeId))
    .where(unguessed(shape.filters.map((filter) => passedOver[filter])))
    .orderBy(...newest)
    .limit(sql.placeholder("limit"))
    .prepare(
      `shop_walk_${shape.category ? "category_" : ""}${shape.filters.join("_")}_${shape.paged ? "after" : "first"}`,
    );
}

const statements = new WeakMap<Executor, Map<string, ReturnType<typeof walkStatement>>>();

/** Whether a page for a shopper without a taste can be walked to: newest first, without a keyword or a store. */
export const walkable = (query: ShopQuery, words: string[]) =>
  words.length === 0 &&
  query.storeId === undefined &&
  (query.sort === "newest" || query.sort === "relevance");

/**
 * The page's rows with the next one, or undefined when the walk kept fewer than that: the filters keep too
 * few of the newest products, or the shop ends within the walk, and the page is for a statement planned
 * for the filters' values.
 */
export async function walkedPage(
  db: Executor,
  query: ShopQuery,
  after: Mark | undefined,
  limit: number,
): Promise<Rendered[] | undefined> {
  const values = valuesOf(query);
  const shape = {
    filters: (Object.keys(passedOver) as Filter[]).filter((filter) => filter in values),
    category: query.category !== undefined,
    paged: after !== undefined,
  };
  const built = statements.get(db) ?? new Map();
  statements.set(db, built);
  const key = JSON.stringify(shape);
  const statement = built.get(key) ?? walkStatement(db, shape);
  built.set(key, statement);
  const rows = (await statement.execute({
    ...values,
    category: query.category,
    ...after,
    limit: limit + 1,
  })) as Rendered[];
  return rows.length > limit ? rows : undefined;
}
