// Buying (issue 14 §8) on PostgreSQL: adding to the cart, reading a five-line cart, and checkouts of
// three lines from two stores with the built-in test provider — 50 buyers at once on different
// products, then all of them on one variant with plenty of stock, which must still sell exactly what
// it takes. The catalogue is the shop's seed, with its stock raised so that nothing runs out.
import { sql } from "drizzle-orm";
import { log, plan } from "../config.ts";
import { type Measurement, measure, measureInTurns } from "../load.ts";
import { startCbm, stop } from "../processes.ts";
import { startedBaselineKeyset } from "./baselines.ts";
import {
  addersFor,
  addingLoad,
  api,
  BUYERS,
  buyers,
  type CheckoutRun,
  checkouts,
  readingLoad,
} from "./buying-load.ts";
import { seedSession } from "./people.ts";
import { seedCatalogue } from "./shop-seed.ts";

const STOCK = 10_000_000;

interface Variants {
  /** Two stores of one currency, each with its shipping method and variants of active products. */
  stores: { storeId: string; methodId: string; variantIds: string[] }[];
}

/** Every variant in stock for good, and two stores of one currency to buy from. */
async function catalogue(databaseUrl: string): Promise<Variants> {
  const { db, end } = await seedSession(databaseUrl);
  try {
    await db.execute(sql`update product_variants set stock = ${STOCK}`);
    await db.execute(sql`update products set total_stock = ${STOCK}`);
    const { rows } = await db.execute<{ store_id: string; method_id: string; variant_ids: string[] }>(sql`
      with two as (
        select s.id, s.currency from stores s
        where s.status = 'active' and s.currency = (
          select currency from stores where status = 'active' group by currency order by count(*) desc limit 1)
        order by s.id limit 2)
      select two.id as store_id,
        (select m.id from shipping_methods m where m.store_id = two.id and m.active and m.countries = '{}'
          order by m.price_minor limit 1) as method_id,
        (select array_agg(v.id) from (
          select v.id from product_variants v join products p on p.id = v.product_id
          where p.store_id = two.id and p.status = 'active' order by v.id limit ${BUYERS * 3}) v) as variant_ids
      from two`);
    return {
      stores: rows.map((row) => ({
        storeId: row.store_id,
        methodId: row.method_id,
        variantIds: row.variant_ids,
      })),
    };
  } finally {
    await end();
  }
}

/** The variant's stock, and how many of it paid orders hold. */
async function stockAndSold(
  databaseUrl: string,
  variantId: string,
): Promise<{ stock: number; sold: number }> {
  const { db, end } = await seedSession(databaseUrl);
  try {
    const { rows } = await db.execute<{ stock: number; sold: number }>(sql`
      select (select stock from product_variants where id = ${variantId}) as stock,
        (select coalesce(sum(l.quantity), 0) from order_lines l join orders o on o.id = l.order_id
          where l.variant_id = ${variantId} and o.status <> 'pending_payment') as sold`);
    return { stock: Number(rows[0]?.stock), sold: Number(rows[0]?.sold) };
  } finally {
    await end();
  }
}

/** Adds to the cart a second (issue 14 §8). */
const ADD_TARGET = 3_000;

export interface BuyingResult {
  add: Measurement;
  read: Measurement;
  /** baseline-keyset, measured in turns with the five-line cart. */
  keyset: Measurement;
  checkout: CheckoutRun;
  oneVariant: CheckoutRun;
}

