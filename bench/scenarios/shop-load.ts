// What the shop scenarios load: a filtered listing, a keyword search with a typo, the listing 50 pages
// deep and the product page, over the catalogue shop-seed.ts writes, each sent by autocannon.
import type { ProductCardPage } from "@cbm/contracts";
import type autocannon from "autocannon";
import { sql } from "drizzle-orm";
import type { Cbm } from "../processes.ts";
import { seedSession } from "./people.ts";
import type { CatalogueSize } from "./shop-seed.ts";

export const CATALOGUE: CatalogueSize = { stores: 200, products: 100_000 };
/** The page's length: the baseline's keyset page has 20 rows. */
export const PAGE_SIZE = 20;
/** How many pages the deep listing follows nextCursor through before the page it loads. */
export const DEEP = 50;
/** How many products the product page's load goes through. */
const PRODUCT_PAGES = 200;

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

export const SCENARIOS = {
  "shop listing": "listing",
  "shop search": "search",
  "shop deep": "deep",
  "shop product": "product",
} as const;
export type Name = keyof typeof SCENARIOS;
type Kind = (typeof SCENARIOS)[Name];
export const names = Object.keys(SCENARIOS) as Name[];

/** A request of the load: the shop's query (a page), or a product's id (the product page). */
export type Request = { query: Record<string, string> } | { productId: string };

const shopPath = (query: Record<string, string>) =>
  `/v1/products?${new URLSearchParams({ limit: String(PAGE_SIZE), ...query })}`;
export const pathOf = (request: Request) =>
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
export async function shownProducts(databaseUrl: string): Promise<string[]> {
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

export async function requestsOf(
  cbm: Cbm,
  token: string,
  kind: Kind,
  products: string[],
): Promise<Request[]> {
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
export function shopLoad(base: string, token: string, requests: Request[]): autocannon.Options {
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
