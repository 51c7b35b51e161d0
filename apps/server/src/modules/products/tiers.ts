// Relevance for a shopper with a style profile: the shop read in tiers of their taste, each newest first.
import { and, desc, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Executor } from "../../platform/db.ts";
import { type Mark, type Rendered, tierOf } from "../../platform/paging.ts";
import { textArray } from "../../platform/raw-sql.ts";
import { activeStoreOf } from "../stores/index.ts";
import type { ShoppingTaste } from "../style/index.ts";
import { cardJson, favouritesIn } from "./cards.ts";
import { bearing, bears } from "./keyword.ts";
import { products } from "./tables.ts";

/** How much a favourite brand and a favourite colour lift a product. */
const LIFT = { brand: 0.5, colour: 0.3 } as const;

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

/**
 * A page in the tiers of the shopper's taste (tiersOf): each tier from the cursor's on, newest first, a
 * page's worth of each at most, then the best. The cursor's mark is the tier and the time.
 */
export async function tieredPage(
  db: Executor,
  page: { taste: ShoppingTaste; filters?: SQL; meanings: string[][]; after?: Mark },
  limit: number,
): Promise<Rendered[]> {
  const { taste, filters, after } = page;
  const mark = after && tierOf(after);
  const { first, others } = bearing(page.meanings);
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