export async function benchBuying(): Promise<BuyingResult> {
  const keysetServer = await startedBaselineKeyset();
  log("starting CBM on postgres for buying");
  const cbm = await startCbm("postgres");
  const { databaseUrl } = cbm;
  if (!databaseUrl) throw new Error("CBM on postgres has no database URL");
  try {
    await seedCatalogue(databaseUrl, { stores: 20, products: 4_000 });
    const { stores } = await catalogue(databaseUrl);
    const [first, second] = stores;
    if (!first || !second) throw new Error("the catalogue has no two stores of one currency to buy from");
    // Room for twice the target's rate: a cart that fills up answers 400, quickly, and the run is void.
    const adding = addersFor(
      plan.connections,
      2 * ADD_TARGET,
      plan.warmupSeconds + plan.runs * plan.durationSeconds,
    );
    log(`registering ${adding + BUYERS * 2} buyers`);
    const [adders, readers, payers] = [
      await buyers(cbm.base, adding),
      await buyers(cbm.base, BUYERS),
      await buyers(cbm.base, BUYERS),
    ];
    const add = await measure(
      "cbm-postgres add to cart",
      addingLoad(cbm.base, adders, [...first.variantIds, ...second.variantIds], plan.connections),
      plan,
      { serverPid: cbm.child.pid, progress: log },
    );
    for (const [index, reader] of readers.entries()) {
      for (const variantId of first.variantIds
        .slice(index, index + 3)
        .concat(second.variantIds.slice(index, index + 2))) {
        await api(cbm.base, reader.token, "POST", "/v1/cart", { variantId, quantity: 1 });
      }
    }
    const reading = {
      name: "cbm-postgres five-line cart",
      target: readingLoad(cbm.base, readers),
      serverPid: cbm.child.pid,
    };
    const keysetLoad = { ...keysetServer.load, name: `${keysetServer.load.name} (in turns with the cart)` };
    const [keyset, read] = (await measureInTurns([keysetLoad, reading], plan, log)) as [
      Measurement,
      Measurement,
    ];
    const methods = { [first.storeId]: first.methodId, [second.storeId]: second.methodId };
    const threeLines = (index: number) => [
      { variantId: first.variantIds[index * 2] as string, storeId: first.storeId },
      { variantId: first.variantIds[index * 2 + 1] as string, storeId: first.storeId },
      { variantId: second.variantIds[index] as string, storeId: second.storeId },
    ];
    log("checkouts: 50 buyers on different products");
    const checkout = await checkouts(
      cbm.base,
      "checkout, 3 lines from 2 stores",
      payers,
      threeLines,
      methods,
      plan.durationSeconds,
    );
    log(`  ${checkout.checkoutsPerSecond.toFixed(0)} checkouts/s, p99 ${checkout.p99.toFixed(0)} ms`);
    const shared = first.variantIds[0] as string;
    const before = await stockAndSold(databaseUrl, shared);
    log("checkouts: 50 buyers on one variant");
    const oneVariant = await checkouts(
      cbm.base,
      "checkout, all buyers on one variant",
      payers,
      () => [{ variantId: shared, storeId: first.storeId }],
      methods,
      plan.durationSeconds,
    );
    // Exact: the stock fell by what paid orders hold, not a piece more or less.
    const after = await stockAndSold(databaseUrl, shared);
    oneVariant.exact = before.stock - after.stock === after.sold - before.sold;
    log(
      `  ${oneVariant.checkoutsPerSecond.toFixed(0)} checkouts/s, p99 ${oneVariant.p99.toFixed(0)} ms, exact ${oneVariant.exact}`,
    );
    return { add, read, keyset, checkout, oneVariant };
  } finally {
    await stop(cbm.child);
    await stop(keysetServer.child);
  }
}

/** The verdicts on issue 14 §8's targets. */
export function buyingLines(result: BuyingResult): string[] {
  const { add, read, keyset, checkout, oneVariant } = result;
  const verdict = (met: boolean) => (met ? "MET" : "MISSED");
  const share = read.requestsPerSecond / keyset.requestsPerSecond;
  return [
    "Targets (issue 14 §8), on PostgreSQL:",
    `  add to cart: ${add.requestsPerSecond.toFixed(0)} req/s (>= 3,000: ${verdict(add.requestsPerSecond >= ADD_TARGET)}), p99 ${add.p99} ms (<= 30: ${verdict(add.p99 <= 30)})`,
    `  five-line cart: ${read.requestsPerSecond.toFixed(0)} req/s, ${(share * 100).toFixed(1)}% of baseline-keyset in turns (>= 50%: ${verdict(share >= 0.5)})`,
    `  checkout, 3 lines from 2 stores, 50 buyers: ${checkout.checkoutsPerSecond.toFixed(0)}/s (>= 300: ${verdict(checkout.checkoutsPerSecond >= 300)}), p99 ${checkout.p99.toFixed(0)} ms (<= 150: ${verdict(checkout.p99 <= 150)}), refused ${JSON.stringify(checkout.refused)}`,
    `  checkout, one variant, 50 buyers: ${oneVariant.checkoutsPerSecond.toFixed(0)}/s (>= 100: ${verdict(oneVariant.checkoutsPerSecond >= 100)}), stock down by exactly what was sold: ${oneVariant.exact ? "yes" : "NO"}, refused ${JSON.stringify(oneVariant.refused)}`,
  ];
}
