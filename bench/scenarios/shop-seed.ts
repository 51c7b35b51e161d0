// The catalogue the shop scenarios load: brands, 200 retailers' stores with shipping methods, and
// 100,000 products with 2 to 6 variants each, every table filled by set-based statements
// (generate_series), the same on every run (setseed).
import { COLOURS } from "@cbm/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { folded } from "../../apps/server/src/platform/name-search.ts";
import { log } from "../config.ts";
import { bulkLoad, type Step } from "./feeds-seed.ts";
import { seededId, seedSession } from "./people.ts";
import {
  ADJECTIVES,
  BRANDS,
  CATEGORIES,
  DESCRIPTIONS,
  KINDS,
  SHIPPING,
  SIZE_CHARTS,
  SIZES,
  TAGS,
} from "./shop-seed-data.ts";

export interface CatalogueSize {
  stores: number;
  products: number;
}

/** An array parameter, in parentheses so that it can be subscripted. */
const list = (values: readonly (string | number)[], type = "text") =>
  sql`(${sql.param([...values])}::${sql.raw(type)}[])`;
const oneOf = (values: readonly string[], r: SQL) =>
  sql`${list(values)}[1 + floor(${r} * ${values.length}::int)::int]`;
const int = (value: number) => sql.raw(String(value));

/** An image as the uploads store it: the largest of its three WebP variants, with the variants. */
const image = (key: SQL) => {
  const url = (width: number) => sql`'/media/' || ${key} || ${`-${width}.webp`}::text`;
  return sql`jsonb_build_object('url', ${url(1080)}, 'width', 1080, 'height', 1440,
    'variants', jsonb_build_array(
      jsonb_build_object('url', ${url(320)}, 'width', 320),
      jsonb_build_object('url', ${url(640)}, 'width', 640),
      jsonb_build_object('url', ${url(1080)}, 'width', 1080)))`;
};

/** The retailers who own the stores, the stores (a few suspended), their shipping methods, the brands. */
async function insertStores(db: NodePgDatabase, stores: number): Promise<void> {
  const owner = seededId("retailer", sql`n`);
  await db.execute(sql`
    insert into users (id, email, password_hash, first_name, last_name, roles, created_at)
    select ${owner}, 'retailer' || n || '@seed.example', 'not-a-hash: these users never sign in',
      'Retailer', 'Number ' || n, '{retailer}', now() - random() * interval '730 days'
    from generate_series(1, ${stores}::int) as n`);
  await db.execute(sql`
    insert into stores (id, owner_id, slug, name, currency, handling_days, return_window_days, return_policy,
      status, created_at)
    select ${seededId("store", sql`n`)}, ${owner}, 'seeded-store-' || n, 'Seeded Store ' || n,
      case when random() < 0.7 then 'USD' when random() < 0.6 then 'EUR' else 'GBP' end,
      1 + floor(random() * 4)::int, (array[14, 30, 30, 60])[1 + floor(random() * 4)::int],
      case when random() < 0.5 then 'Free returns within the window, unworn and with tags.' end,
      case when n % 50 = 0 then 'suspended' else 'active' end, now() - random() * interval '730 days'
    from generate_series(1, ${stores}::int) as n`);
  await db.execute(sql`
    insert into shipping_methods (store_id, name, price_minor, free_over_minor, min_days, max_days)
    select ${seededId("store", sql`n`)}, method.name, method.price, free.free_over, method.min_days, method.max_days
    from generate_series(1, ${stores}::int) as n
    cross join unnest(${list(SHIPPING.map((m) => m.name))}, ${list(
      SHIPPING.map((m) => m.priceMinor),
      "int",
    )},
      ${list(
        SHIPPING.map((m) => m.freeOverMinor ?? 0),
        "int",
      )}, ${list(
        SHIPPING.map((m) => m.minDays),
        "int",
      )}, ${list(
        SHIPPING.map((m) => m.maxDays),
        "int",
      )}) with ordinality as method(name, price, free_over_raw, min_days, max_days, k)
    cross join lateral (select nullif(method.free_over_raw, 0) as free_over) as free
    where method.k = 1 or random() < 0.5`);
  await db.execute(sql`
    insert into brands (id, name, slug)
    select ${seededId("brand", sql`k`)}, name, 'seeded-' || k
    from unnest(${list(BRANDS)}) with ordinality as brand(name, k)`);
}

