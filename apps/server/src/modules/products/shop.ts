// The shop (GET /v1/products and /v1/product/{id}): active products of active stores, filtered, sorted
// and paged by keyset, ranked for the shopper's style profile. Deep pages cost what the first does.
import type { ProductCardPage, ShopQuery, ShopSort } from "@cbm/contracts";
import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  desc,
  eq,
  gte,
  isNotNull,
  lte,
  not,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { Db, Executor } from "../../platform/db.ts";
import { Kept } from "../../platform/kept.ts";
import { decodeCursor, type Mark, type MarkIn, renderedKeysetPage } from "../../platform/paging.ts";
import { sqlQuery } from "../../platform/raw-sql.ts";
import type { Serialized } from "../../platform/serialized.ts";
import { activeStoreOf } from "../stores/index.ts";
import type { ShoppingTaste } from "../style/index.ts";
import { plainCardJson, shown } from "./cards.ts";
import { bearing, bears, keywordWords, meaningsOf, newestBearing } from "./keyword.ts";
import { products } from "./tables.ts";
import { tieredPage } from "./tiers.ts";
import { tasteFilters, walkable, walkedPage } from "./walk.ts";

/**
 * The order a page is read in: by a column, or in the tiers of the shopper's taste (relevance with a
 * style profile).
 */
type Order = Exclude<ShopSort, "relevance"> | "tiered";

/** The columns an order sorts by, and the condition of the rows after a cursor's mark. */
function orderOf(
  order: Exclude<Order, "tiered">,
  after: MarkIn | undefined,
): { by: SQL[]; key: SQL; past?: SQL } {
  const time = sql`${products.createdAt}`;
  switch (order) {
    case "newest":
      return {
        by: [desc(products.createdAt), desc(products.id)],
        key: sql`${time}::text`,
        past: after && sql`(${time}, ${products.id}) < (${after.key}::timestamptz, ${after.id}::uuid)`,
      };
    case "price_asc":
      return {
        by: [asc(products.priceMinor), asc(products.id)],
        key: sql`${products.priceMinor}::float8`,
        past: after && sql`(${products.priceMinor}, ${products.id}) > (${after.key}::int, ${after.id}::uuid)`,
      };
    case "price_desc":
      return {
        by: [desc(products.priceMinor), desc(products.id)],
        key: sql`${products.priceMinor}::float8`,
        past: after && sql`(${products.priceMinor}, ${products.id}) < (${after.key}::int, ${after.id}::uuid)`,
      };
  }
}

/**
 * The shop's conditions, their values written into the statement: the filters combine freely, and a
 * generic plan (CBM's sessions plan statements once, for any values) cannot tell how many products a
 * category, size or price range keeps; it guesses a handful, sorts them all rather than read the newest
 * first, and reads thousands. With the values the planner sees from the statistics that the page is
 * found in the first few dozen rows of the order's index. Every value has passed the contract (an
 * enum, a number, a UUID, a cursor's checked mark, a size) and is written as Drizzle writes literals
 * (quotes doubled; backslashes are plain characters under standard_conforming_strings, the default).
 */
function filtersOf(query: ShopQuery, taste: ShoppingTaste | undefined): (SQL | undefined)[] {
  const { avoided, mySizes } = tasteFilters(query, taste);
  return [
    shown,
    query.storeId ? eq(products.storeId, query.storeId) : undefined,
    query.category ? eq(products.category, query.category) : undefined,
    query.brandId ? eq(products.brandId, query.brandId) : undefined,
    query.size ? arrayContains(products.sizes, [query.size.toLowerCase()]) : undefined,
    query.colour ? arrayContains(products.colours, [query.colour]) : undefined,
    query.minPrice !== undefined ? gte(products.priceMinor, query.minPrice) : undefined,
    query.maxPrice !== undefined ? lte(products.priceMinor, query.maxPrice) : undefined,
    query.onSale ? isNotNull(products.compareAtMinor) : undefined,
    avoided ? not(arrayOverlaps(products.colours, avoided)) : undefined,
    mySizes ? arrayOverlaps(products.sizes, mySizes) : undefined,
  ];
}

