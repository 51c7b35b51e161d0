// The shop (GET /v1/products and /v1/product/{id}): active products of active stores, filtered, sorted
// and paged by keyset, ranked for the shopper's style profile. Deep pages cost what the first does.
import {
  type ProductCardPage,
  ProductCardSchema,
  ProductDetailsSchema,
  type ShopQuery,
  type ShopReason,
  type ShopSort,
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
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { type Db, type Executor, reusable, sqlQuery, textArray } from "../../platform/db.ts";
import { Kept } from "../../platform/kept.ts";
import {
  decodeCursor,
  type Mark,
  type MarkIn,
  type Rendered,
  renderedKeysetPage,
  tierOf,
} from "../../platform/paging.ts";
import {
  type Card,
  cardObject,
  type JsonText,
  json,
  jsonObject,
  writtenOnce,
} from "../../platform/rendered-json.ts";
import type { Serialized } from "../../platform/serialized.ts";
import { brandJsonOf } from "../brands/index.ts";
import { activeStoreOf, storeCurrency, storeNameMembers, storePolicyMembers } from "../stores/index.ts";
import { favouritesOf, type ShoppingTaste } from "../style/index.ts";
import { bearing, bears, keywordWords, newestBearing } from "./keyword.ts";
import { products, productVariants } from "./tables.ts";

/** How much a favourite brand and a favourite colour lift a product. */
const LIFT = { brand: 0.5, colour: 0.3 } as const;

/**
 * The order a page is read in: by a column, or in the tiers of the shopper's taste (relevance with a
 * style profile).
 */
type Order = Exclude<ShopSort, "relevance"> | "tiered";

/** Products that suit the shopper equally: the tier's number (higher first) and its condition. */
interface Tier {
  tier: number;
  members: SQL;
}

/**
 * The shopper's tiers, best first: a favourite brand lifts a product by 0.5 and a favourite colour by 0.3
 * (LIFT), so with both the tiers are brand and colour, brand, colour, neither. Each tier is read newest
 * first, by the index of the newest products: a page costs what a newest page does however large the
 * shop, where scoring every product and sorting them all cost tens of milliseconds over 100,000.
 */
function tiersOf(taste: ShoppingTaste): Tier[] {
  const lifts = [
    taste.brandIds.length > 0 && {
      lift: LIFT.brand,
      holds: sql`coalesce(${products.brandId} = any(${textArray(taste.brandIds)}::uuid[]), false)`,
    },
    taste.favouriteColours.length > 0 && {
      lift: LIFT.colour,
      holds: sql`(${products.colours} && ${textArray(taste.favouriteColours)})`,
    },
  ].filter((lift) => lift !== false);
  const combinations = lifts.reduce(
    (tiers, { lift, holds }) =>
      tiers.flatMap((tier) => [
        { lift: tier.lift + lift, conditions: [...tier.conditions, holds] },
        { lift: tier.lift, conditions: [...tier.conditions, sql`not ${holds}`] },
      ]),
    [{ lift: 0, conditions: [] as SQL[] }],
  );
  return combinations
    .sort((one, other) => other.lift - one.lift)
    .map(({ conditions }, index, all) => ({
      tier: all.length - 1 - index,
      members: (and(...conditions) ?? sql`true`).inlineParams(),
    }));
}

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

/** The products shoppers see: written as a literal, as the partial indexes of the shop's orders have it. */
const shown = sql`${products.status} = 'active'`;

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

/** A shopper's favourite brands and colours, as SQL arrays. */
interface Favourites {
  brandIds: SQL;
  colours: SQL;
}

const favouritesIn = (taste: ShoppingTaste): Favourites => ({
  brandIds: sql`${textArray(taste.brandIds)}::uuid[]`,
  colours: textArray(taste.favouriteColours),
});

const reason = (name: ShopReason) => json.literal(name);

/** Why the product suits the shopper (`reasons`), as a JSON array. */
const reasonsJson = (favourites: Favourites | undefined): JsonText =>
  favourites
    ? sql<string>`('[' || concat_ws(',',
        case when ${products.brandId} = any(${favourites.brandIds}) then ${reason("favourite-brand")} end,
        case when ${products.colours} && ${favourites.colours} then ${reason("favourite-colour")} end) || ']')`
    : sql<string>`'[]'`;

/** The fields of a product's card the database keeps on its row (`product_card`, sql/cards.sql). */
const productCard = {
  schema: ProductCardSchema,
  column: products.card,
  fields: ["id", "title", "category", "image", "priceMinor", "compareAtMinor", "colours", "soldOut"],
} as const satisfies Card<typeof ProductCardSchema, keyof typeof ProductCardSchema.shape>;

/** What a card and a product page add to the product's own fields: its store's name, brand, currency, reasons. */
const addedMembers = (favourites: Favourites | undefined) => ({
  store: jsonObject(ProductCardSchema.shape.store, storeNameMembers),
  brand: brandJsonOf(products.brandId),
  currency: storeCurrency,
  reasons: reasonsJson(favourites),
});

/** A product as the shop's card, JSON text over `products` and its active store (decision 006). */
const cardJson = (favourites: Favourites | undefined) => cardObject(productCard, addedMembers(favourites));

/** The card of a shopper without a style profile, the same in every statement. */
const plainCardJson = writtenOnce(cardJson(undefined));

const variant = ProductDetailsSchema.shape.variants.element;

/** A product as its page shows it, JSON text over `products` and its active store. */
const detailsJson = (favourites: Favourites) => {
  const { store: _name, ...added } = addedMembers(favourites);
  return jsonObject(ProductDetailsSchema, {
    ...added,
    id: json.uuid(products.id),
    title: json.present(products.title),
    category: json.present(products.category),
    priceMinor: json.scalar(products.priceMinor),
    compareAtMinor: json.value(products.compareAtMinor),
    colours: json.present(products.colours),
    soldOut: json.scalar(sql`(${products.totalStock} = 0)`),
    store: jsonObject(ProductDetailsSchema.shape.store, { ...storeNameMembers, ...storePolicyMembers }),
    description: json.value(products.description),
    subcategory: json.present(products.subcategory),
    tags: json.present(products.tags),
    images: json.present(products.images),
    variants: sql<string>`(select coalesce('[' || string_agg(${jsonObject(variant, {
      id: json.uuid(productVariants.id),
      size: json.present(productVariants.size),
      colour: json.present(productVariants.colour),
      available: json.scalar(sql`(${productVariants.stock} > 0)`),
    })}, ',' order by ${productVariants.position}) || ']', '[]')
      from ${productVariants} where ${productVariants.productId} = ${products.id})`,
  });
};

/** A page's statement in a column's order: its filters, the keyword's words and the cursor's mark. */
function pageStatement(
  db: Executor,
  page: {
    order: Exclude<Order, "tiered">;
    filters?: SQL;
    words: (string | SQLWrapper)[];
    after?: MarkIn;
  },
  limit: number,
) {
  const { order, filters, after } = page;
  const { by, key, past } = orderOf(order, after);
  const { first, others } = bearing(page.words);
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

/**
 * A page in the tiers of the shopper's taste (tiersOf): each tier from the cursor's on, newest first, a
 * page's worth of each at most, then the best. The cursor's mark is the tier and the time.
 */
async function tieredPage(
  db: Executor,
  page: { taste: ShoppingTaste; filters?: SQL; words: string[]; after?: Mark },
  limit: number,
): Promise<Rendered[]> {
  const { taste, filters, after } = page;
  const mark = after && tierOf(after);
  const { first, others } = bearing(page.words);
  const found = first && and(bears(first), others);
  const json = cardJson(favouritesIn(taste));
  const branches = tiersOf(taste)
    .filter(({ tier }) => !mark || tier <= mark.tier)
    .map(({ tier, members }) => {
      const past =
        mark?.tier === tier
          ? sql`(${products.createdAt}, ${products.id}) < (${mark.time}::timestamptz, ${after?.id}::uuid)`.inlineParams()
          : undefined;
      return db
        .select({
          id: products.id,
          key: sql<string>`${sql.raw(`'${tier}|'`)} || ${products.createdAt}::text`.as("key"),
          json: sql<string>`${json}`.as("json"),
          tier: sql<number>`${sql.raw(String(tier))}`.as("tier"),
          createdAt: products.createdAt,
        })
        .from(products)
        .innerJoin(...activeStoreOf(products.storeId))
        .where(and(filters, found, members, past))
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(limit + 1);
    });
  const [best, ...more] = branches;
  if (!best) return [];
  const [firstMore, ...rest] = more;
  if (!firstMore) return best;
  return unionAll(best, firstMore, ...rest)
    .orderBy(sql`tier desc`, sql`created_at desc`, sql`id desc`)
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
      words: Array.from({ length: page.words }, (_, index) => sql`${sql.placeholder(`word${index}`)}::text`),
      after: page.paged ? { key: sql.placeholder("key"), id: sql.placeholder("id") } : undefined,
    },
    limit,
  ).prepare(name);

/**
 * A page in a column's order for a shopper without a profile, by a statement built once for its shape:
 * its order, filters and page length written in (the plan fits their values, filtersOf), the keyword's
 * words and the cursor's mark as parameters. Building it cost a tenth of the server's time for a page.
 * Without filters (the search bar's keyword, the plain shop) its plan is the walk of an index whatever
 * the words or the mark, so PostgreSQL keeps it, prepared by name once per connection; with filters it
 * is planned at each run for their values.
 */
function columnPage(
  db: Executor,
  page: { order: Exclude<Order, "tiered">; conditions: SQL[]; words: string[]; after?: Mark },
  limit: number,
) {
  const filters = (and(...page.conditions) as SQL).inlineParams();
  const shape = { order: page.order, words: page.words.length, paged: page.after !== undefined };
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
    ...Object.fromEntries(page.words.map((word, index) => [`word${index}`, word])),
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
  if (query.sort === "relevance" && taste) {
    const after = decodeCursor(query.cursor, "tiered");
    const filters = and(...conditions)?.inlineParams();
    return renderedKeysetPage(
      await tieredPage(db, { taste, filters, words, after }, query.limit),
      query.limit,
    );
  }
  const order = query.sort === "relevance" ? "newest" : query.sort;
  const after = decodeCursor(query.cursor, order === "newest" ? "time" : "rank");
  const rows = taste
    ? // A taste's avoided colours and sizes are among the filters: a statement of this shopper's own.
      await pageStatement(
        db,
        { order, filters: and(...conditions)?.inlineParams(), words, after },
        query.limit,
      )
    : await columnPage(db, { order, conditions, words, after }, query.limit);
  return renderedKeysetPage(rows, query.limit);
}

const p = { id: sql`${sql.placeholder("id")}::uuid`, viewer: sql`${sql.placeholder("viewer")}::uuid` };

const productQuery = reusable((db) =>
  db
    .select({ json: detailsJson(favouritesOf(p.viewer)) })
    .from(products)
    .innerJoin(...activeStoreOf(products.storeId))
    .where(and(eq(products.id, p.id), shown))
    .prepare("shop_product"),
);

/**
 * An active product of an active store as its page shows it to the viewer (the contract's JSON text, one
 * statement); undefined when shoppers cannot see it.
 */
export async function productDetails(
  db: Executor,
  viewerId: string,
  id: string,
): Promise<string | undefined> {
  const [row] = await productQuery(db).execute({ id, viewer: viewerId });
  return row?.json;
}
