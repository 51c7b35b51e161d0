// The shop (`GET /v1/products` and `GET /v1/product/{id}`) over 100,000 products of 200 stores on
// PostgreSQL: a filtered listing, a keyword search with a typo, the listing 50 pages deep and the product
// page, then EXPLAIN (ANALYZE, BUFFERS) of the statements CBM's products service builds for them, prepared
// with CBM's session settings so that the plans are the generic ones CBM runs.
import { type ProductCardPage, ShopQuerySchema } from "@cbm/contracts";
import type autocannon from "autocannon";
import { sql } from "drizzle-orm";
import type pg from "pg";
import { productsService } from "../../apps/server/src/modules/products/service.ts";
import type { Serialized } from "../../apps/server/src/platform/serialized.ts";
import { register } from "../accounts.ts";
import { log, plan } from "../config.ts";
import { type Measurement, measure, median } from "../load.ts";
import {
  capturingDatabase,
  cbmSession,
  type Explained,
  explainAsCbm,
  indent,
  noBus,
  noStorage,
  ranByCbm,
  type Statement,
  whileWatchingStatements,
} from "../plans.ts";
import { type Cbm, startCbm, stop } from "../processes.ts";
import {
  checkSpread,
  cpuVersus,
  type SpreadCheck,
  spreadLine,
  type Target,
  type TargetCheck,
  verdict,
  verdictLine,
} from "../report.ts";
import { seedSession } from "./people.ts";
import { type CatalogueSize, seedCatalogue } from "./shop-seed.ts";

const CATALOGUE: CatalogueSize = { stores: 200, products: 100_000 };
/** The page's length: the baseline's keyset page has 20 rows. */
const PAGE_SIZE = 20;
/** How many pages the deep listing follows nextCursor through before the page it loads. */
const DEEP = 50;
/** How many products the product page's load goes through. */
const PRODUCT_PAGES = 200;

/** The listing and the search at >= 70% of baseline-keyset's req/s with p99 <= 25 ms. */
export const SHOP_PAGE_TARGET: Target = {
  source: "issue 13 §7",
  route: "GET /v1/products over 100,000 products",
  shareOfBaseline: 0.7,
  p99Ms: 25,
  p99AtMost: true,
};
/** The product page at >= 60% of baseline-pk's req/s (the issue sets no latency bound). */
export const PRODUCT_PAGE_TARGET: Target = {
  source: "issue 13 §7",
  route: "GET /v1/product/{id} over 100,000 products",
  shareOfBaseline: 0.6,
};
/** The deep listing's p99 within this factor of the first page's. */
const SPREAD = 1.5;

/** The listings: a category, a size, a price range (minor units), newest first. */
const LISTINGS = [
  { category: "tops", size: "M", minPrice: "2000", maxPrice: "8000" },
  { category: "bottoms", size: "S", minPrice: "3000", maxPrice: "12000" },
  { category: "dresses", size: "L", minPrice: "4000", maxPrice: "20000" },
  { category: "outerwear", size: "M", minPrice: "5000", maxPrice: "30000" },
  { category: "shoes", size: "39", minPrice: "4000", maxPrice: "15000" },
].map((filters) => ({ ...filters, sort: "newest" }));

/** Real words of the catalogue with a typo each, ranked by relevance (the default sort). */
const KEYWORDS = ["lether", "denmi", "sweter", "cashmire", "sandels", "blazzer", "linnen", "jumpsiut"];

const SCENARIOS = {
  "shop listing": "listing",
  "shop search": "search",
  "shop deep": "deep",
  "shop product": "product",
} as const;
type Name = keyof typeof SCENARIOS;
type Kind = (typeof SCENARIOS)[Name];
const names = Object.keys(SCENARIOS) as Name[];

/** A request of the load: the shop's query (a page), or a product's id (the product page). */
type Request = { query: Record<string, string> } | { productId: string };

const shopPath = (query: Record<string, string>) =>
  `/v1/products?${new URLSearchParams({ limit: String(PAGE_SIZE), ...query })}`;
const pathOf = (request: Request) =>
  "productId" in request ? `/v1/product/${request.productId}` : shopPath(request.query);