/** A page's statement in a column's order: its filters, the keyword's words and the cursor's mark. */
function pageStatement(
  db: Executor,
  page: {
    order: Exclude<Order, "tiered">;
    filters?: SQL;
    meanings: (string[] | SQLWrapper)[];
    after?: MarkIn;
  },
  limit: number,
) {
  const { order, filters, after } = page;
  const { by, key, past } = orderOf(order, after);
  const { first, others } = bearing(page.meanings);
  const found =
    first === undefined
      ? undefined
      : order === "newest"
        ? newestBearing(first, and(filters, others), after, limit)
        : and(bears(first), others);
  return db
    .select({ id: products.id, key: sql<string | number>`${key}`, json: plainCardJson })
    .from(products)
    .innerJoin(...activeStoreOf(products.storeId))
    .where(and(filters, found, past))
    .orderBy(...by)
    .limit(limit + 1);
}

/** Page statements built, per database handle: at most STATEMENTS_KEPT, the least recently used dropped. */
const STATEMENTS_KEPT = 500;
const builtStatements = new WeakMap<Executor, Kept<string, ReturnType<typeof preparedPage>>>();

const preparedPage = (
  db: Executor,
  page: { order: Exclude<Order, "tiered">; filters: SQL; words: number; paged: boolean },
  limit: number,
  name: string,
) =>
  pageStatement(
    db,
    {
      order: page.order,
      filters: page.filters,
      meanings: Array.from({ length: page.words }, (_, index) => sql.placeholder(`meanings${index}`)),
      after: page.paged ? { key: sql.placeholder("key"), id: sql.placeholder("id") } : undefined,
    },
    limit,
  ).prepare(name);

/**
 * A page in a column's order for a shopper without a profile, by a statement built once for its shape:
 * its order, filters and page length written in (the plan fits their values, filtersOf), the meanings
 * of the keyword's words and the cursor's mark as parameters. Building it cost a tenth of the server's
 * time for a page. Without filters (the search bar's keyword, the plain shop) its plan is the walk of an
 * index whatever the meanings or the mark, so PostgreSQL keeps it, prepared by name once per connection;
 * with filters it is planned at each run for their values (the newest first are walked instead, walk.ts).
 */
function columnPage(
  db: Executor,
  page: { order: Exclude<Order, "tiered">; conditions: SQL[]; meanings: string[][]; after?: Mark },
  limit: number,
) {
  const filters = (and(...page.conditions) as SQL).inlineParams();
  const shape = { order: page.order, words: page.meanings.length, paged: page.after !== undefined };
  const unfiltered = page.conditions.length === 1;
  const key = JSON.stringify([shape, limit, unfiltered ? null : sqlQuery(filters).sql]);
  const statements = builtStatements.get(db) ?? new Kept(STATEMENTS_KEPT);
  builtStatements.set(db, statements);
  let statement = statements.get(key);
  if (!statement) {
    const name = unfiltered
      ? `shop_${shape.order}_${shape.words}_${shape.paged ? "after" : "first"}_${limit}`
      : "";
    statement = preparedPage(db, { ...shape, filters }, limit, name);
    statements.set(key, statement);
  }
  return statement.execute({
    ...Object.fromEntries(page.meanings.map((terms, index) => [`meanings${index}`, terms])),
    ...(page.after ? { key: page.after.key, id: page.after.id } : {}),
  });
}

/**
 * One page of the shop for a shopper of this taste, as the contract's JSON text. A keyword finds the
 * products that bear each of its words (or a word it starts, or its typo); relevance ranks them, like
 * the whole shop, by the shopper's taste, and without one is the newest first.
 */
export async function shopPage(
  db: Db,
  query: ShopQuery,
  taste: ShoppingTaste | undefined,
): Promise<Serialized<ProductCardPage>> {
  const words = query.keyword ? keywordWords(query.keyword) : [];
  const conditions = filtersOf(query, taste).filter((condition) => condition !== undefined);
  const tiered = query.sort === "relevance" && taste !== undefined;
  const order = query.sort === "relevance" ? "newest" : query.sort;
  const after = decodeCursor(query.cursor, tiered ? "tiered" : order === "newest" ? "time" : "rank");
  const meanings = await meaningsOf(db, words);
  // A word that means nothing in the catalogue finds nothing.
  if (meanings.some((terms) => terms.length === 0)) return renderedKeysetPage([], query.limit);
  const filters = and(...conditions)?.inlineParams();
  const walked = walkable(query, words, taste)
    ? await walkedPage(db, { query, taste, after }, query.limit)
    : undefined;
  const rows =
    walked ??
    (!taste
      ? await columnPage(db, { order, conditions, meanings, after }, query.limit)
      : tiered
        ? await tieredPage(db, { taste, filters, meanings, after }, query.limit)
        : // A taste's avoided colours and sizes are among the filters: a statement of this shopper's own.
          await pageStatement(db, { order, filters, meanings, after }, query.limit));
  return renderedKeysetPage(rows, query.limit);
}
