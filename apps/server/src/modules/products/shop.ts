// The shop (GET /v1/products and /v1/product/{id}): active products of active stores, filtered, sorted
// and paged by keyset, ranked for the shopper's style profile. Deep pages cost what the first does.
import type {
  ProductCard,
  ProductCardPage,
  ProductDetails,
  ShopQuery,
  ShopReason,
  ShopSort,
} from "@cbm/contracts";
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
  sql,
} from "drizzle-orm";
import { type Db, type Executor, inTransaction, textArray } from "../../platform/db.ts";
import { folded, nameSearch } from "../../platform/name-search.ts";
import { decodeCursor, keysetPage, type Mark } from "../../platform/paging.ts";
import { brandNames } from "../brands/index.ts";
import { activeStoreOf, shownStore, storeMembers } from "../stores/index.ts";
import type { ShoppingTaste } from "../style/index.ts";
import * as repo from "./repo.ts";
import { products } from "./tables.ts";

/** How much a favourite brand and a favourite colour lift a product, next to a keyword's match (0-1). */
const LIFT = { brand: 0.5, colour: 0.3 } as const;

/** The order a page is read in, and the key its cursor carries. */
type Order = Exclude<ShopSort, "relevance"> | "score";

/** The relevance of a product: the keyword's match, lifted by the shopper's favourite brands and colours. */
function scoreOf(keyword: string | undefined, taste: ShoppingTaste | undefined): SQL {
  const parts: SQL[] = [keyword ? sql`word_similarity(${folded(keyword)}, ${products.searchText})` : sql`0`];
  if (taste?.brandIds.length)
    parts.push(
      sql`case when ${products.brandId} = any(${textArray(taste.brandIds)}::uuid[]) then ${sql.raw(String(LIFT.brand))} else 0 end`,
    );
  if (taste?.favouriteColours.length)
    parts.push(
      sql`case when ${products.colours} && ${textArray(taste.favouriteColours)} then ${sql.raw(String(LIFT.colour))} else 0 end`,
    );
  // Rounded, so the cursor's number compares equal to the one the next page computes.
  return sql`round((${sql.join(parts, sql` + `)})::numeric, 6)::float8`;
}