async function shopPage(
  base: string,
  token: string,
  query: Record<string, string>,
): Promise<ProductCardPage> {
  const response = await fetch(`${base}${shopPath(query)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`GET ${shopPath(query)}: ${response.status} ${await response.text()}`);
  return (await response.json()) as ProductCardPage;
}

/** The listing's query for the page after `DEEP` pages, scrolled through the API. */
async function deepQuery(base: string, token: string, query: Record<string, string>) {
  let cursor: string | undefined;
  for (let page = 1; page <= DEEP; page++) {
    const { nextCursor } = await shopPage(base, token, { ...query, ...(cursor ? { cursor } : {}) });
    if (!nextCursor) throw new Error(`the listing ${JSON.stringify(query)} ends after ${page} pages`);
    cursor = nextCursor;
  }
  return { ...query, cursor: cursor as string };
}

/** Active products of active stores, the same on every run: the product pages the load opens. */
async function shownProducts(databaseUrl: string): Promise<string[]> {
  const { db, end } = await seedSession(databaseUrl);
  try {
    const { rows } = await db.execute<{ id: string }>(sql`
      select products.id from products join stores on stores.id = products.store_id
      where products.status = 'active' and stores.status = 'active'
      order by md5(products.id::text) limit ${PRODUCT_PAGES}`);
    return rows.map((row) => row.id);
  } finally {
    await end();
  }
}

async function requestsOf(cbm: Cbm, token: string, kind: Kind, products: string[]): Promise<Request[]> {
  switch (kind) {
    case "listing":
      return LISTINGS.map((query) => ({ query }));
    case "search":
      return KEYWORDS.map((keyword) => ({ query: { keyword } }));
    case "deep":
      return Promise.all(LISTINGS.map(async (query) => ({ query: await deepQuery(cbm.base, token, query) })));
    case "product":
      return products.map((productId) => ({ productId }));
  }
}

/** Each connection cycles through every request, starting at its own. */
function shopLoad(base: string, token: string, requests: Request[]): autocannon.Options {
  const all = requests.map((request) => ({
    method: "GET" as const,
    path: pathOf(request),
    headers: { authorization: `Bearer ${token}` },
  }));
  let next = 0;
  return {
    url: base,
    setupClient(client) {
      const first = next++ % all.length;
      client.setRequests([...all.slice(first), ...all.slice(0, first)]);
    },
  };
}

export interface ExplainedStatement extends Statement, Explained {
  /** What the statement reads: the page of products, one product, its variants, its store, ... */
  role: string;
  /** The indexes the plan reads (or "seq scan <table>"). */
  indexes: string[];
}

export interface RequestPlans {
  request: string;
  /** Cards on the page, or the product's variants. */
  rows: number;
  statements: ExplainedStatement[];
}

export interface ShopPlans {
  products: number;
  /** Every main statement (the page, the product) explained here is one CBM's own connections ran under the load. */
  sameStatementsAsCbm: boolean;
  scenarios: Record<Name, RequestPlans[]>;
}

/**
 * The role of a statement the products service ran, by the tables it reads: a page or a product also
 * reads others (its brand, store, variants) in subqueries.
 */
function roleOf(text: string): string {
  const tables = new Set([...text.matchAll(/\bfrom "(\w+)"/g)].map((match) => match[1]));
  if (tables.has("products")) return "products";
  if (tables.has("style_profiles")) return "taste";
  return [...tables][0] ?? "other";
}

const indexesOf = (plan: string) => [
  ...new Set([
    ...[...plan.matchAll(/(?:Scan using|Bitmap Index Scan on) (\w+)/g)].map((match) => match[1] as string),
    ...[...plan.matchAll(/Seq Scan on (\w+)/g)].map((match) => `seq scan ${match[1]}`),
  ]),
];

/**
 * Runs each request of each scenario through the products service (the routes' only call), as the
 * routes do: the query string parsed by the same contract, the shopper the signed-in user. Drizzle's
 * logger hands over each statement; each select runs again under EXPLAIN (ANALYZE, BUFFERS), prepared
 * with CBM's session settings, in a transaction with the settings the service made for it (the
 * word-similarity threshold of the search).
 */
async function explainShop(
  databaseUrl: string,
  viewerId: string,
  requests: Record<Name, Request[]>,
  cbmRan: Set<string>,
): Promise<ShopPlans> {
  const capture = capturingDatabase(databaseUrl);
  const products = productsService({ database: capture.database, storage: noStorage, bus: noBus });
  const client: pg.Client = await cbmSession(databaseUrl);
  try {
    const explained = {} as Record<Name, RequestPlans[]>;
    for (const name of names) {
      explained[name] = [];
      for (const request of requests[name]) {
        const rows =
          "productId" in request
            ? parsed(await products.product(viewerId, request.productId)).variants.length
            : parsed(
                await products.shop(viewerId, ShopQuerySchema.parse({ limit: PAGE_SIZE, ...request.query })),
              ).items.length;
        const statements: ExplainedStatement[] = [];
        await client.query("begin");
        try {
          for (const statement of capture.take()) {
            if (!/^\s*select/i.test(statement.text)) continue;
            if (/^\s*select set_config/i.test(statement.text)) {
              await client.query(statement.text, statement.params);
              continue;
            }
            const result = await explainAsCbm(client, statement);
            statements.push({
              role: roleOf(statement.text),
              ...statement,
              ...result,
              indexes: indexesOf(result.plan),
            });
          }
        } finally {
          await client.query("commit");
        }
        explained[name].push({ request: pathOf(request), rows, statements });
      }
    }
    const mainTexts = Object.values(explained).flatMap((all) =>
      all.flatMap((entry) => entry.statements.filter((s) => s.role === "products").map((s) => s.text)),
    );
    return {
      products: CATALOGUE.products,
      sameStatementsAsCbm: mainTexts.every((text) => ranByCbm(text, cbmRan)),
      scenarios: explained,
    };
  } finally {
    await Promise.all([capture.database.close(), client.end()]);
  }
}

/** A response body the service wrote as JSON text. */
const parsed = <T>(body: Serialized<T>) => JSON.parse(body.text) as T;

export interface ShopResult {
  measured: Record<Name, Measurement>;
  plans: ShopPlans;
}

/** Every shop scenario on a CBM of its own, seeded after it migrated; the plans once the load is over. */
export async function benchShop(): Promise<ShopResult> {
  log("starting CBM on postgres for the shop");
  const cbm = await startCbm("postgres");
  const { databaseUrl } = cbm;
  if (!databaseUrl) throw new Error("CBM on postgres has no database URL");
  try {
    const shopper = await register(cbm.base);
    const seeding = performance.now();
    log(
      `seeding the catalogue: ${CATALOGUE.stores} stores, ${CATALOGUE.products.toLocaleString("en")} products`,
    );
    await seedCatalogue(databaseUrl, CATALOGUE);
    log(`seeded the catalogue in ${((performance.now() - seeding) / 1000).toFixed(1)}s`);
    const products = await shownProducts(databaseUrl);
    const requests = {} as Record<Name, Request[]>;
    const measured = {} as Record<Name, Measurement>;
    const { ran: cbmRan } = await whileWatchingStatements(databaseUrl, async () => {
      for (const name of names) {
        requests[name] = await requestsOf(cbm, shopper.accessToken, SCENARIOS[name], products);
        measured[name] = await measure(
          `cbm-postgres ${name}`,
          shopLoad(cbm.base, shopper.accessToken, requests[name]),
          plan,
          {
            serverPid: cbm.child.pid,
            progress: log,
          },
        );
      }
    });
    log("explaining the shop's statements");
    return { measured, plans: await explainShop(databaseUrl, shopper.userId, requests, cbmRan) };
  } finally {
    await stop(cbm.child);
  }
}

export const shopMeasurements = (shop: ShopResult) => names.map((name) => shop.measured[name]);

/** The verdicts on issue 13's targets, and the lines that report them. */
export function checkShop(
  shop: ShopResult,
  baselines: { pk?: Measurement; keyset?: Measurement },
): { checks: (TargetCheck | SpreadCheck)[]; lines: string[] } {
  const { measured } = shop;
  const { pk, keyset } = baselines;
  const pages = keyset
    ? [
        verdict(SHOP_PAGE_TARGET, measured["shop listing"], keyset),
        verdict(SHOP_PAGE_TARGET, measured["shop search"], keyset),
      ]
    : [];
  const product = pk ? [verdict(PRODUCT_PAGE_TARGET, measured["shop product"], pk)] : [];
  const spread = checkSpread(
    `listing: ${DEEP} pages deep vs first page`,
    measured["shop deep"],
    measured["shop listing"],
    SPREAD,
  );
  const checks = [...pages, ...product, spread];
  const cpu = [
    ...(keyset
      ? (["shop listing", "shop search", "shop deep"] as const).map((n) => cpuVersus(measured[n], keyset))
      : []),
    pk && cpuVersus(measured["shop product"], pk),
  ].flatMap((line) => line ?? []);
  return {
    checks,
    lines: [
      `Target (${SHOP_PAGE_TARGET.source}): on PostgreSQL over ${CATALOGUE.products.toLocaleString("en")} products, the listing (category, size, price range, newest) and the keyword search (typos) at >= ${SHOP_PAGE_TARGET.shareOfBaseline * 100}% of baseline-keyset's req/s with p99 <= ${SHOP_PAGE_TARGET.p99Ms} ms; the listing ${DEEP} pages deep within ${SPREAD}x of its first page's p99; the product page at >= ${PRODUCT_PAGE_TARGET.shareOfBaseline * 100}% of baseline-pk's req/s.`,
      ...[...pages, ...product].map((check) => `  ${verdictLine(check)}`),
      `  ${spreadLine(spread)}`,
      `  target ${checks.every((check) => check.met) ? "MET" : "MISSED"}${keyset && pk ? "" : " (only the checks whose baseline ran)"}`,
      ...cpu.map((line) => `  ${line}`),
    ],
  };
}

