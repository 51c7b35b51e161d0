// The feeds' plans: EXPLAIN (ANALYZE, BUFFERS) of the statements CBM's outfits service builds for each
// viewer's page, prepared with CBM's session settings so that the plans are the generic ones CBM runs.
import { CursorQuerySchema, type Feed } from "@cbm/contracts";
import { outfitsService } from "../../apps/server/src/modules/outfits/index.ts";
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
import { LARGE, PAGE_SIZE, VARIANTS, type Variant, type ViewerPage, variants } from "./feeds-load.ts";

export interface ExplainedStatement extends Statement, Explained {
  /**
   * "page": the feed's page, rendered (for Following, from the viewer's inbox); "floor", "past inbox": when
   * the inbox ran short, reading where it ends and the entries past it.
   */
  role: "page" | "floor" | "past inbox";
}

export interface ViewerPlans {
  viewerId: string;
  entries: number;
  statements: ExplainedStatement[];
}

export interface FeedPlans {
  outfits: number;
  /** Every page statement explained here is one CBM's own connections ran under the load. */
  sameStatementsAsCbm: boolean;
  variants: Record<Variant, ViewerPlans[]>;
}

const roleOf = (index: number, text: string): ExplainedStatement["role"] => {
  if (index === 0) return "page";
  return text.includes('from "feed_inboxes"') ? "floor" : "past inbox";
};

/**
 * Runs the outfits service's `feed` (the route's only call) for each viewer's page, as the route does:
 * the query string parsed by the same contract, CBM's session settings. Drizzle's logger hands over
 * each statement with its parameters, which are then prepared and run again under EXPLAIN.
 */
export async function explainFeeds(
  databaseUrl: string,
  pages: Record<Variant, ViewerPage[]>,
  cbmRan: Set<string>,
): Promise<FeedPlans> {
  const capture = capturingDatabase(databaseUrl);
  const deps = { database: capture.database, storage: noStorage, bus: noBus };
  const outfits = outfitsService(deps);
  const client = await cbmSession(databaseUrl);
  try {
    const explained = {} as Record<Variant, ViewerPlans[]>;
    for (const variant of variants) {
      explained[variant] = [];
      for (const { viewer, cursor } of pages[variant]) {
        const query = CursorQuerySchema.parse({ cursor, size: PAGE_SIZE });
        const feed = await outfits.feed(viewer.userId, VARIANTS[variant].tab, query);
        const statements: ExplainedStatement[] = [];
        for (const [index, statement] of capture.take().entries()) {
          statements.push({
            role: roleOf(index, statement.text),
            ...statement,
            ...(await explainAsCbm(client, statement)),
          });
        }
        explained[variant].push({
          viewerId: viewer.userId,
          entries: (JSON.parse(feed.text) as Feed).items.length,
          statements,
        });
      }
    }
    const pageTexts = Object.values(explained).flatMap((viewers) =>
      viewers.flatMap((viewer) => viewer.statements.filter((s) => s.role === "page").map((s) => s.text)),
    );
    return {
      outfits: LARGE.outfits,
      sameStatementsAsCbm: pageTexts.every((text) => ranByCbm(text, cbmRan)),
      variants: explained,
    };
  } finally {
    await Promise.all([capture.database.close(), client.end()]);
  }
}
