// The shop (`GET /v1/products` and `GET /v1/product/{id}`) over 100,000 products of 200 stores on
// PostgreSQL: a filtered listing, a keyword search with a typo, the listing 50 pages deep and the product
// page, then EXPLAIN (ANALYZE, BUFFERS) of the statements CBM's products service builds for them, prepared
// with CBM's session settings so that the plans are the generic ones CBM runs.
import { register } from "../accounts.ts";
import { log, plan } from "../config.ts";
import { type Load, type Measurement, measureInTurns, median } from "../load.ts";
import { indent, whileWatchingStatements } from "../plans.ts";
import { startCbm, stop } from "../processes.ts";
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
import { startedBaselineKeyset, startedBaselinePk } from "./baselines.ts";
import {
  CATALOGUE,
  DEEP,
  type Name,
  names,
  type Request,
  requestsOf,
  SCENARIOS,
  shopLoad,
  shownProducts,
} from "./shop-load.ts";
import { explainShop, type RequestPlans, type ShopPlans } from "./shop-plans.ts";
import { seedCatalogue } from "./shop-seed.ts";

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

export interface ShopResult {
  measured: Record<Name, Measurement>;
  /** baseline-pk and baseline-keyset, measured in turns with the shop's scenarios. */
  baselines: { pk: Measurement; keyset: Measurement };
  plans: ShopPlans;
}

/** A baseline's load under the name the report gives it here (the bench's own runs keep the plain name). */
const inTurns = (load: Load): Load => ({ ...load, name: `${load.name} (in turns with the shop)` });

/**
 * Every shop scenario on a CBM of its own, seeded after it migrated, measured in turns with baseline-keyset
 * (the listings) and baseline-pk (the product page); the plans once the load is over.
 */
export async function benchShop(): Promise<ShopResult> {
  const keysetServer = await startedBaselineKeyset();
  const pkServer = await startedBaselinePk();
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
    for (const name of names) {
      requests[name] = await requestsOf(cbm, shopper.accessToken, SCENARIOS[name], products);
    }
    const shopLoadOf = (name: Name): Load => ({
      name: `cbm-postgres ${name}`,
      target: shopLoad(cbm.base, shopper.accessToken, requests[name]),
      serverPid: cbm.child.pid,
    });
    const loads = [
      inTurns(keysetServer.load),
      ...(["shop listing", "shop search", "shop deep"] as const).map(shopLoadOf),
      inTurns(pkServer.load),
      shopLoadOf("shop product"),
    ];
    const { result, ran: cbmRan } = await whileWatchingStatements(databaseUrl, () =>
      measureInTurns(loads, plan, log),
    );
    const [keyset, listing, search, deep, pk, product] = result as Measurement[] & { length: 6 };
    const measured = {
      "shop listing": listing,
      "shop search": search,
      "shop deep": deep,
      "shop product": product,
    } as Record<Name, Measurement>;
    log("explaining the shop's statements");
    return {
      measured,
      baselines: { keyset, pk } as ShopResult["baselines"],
      plans: await explainShop(databaseUrl, shopper.userId, requests, cbmRan),
    };
  } finally {
    await stop(cbm.child);
    await stop(pkServer.child);
    await stop(keysetServer.child);
  }
}

export const shopMeasurements = (shop: ShopResult) => [
  shop.baselines.keyset,
  shop.baselines.pk,
  ...names.map((name) => shop.measured[name]),
];

/** The verdicts on issue 13's targets (against the baselines measured in turns with the shop), and their lines. */
export function checkShop(shop: ShopResult): { checks: (TargetCheck | SpreadCheck)[]; lines: string[] } {
  const { measured } = shop;
  const { pk, keyset } = shop.baselines;
  const pages = [
    verdict(SHOP_PAGE_TARGET, measured["shop listing"], keyset),
    verdict(SHOP_PAGE_TARGET, measured["shop search"], keyset),
  ];
  const product = [verdict(PRODUCT_PAGE_TARGET, measured["shop product"], pk)];
  const spread = checkSpread(
    `listing: ${DEEP} pages deep vs first page`,
    measured["shop deep"],
    measured["shop listing"],
    SPREAD,
  );
  const checks = [...pages, ...product, spread];
  const cpu = [
    ...(["shop listing", "shop search", "shop deep"] as const).map((n) => cpuVersus(measured[n], keyset)),
    cpuVersus(measured["shop product"], pk),
  ].flatMap((line) => line ?? []);
  return {
    checks,
    lines: [
      `Target (${SHOP_PAGE_TARGET.source}): on PostgreSQL over ${CATALOGUE.products.toLocaleString("en")} products, the listing (category, size, price range, newest) and the keyword search (typos) at >= ${SHOP_PAGE_TARGET.shareOfBaseline * 100}% of baseline-keyset's req/s with p99 <= ${SHOP_PAGE_TARGET.p99Ms} ms; the listing ${DEEP} pages deep within ${SPREAD}x of its first page's p99; the product page at >= ${PRODUCT_PAGE_TARGET.shareOfBaseline * 100}% of baseline-pk's req/s.`,
      ...[...pages, ...product].map((check) => `  ${verdictLine(check)}`),
      `  ${spreadLine(spread)}`,
      `  target ${checks.every((check) => check.met) ? "MET" : "MISSED"}`,
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