/**
 * The products, drawn once into a temporary table with their variants' parameters, so that each product
 * row is written once with its variants' summary (total stock, sizes, colours) as the catalogue keeps it.
 * Stores are drawn as floor(n * random()^2) (the largest store has some 7% of the catalogue, most a few
 * hundred products); categories by their shares; created over two years, more of them lately; 90%
 * active, 6% drafts, 4% archived; prices log-uniform from 8 to 400 (most end in .99), a fifth on sale;
 * search text as the catalogue writes it (`fieldsOf` of the products service: title, brand, tags, folded).
 */
async function insertProducts(db: NodePgDatabase, { stores, products }: CatalogueSize): Promise<void> {
  const category = sql`case ${sql.join(
    CATEGORIES.map((entry, index) =>
      index === CATEGORIES.length - 1
        ? sql`else ${int(index + 1)}`
        : sql`when r_category < ${sql.raw(String(entry.upTo))} then ${int(index + 1)}`,
    ),
    sql` `,
  )} end`;
  await db.execute(sql`
    create temporary table seed_products on commit preserve rows as
    select n, kind, brand, variant_count, colour_count, colour, size_start, tag, tag_count, image_count,
      price, case when r_sale < 0.2 then (ceil(price * (1.25 + random() * 0.75) / 100) * 100)::int end as compare_at,
      case when r_status < 0.9 then 'active' when r_status < 0.96 then 'draft' else 'archived' end as status,
      created_at
    from (
      select n, category,
        (${list(
          CATEGORIES.map((entry) => entry.first),
          "int",
        )})[category]
          + floor(random() * (${list(
            CATEGORIES.map((entry) => entry.count),
            "int",
          )})[category])::int as kind,
        case when random() < 0.75 then 1 + floor(random() * ${BRANDS.length}::int)::int end as brand,
        2 + floor(random() * 5)::int as variant_count, case when random() < 0.3 then 2 else 1 end as colour_count,
        1 + floor(random() * ${COLOURS.length}::int)::int as colour, floor(random() * 4)::int as size_start,
        1 + floor(random() * ${TAGS.length}::int)::int as tag, floor(random() * 4)::int as tag_count,
        1 + floor(random() * 4)::int as image_count,
        (floor(exp(random() * ln(50)) * 8)::int * 100 + case when random() < 0.6 then 99 else 0 end) as price,
        random() as r_sale, random() as r_status,
        now() - power(random(), 1.3) * interval '730 days' as created_at
      from (select n, ${category} as category from (
        select n, random() as r_category from generate_series(1, ${products}::int) as n) as drawn) as chosen
    ) as product`);
  await db.execute(sql`
    create temporary table seed_variants on commit preserve rows as
    select p.n, k, (${list(
      KINDS.map((kind) => SIZE_CHARTS.indexOf(kind.sizes) + 1),
      "int",
    )})[p.kind] as chart,
      ${list(COLOURS)}[1 + (p.colour - 1 + (k - 1) % p.colour_count) % ${COLOURS.length}::int] as colour,
      p.size_start + (k - 1) / p.colour_count as size_at,
      case when random() < 0.15 then 0 else 1 + floor(random() * 40)::int end as stock
    from seed_products as p cross join lateral generate_series(1, p.variant_count) as k`);
  // The size of each variant in its chart, the last one of the chart for positions past it.
  const sizeOf = sql`case chart ${sql.join(
    SIZE_CHARTS.map(
      (chart, index) =>
        sql`when ${int(index + 1)} then ${list(SIZES[chart])}[least(1 + size_at, ${SIZES[chart].length}::int)]`,
    ),
    sql` `,
  )} end`;
  await db.execute(sql`alter table seed_variants add column size text`);
  await db.execute(sql`update seed_variants set size = ${sizeOf}`);
  const title = sql`${list(ADJECTIVES)}[1 + (p.n * 7 + p.kind) % ${ADJECTIVES.length}::int] || ' ' || ${list(
    KINDS.map((kind) => kind.phrase),
  )}[p.kind]`;
  const tags = sql`${list(TAGS)}[p.tag : p.tag + p.tag_count - 1]`;
  // fieldsOf: folded([title, brandName ?? "", ...tags].join(" ")); the titles and tags have no accents.
  const searchText = sql`lower(${title}) || ' ' || coalesce(${list(BRANDS.map(folded))}[p.brand], '')
    || coalesce((select string_agg(' ' || tag, '') from unnest(${tags}) as tag), '')`;
  const images = sql`(select jsonb_agg(${image(sql`md5('product' || p.n || '-' || i)`)} order by i)
    from generate_series(1, p.image_count) as i)`;
  await db.execute(sql`
    insert into products (id, store_id, title, description, brand_id, category, subcategory, tags, images,
      price_minor, compare_at_minor, status, total_stock, sizes, colours, search_text, created_at, updated_at)
    select ${seededId("product", sql`p.n`)}, ${seededId("store", sql`1 + floor(${stores}::int * power(random(), 2))::int`)},
      ${title}, case when random() < 0.6 then ${oneOf(DESCRIPTIONS, sql`random()`)} end,
      case when p.brand is not null then ${seededId("brand", sql`p.brand`)} end,
      ${list(KINDS.map((kind) => kind.category))}[p.kind], ${list(KINDS.map((kind) => kind.subcategory))}[p.kind],
      ${tags}, ${images}, p.price, p.compare_at, p.status, v.total_stock, v.sizes, v.colours, ${searchText},
      p.created_at, p.created_at
    from seed_products as p
    join (
      select n, sum(stock)::int as total_stock, array_agg(distinct lower(size)) as sizes,
        array_agg(distinct colour) as colours
      from seed_variants group by n
    ) as v using (n)
    order by p.n`);
  await db.execute(sql`
    insert into product_variants (id, product_id, store_id, size, colour, sku, stock, position)
    select ${seededId("variant", sql`v.n || '-' || v.k`)}, ${seededId("product", sql`v.n`)}, products.store_id,
      v.size, v.colour, 'SKU-' || v.n || '-' || v.k, v.stock, v.k - 1
    from seed_variants as v join products on products.id = ${seededId("product", sql`v.n`)}
    order by v.n, v.k`);
  await db.execute(sql`drop table seed_products, seed_variants`);
  // What the catalogue keeps with every write (products.counted): each store's active products.
  await db.execute(sql`
    update stores set product_count = counted.active
    from (select store_id, count(*) filter (where status = 'active')::int as active from products group by store_id) as counted
    where stores.id = counted.store_id`);
}

