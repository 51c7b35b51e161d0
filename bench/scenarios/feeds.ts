// The home feed (`GET /v1/feed/following` and `GET /v1/feed/explore`) over 1,000,000 outfits on PostgreSQL:
// first pages and pages 50 scrolls deep, the first Following page again over 10,000 outfits, and
// EXPLAIN (ANALYZE, BUFFERS) of the statements CBM's outfits service builds for them, prepared with
// CBM's session settings so that the plans are the generic ones CBM runs.
import { log } from "../config.ts";
import { type Measurement, median } from "../load.ts";
import { indent, whileWatchingStatements } from "../plans.ts";
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
import {
  DEEP,
  LARGE,
  measureFeed,
  SMALL,
  VARIANTS,
  type Variant,
  VIEWERS,
  type ViewerPage,
  variants,
  viewerPages,
  withWall,
} from "./feeds-load.ts";
import { type ExplainedStatement, explainFeeds, type FeedPlans } from "./feeds-plans.ts";

export const FEED_TARGET: Target = {
  source: "issue 5 §7",
  route: "GET /v1/feed/{following,explore} over 1,000,000 outfits",
  shareOfBaseline: 0.5,
  p99Ms: 60,
};
/** Deep pages against first pages, 1,000,000 outfits against 10,000: p99 within this factor of each other. */
const SPREAD = 1.5;

export interface FeedsResult {
  /** The first Following page over 10,000 outfits. */
  followingSmall: Measurement;
  /** Over 1,000,000 outfits. */
  large: Record<Variant, Measurement>;
  plans: FeedPlans;
}

/** Every feed scenario, the 10,000-outfit wall first, then the large one with its plans. */
export async function benchFeeds(): Promise<FeedsResult> {
  const followingSmall = await withWall(SMALL, async (wall) =>
    measureFeed(wall, "cbm-postgres following 10k", "following", await viewerPages(wall, "following")),
  );
  return withWall(LARGE, async (wall) => {
    const pages = {} as Record<Variant, ViewerPage[]>;
    const large = {} as Record<Variant, Measurement>;
    const { ran: cbmRan } = await whileWatchingStatements(wall.databaseUrl, async () => {
      for (const variant of variants) {
        pages[variant] = await viewerPages(wall, variant);
        large[variant] = await measureFeed(
          wall,
          `cbm-postgres ${variant}`,
          VARIANTS[variant].tab,
          pages[variant],
        );
      }
    });
    log(`explaining the feed statements of ${VIEWERS} viewers`);
    return { followingSmall, large, plans: await explainFeeds(wall.databaseUrl, pages, cbmRan) };
  });
}

export const feedMeasurements = (feeds: FeedsResult) => [
  feeds.followingSmall,
  ...variants.map((v) => feeds.large[v]),
];

/** The verdicts on issue 5's targets, and the lines that report them. */
export function checkFeeds(
  feeds: FeedsResult,
  keyset: Measurement,
): { checks: (TargetCheck | SpreadCheck)[]; met: boolean; lines: string[] } {
  const { large } = feeds;
  const verdicts = variants.map((variant) => verdict(FEED_TARGET, large[variant], keyset));
  const spreads = [
    checkSpread("following: 50 scrolls deep vs first page", large["following deep"], large.following, SPREAD),
    checkSpread("explore: 50 scrolls deep vs first page", large["explore deep"], large.explore, SPREAD),
    checkSpread(
      "following first page: 1,000,000 vs 10,000 outfits",
      large.following,
      feeds.followingSmall,
      SPREAD,
    ),
  ];
  const checks = [...verdicts, ...spreads];
  const met = checks.every((check) => check.met);
  const cpu = variants.flatMap((variant) => cpuVersus(large[variant], keyset) ?? []);
  return {
    checks,
    met,
    lines: [
      `Target (${FEED_TARGET.source}): on PostgreSQL over 1,000,000 outfits, each feed page (Following and Explore, the first and one ${DEEP} scrolls deep) at >= ${FEED_TARGET.shareOfBaseline * 100}% of ${keyset.name}'s req/s with p99 < ${FEED_TARGET.p99Ms} ms; deep pages' p99 within ${SPREAD}x of first pages'; the first Following page's p99 over 1,000,000 outfits within ${SPREAD}x of the same over 10,000.`,
      ...verdicts.map((check) => `  ${verdictLine(check)}`),
      ...spreads.map((check) => `  ${spreadLine(check)}`),
      `  target ${met ? "MET" : "MISSED"}`,
      ...cpu.map((line) => `  ${line}`),
    ],
  };
}

const ms = (values: number[]) =>
  values.length
    ? `median ${median(values).toFixed(2)} ms, max ${Math.max(...values).toFixed(2)} ms`
    : "not run";

/** What the report prints about the plans: times and buffers over all viewers, and the slowest viewer's plans. */
export function feedPlanLines(plans: FeedPlans): string[] {
  const lines = [
    `Feed plans: EXPLAIN (ANALYZE, BUFFERS) of the statements CBM's outfits service built for each of the ${VIEWERS} viewers' pages, run after the load on the same database (${plans.outfits.toLocaleString("en")} outfits).`,
    plans.sameStatementsAsCbm
      ? "  page statement texts: the same as CBM's own connections ran under the load (pg_stat_activity)"
      : "  STATEMENT MISMATCH: CBM's connections did not run the page statements explained here under the load (apps/server changed after the build?)",
  ];
  for (const variant of variants) {
    const viewers = plans.variants[variant];
    const of = (role: ExplainedStatement["role"]) =>
      viewers.flatMap((viewer) => viewer.statements.filter((statement) => statement.role === role));
    const page = of("page");
    lines.push(
      `  ${variant} (entries a page: median ${median(viewers.map((viewer) => viewer.entries))}): page statement ${ms(page.map((s) => s.executionMs))}, buffers median ${median(page.map((s) => s.buffers))}; past the inbox (${of("past inbox").length} of ${viewers.length} pages) ${ms(of("past inbox").map((s) => s.executionMs))}`,
    );
  }
  for (const variant of variants) {
    const slowest = plans.variants[variant].reduce((worst, viewer) =>
      (viewer.statements[0]?.executionMs ?? 0) > (worst.statements[0]?.executionMs ?? 0) ? viewer : worst,
    );
    // The deep pages' texts hold the cursor's condition too: those are printed.
    const shown = slowest.statements.filter((statement) => statement.role !== "floor");
    for (const statement of shown) {
      lines.push(`  ${variant}, slowest viewer's ${statement.role} statement:`);
      if (VARIANTS[variant].deep) lines.push(indent(statement.text));
      lines.push(indent(statement.plan));
    }
  }
  return lines;
}