/** The columns an order sorts by, and the condition of the rows after a cursor's mark. */
function orderOf(order: Order, score: SQL, after: Mark | undefined): { by: SQL[]; key: SQL; past?: SQL } {
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
    case "score":
      return {
        by: [sql`${score} desc`, desc(products.id)],
        key: score,
        past: after && sql`(${score}, ${products.id}) < (${after.key}::float8, ${after.id}::uuid)`,
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
  const avoided = !query.showAvoided && taste?.avoidedColours.length ? taste.avoidedColours : undefined;
  const mySizes = query.mySizes && taste?.sizes.length ? taste.sizes : undefined;
  return [
    // A literal, as the partial indexes of the shop's orders have it (tables.ts).
    sql`${products.status} = 'active'`,
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

function reasonsOf(
  row: { brandId: string | null; colours: string[] },
  taste: ShoppingTaste | undefined,
): ShopReason[] {
  if (!taste) return [];
  const reasons: ShopReason[] = [];
  if (row.brandId && taste.brandIds.includes(row.brandId)) reasons.push("favourite-brand");
  if (row.colours.some((colour) => (taste.favouriteColours as string[]).includes(colour)))
    reasons.push("favourite-colour");
  return reasons;
}

/** One page of the shop for a shopper of this taste. */
export async function shopPage(
  db: Db,
  query: ShopQuery,
  taste: ShoppingTaste | undefined,
): Promise<ProductCardPage> {
  // Relevance without a keyword or a taste to rank by is the newest first.
  const ranked = query.sort === "relevance" && (query.keyword !== undefined || taste !== undefined);
  const order: Order = query.sort === "relevance" ? (ranked ? "score" : "newest") : query.sort;
  const after = decodeCursor(query.cursor, order === "newest" ? "time" : "rank");
  const score = scoreOf(query.keyword, taste);
  const { by, key, past } = orderOf(order, score, after);
  // The filters, and the cursor's mark of an order by a column, as literals (filtersOf); the keyword and
  // a relevance's mark stay parameters (the matches are ranked and sorted whatever the plan).
  const ranks = order === "score";
  const known = and(...filtersOf(query, taste), ranks ? undefined : past)?.inlineParams();
  const read = (tx: Executor, matches?: SQL) =>
    tx
      .select({
        id: products.id,
        key: sql<string | number>`${key}`,
        title: products.title,
        brandId: products.brandId,
        category: products.category,
        images: products.images,
        priceMinor: products.priceMinor,
        compareAtMinor: products.compareAtMinor,
        colours: products.colours,
        totalStock: products.totalStock,
        store: storeMembers,
      })
      .from(products)
      .innerJoin(...activeStoreOf(products.storeId))
      .where(and(known, matches, ranks ? past : undefined))
      .orderBy(...by)
      .limit(query.limit + 1);
  // A keyword's word-match threshold holds for a transaction (nameSearch); without one, the page is one
  // statement, without the round trips of a transaction.
  const { keyword } = query;
  const rows = keyword
    ? await inTransaction(db, async (tx) =>
        read(tx, (await nameSearch(tx, products.searchText, folded(keyword))).matches),
      )
    : await read(db);
  const brands = new Map(
    (await brandNames(db, [...new Set(rows.flatMap((row) => (row.brandId ? [row.brandId] : [])))])).map(
      (brand) => [brand.id, brand.name],
    ),
  );
  return keysetPage(rows, query.limit, (row): ProductCard => {
    const brandName = row.brandId ? brands.get(row.brandId) : undefined;
    const [image] = row.images;
    if (!image) throw new Error(`product ${row.id} has no image`);
    return {
      id: row.id,
      title: row.title,
      store: { id: row.store.id, slug: row.store.slug, name: row.store.name },
      brand: row.brandId && brandName ? { id: row.brandId, name: brandName } : null,
      category: row.category,
      image,
      priceMinor: row.priceMinor,
      compareAtMinor: row.compareAtMinor,
      currency: row.store.currency,
      colours: row.colours,
      soldOut: row.totalStock === 0,
      reasons: reasonsOf(row, taste),
    };
  });
}

/** An active product of an active store, as its page shows it; undefined when shoppers cannot see it. */
export async function productDetails(
  db: Executor,
  id: string,
  taste: ShoppingTaste | undefined,
): Promise<ProductDetails | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, "active")))
    .limit(1);
  if (!row) return undefined;
  // The store, the variants and the brand at once: each needs only the product.
  const [store, variants, [brand]] = await Promise.all([
    shownStore(db, row.storeId),
    repo.variantsOf(db, [row.id]),
    brandNames(db, row.brandId ? [row.brandId] : []),
  ]);
  if (!store) return undefined;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    brand: brand ?? null,
    category: row.category,
    subcategory: row.subcategory,
    tags: row.tags,
    images: row.images,
    priceMinor: row.priceMinor,
    compareAtMinor: row.compareAtMinor,
    currency: store.currency,
    colours: row.colours,
    soldOut: row.totalStock === 0,
    reasons: reasonsOf(row, taste),
    variants: variants.map((variant) => ({
      id: variant.id,
      size: variant.size,
      colour: variant.colour,
      available: variant.stock > 0,
    })),
    store: {
      id: store.id,
      slug: store.slug,
      name: store.name,
      logo: store.logo,
      handlingDays: store.handlingDays,
      returnWindowDays: store.returnWindowDays,
      returnPolicy: store.returnPolicy,
      vacation: store.vacation,
      shippingMethods: store.shippingMethods.map(({ name, priceMinor, freeOverMinor, minDays, maxDays }) => ({
        name,
        priceMinor,
        freeOverMinor,
        minDays,
        maxDays,
      })),
    },
  };
}