/**
 * Seeds the catalogue on CBM's migrated database, loaded as pg_restore does (products and variants
 * without their secondary indexes and foreign keys, then those made again), then what autovacuum and
 * the checkpointer do soon after: statistics, visibility maps, hint bits, the pages written out.
 */
export async function seedCatalogue(databaseUrl: string, size: CatalogueSize): Promise<void> {
  const { db, end } = await seedSession(databaseUrl);
  const step: Step = async (what, work) => {
    const started = performance.now();
    await work();
    log(`  ${what} in ${((performance.now() - started) / 1000).toFixed(1)}s`);
  };
  try {
    await db.execute(sql`set work_mem = '256MB'`);
    await db.execute(sql`set maintenance_work_mem = '512MB'`);
    await step(`${size.stores} stores, their owners and shipping, ${BRANDS.length} brands`, () =>
      insertStores(db, size.stores),
    );
    await bulkLoad(
      db,
      ["products", "product_variants"],
      () =>
        step(`${size.products.toLocaleString("en")} products and their variants`, () =>
          insertProducts(db, size),
        ),
      step,
    );
    await step("vacuum analyze", () => db.execute(sql`vacuum analyze`));
    await step("checkpoint", () => db.execute(sql`checkpoint`));
  } finally {
    await end();
  }
}
