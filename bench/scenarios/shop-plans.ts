// The shop's plans: EXPLAIN (ANALYZE, BUFFERS) of the statements CBM's products service builds for each
// request of the load, prepared with CBM's session settings so that the plans are the generic ones CBM runs.
import { ShopQuerySchema } from "@cbm/contracts";
import type pg from "pg";
import { productsService } from "../../apps/server/src/modules/products/service.ts";
import type { Serialized } from "../../apps/server/src/platform/serialized.ts";
import {
  capturingDatabase,
  cbmSession,
  type Explained,
  explainAsCbm,
  noBus,
  noStorage,
  ranByCbm,
  type Statement,
} from "../plans.ts";
import { CATALOGUE, type Name, names, PAGE_SIZE, pathOf, type Request } from "./shop-load.ts";

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
export async function explainShop(
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