const ms = (values: number[]) =>
  values.length
    ? `median ${median(values).toFixed(2)} ms, max ${Math.max(...values).toFixed(2)} ms`
    : "not run";

/** What the report prints about the plans: the indexes each statement reads, times, and the slowest plans. */
export function shopPlanLines(plans: ShopPlans): string[] {
  const lines = [
    `Shop plans: EXPLAIN (ANALYZE, BUFFERS) of the statements CBM's products service built for each request of the load, run after it on the same database (${plans.products.toLocaleString("en")} products).`,
    plans.sameStatementsAsCbm
      ? "  products statement texts: the same as CBM's own connections ran under the load (pg_stat_activity)"
      : "  STATEMENT MISMATCH: CBM's connections did not run the products statements explained here under the load (apps/server changed after the build?)",
  ];
  for (const name of names) {
    const entries = plans.scenarios[name];
    const roles = [...new Set(entries.flatMap((entry) => entry.statements.map((s) => s.role)))];
    lines.push(
      `  ${name} (${entries.length} requests, rows a request: median ${median(entries.map((e) => e.rows))}):`,
    );
    for (const role of roles) {
      const statements = entries.flatMap((entry) => entry.statements.filter((s) => s.role === role));
      const indexes = [...new Set(statements.flatMap((s) => s.indexes))];
      lines.push(
        `    ${role}: ${statements.length} statements, ${ms(statements.map((s) => s.executionMs))}, buffers median ${median(statements.map((s) => s.buffers))}; reads ${indexes.join(", ") || "no index"}`,
      );
    }
  }
  for (const name of names) {
    const main = (entry: RequestPlans) => entry.statements.find((s) => s.role === "products");
    const slowest = plans.scenarios[name].reduce((worst, entry) =>
      (main(entry)?.executionMs ?? 0) > (main(worst)?.executionMs ?? 0) ? entry : worst,
    );
    const statement = main(slowest);
    if (!statement) continue;
    lines.push(`  ${name}, slowest request's products statement (${slowest.request}):`);
    if (name !== "shop product") lines.push(indent(statement.text));
    lines.push(indent(statement.plan));
  }
  return lines;
}
