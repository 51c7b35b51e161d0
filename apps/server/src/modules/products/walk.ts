// The shop's newest products without a keyword, by one plan for any values of the filters (decision 028):
// a walk down the newest-first index of the shop (or of a store, or of a category) that reads at most
// WALK_ROWS products, each kept or passed over by the filters, until a page's worth is kept.
import type { ShopQuery } from "@cbm/contracts";
import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import type { Mark, Rendered } from "../../platform/paging.ts";
import { activeStoreOf } from "../stores/index.ts";
import type { ShoppingTaste } from "../style/index.ts";
import { plainCardJson, shown } from "./cards.ts";
import { products } from "./tables.ts";

/** The most products a walk reads: a page the filters keep rarer than about 1 in 25 is not worth walking to. */
export const WALK_ROWS = 500;

/** A parameter of a walk's statement, as `type`. */
const parameter = (name: string, type: string) => sql`${sql.placeholder(name)}::${sql.raw(type)}`;

/** A filter the walked products pass when its value is null (not asked for), or when they meet it. */
const optional = (name: string, type: string, met: (value: SQL) => SQL) =>
  sql`(${parameter(name, type)} is null or ${met(parameter(name, type))})`;

/**
 * Every filter of the shop, each with its value as a parameter, so that one statement serves them all:
 * a store's and a category's too, which a walk of their own index meets already.
 */
const filters = and(
  optional("storeId", "uuid", (value) => sql`${products.storeId} = ${value}`),
  optional("category", "text", (value) => sql`${products.category} = ${value}`),
  optional("brandId", "uuid", (value) => sql`${products.brandId} = ${value}`),
  optional("size", "text", (value) => sql`${products.sizes} @> array[${value}]`),
  optional("colour", "text", (value) => sql`${products.colours} @> array[${value}]`),
  optional("minPrice", "int", (value) => sql`${products.priceMinor} >= ${value}`),
  optional("maxPrice", "int", (value) => sql`${products.priceMinor} <= ${value}`),
  optional("onSale", "boolean", () => sql`${products.compareAtMinor} is not null`),
  optional("avoided", "text[]", (value) => sql`not (${products.colours} && ${value})`),
  optional("mySizes", "text[]", (value) => sql`${products.sizes} && ${value}`),
) as SQL;

/** What a shopper's taste leaves out: the colours they avoid (unless shown), the sizes not theirs (if asked). */
export const tasteFilters = (query: ShopQuery, taste: ShoppingTaste | undefined) => ({
  avoided: !query.showAvoided && taste?.avoidedColours.length ? taste.avoidedColours : undefined,
  mySizes: query.mySizes && taste?.sizes.length ? taste.sizes : undefined,
});

/** The filters' values a walk's statement takes, null where not asked for. */
function valuesOf(query: ShopQuery, taste: ShoppingTaste | undefined) {
  const { storeId, category, brandId, size, colour, minPrice, maxPrice, onSale } = query;
  const { avoided, mySizes } = tasteFilters(query, taste);
  return {
    storeId: storeId ?? null,
    category: category ?? null,
    brandId: brandId ?? null,
    size: size?.toLowerCase() ?? null,
    colour: colour ?? null,
    minPrice: minPrice ?? null,
    maxPrice: maxPrice ?? null,
    onSale: onSale || null,
    avoided: avoided ?? null,
    mySizes: mySizes ?? null,
  };
}

/**
 * The filters wrapped so that PostgreSQL guesses they keep half the products: it cannot tell what a
 * parameter's comparison keeps, guesses few, and for so few would scan every store once per product kept
 * rather than look its store up by key.
 */
const unguessed = sql`(case when ${filters} then true end)`;

/** The index a walk reads: a store's newest products, else a category's, else the whole shop's. */
type Index = "store" | "category" | "shop";

/**
 * A walk down the newest products of the index, at most WALK_ROWS of them, keeping those the filters pass:
 * the walk's length is bounded whatever the filters keep. Six statements in all, for any filters.
 */
function walkStatement(db: Executor, index: Index, paged: boolean) {
  const past = sql`(${products.createdAt}, ${products.id}) < (${parameter("key", "timestamptz")}, ${parameter("id", "uuid")})`;
  const newest = [desc(products.createdAt), desc(products.id)];
  const walked = db
    .select()
    .from(products)
    .where(
      and(
        shown,
        index === "store" ? eq(products.storeId, parameter("storeId", "uuid")) : undefined,
        index === "category" ? eq(products.category, parameter("category", "text")) : undefined,
        paged ? past : undefined,
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
    .where(unguessed)
    .orderBy(...newest)
    .limit(sql.placeholder("limit"))
    .prepare(`shop_walk_${index}_${paged ? "after" : "first"}`);
}

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
  const index: Index = query.storeId ? "store" : query.category ? "category" : "shop";
  const key = `${index}_${after !== undefined}`;
  const built = statements.get(db) ?? new Map();
  statements.set(db, built);
  const statement = built.get(key) ?? walkStatement(db, index, after !== undefined);
  built.set(key, statement);
  const rows = (await statement.execute({
    ...valuesOf(query, taste),
    ...after,
    limit: limit + 1,
  })) as Rendered[];
  return rows.length > limit ? rows : undefined;
}
