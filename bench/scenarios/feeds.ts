// The home feed (`GET /v1/feed/following` and `GET /v1/feed/explore`) over 1,000,000 outfits on PostgreSQL:
// first pages and pages 50 scrolls deep, the first Following page again over 10,000 outfits, and
// EXPLAIN (ANALYZE, BUFFERS) of the statements CBM's outfits service builds for them, prepared with
// CBM's session settings so that the plans are the generic ones CBM runs.
import { CursorQuerySchema, type Feed, type FeedTab } from "@cbm/contracts";
import type autocannon from "autocannon";
import { outfitsService } from "../../apps/server/src/modules/outfits/index.ts";
import { type Account, register } from "../accounts.ts";
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
import { seedWall, settleInboxes, type WallSize } from "./feeds-seed.ts";

export const FEED_TARGET: Target = {
  source: "issue 5 §7",
  route: "GET /v1/feed/{following,explore} over 1,000,000 outfits",
  shareOfBaseline: 0.5,
  p99Ms: 60,
};
/** Deep pages against first pages, 1,000,000 outfits against 10,000: p99 within this factor of each other. */
const SPREAD = 1.5;

const SMALL: WallSize = { people: 1_000, outfits: 10_000 };
const LARGE: WallSize = { people: 100_000, outfits: 1_000_000 };
/** Registered through the API; the autocannon connections take them in turn. */
const VIEWERS = 20;
const PAGE_SIZE = 20;
/** How many pages a viewer scrolls through before the deep page. */
const DEEP = 50;

const VARIANTS = {
  following: { tab: "following", deep: false },
  "following deep": { tab: "following", deep: true },
  explore: { tab: "explore", deep: false },
  "explore deep": { tab: "explore", deep: true },
} as const satisfies Record<string, { tab: FeedTab; deep: boolean }>;
type Variant = keyof typeof VARIANTS;
const variants = Object.keys(VARIANTS) as Variant[];

/** The page a viewer loads: the first, or the one after the cursor. */
interface ViewerPage {
  viewer: Account;
  cursor?: string;
}

interface Wall {
  cbm: Cbm;
  databaseUrl: string;
  viewers: Account[];
}

const feedPath = (tab: FeedTab, cursor?: string) =>
  `/v1/feed/${tab}?${new URLSearchParams({ size: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) })}`;

async function feedPage(base: string, viewer: Account, tab: FeedTab, cursor?: string): Promise<Feed> {
  const response = await fetch(`${base}${feedPath(tab, cursor)}`, {
    headers: { authorization: `Bearer ${viewer.accessToken}` },
  });
  if (!response.ok) throw new Error(`GET /v1/feed/${tab}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Feed;
}

/** The cursor of the page after `DEEP` pages of the viewer's feed, scrolled through the API. */
async function deepCursor(base: string, viewer: Account, tab: FeedTab): Promise<string> {
  let cursor: string | undefined;
  for (let page = 1; page <= DEEP; page++) {
    const { nextCursor } = await feedPage(base, viewer, tab, cursor);
    if (!nextCursor)
      throw new Error(`a viewer's ${tab} feed ends after ${page} pages, before ${DEEP} scrolls`);
    cursor = nextCursor;
  }
  return cursor as string;
}

async function viewerPages(wall: Wall, variant: Variant): Promise<ViewerPage[]> {
  const { tab, deep } = VARIANTS[variant];
  if (!deep) return wall.viewers.map((viewer) => ({ viewer }));
  return Promise.all(
    wall.viewers.map(async (viewer) => ({ viewer, cursor: await deepCursor(wall.cbm.base, viewer, tab) })),
  );
}

/** Each connection loads one viewer's page, the viewers taken in turn. */
function feedLoad(base: string, tab: FeedTab, pages: ViewerPage[]): autocannon.Options {
  const requests = pages.map(({ viewer, cursor }) => ({
    method: "GET" as const,
    path: feedPath(tab, cursor),
    headers: { authorization: `Bearer ${viewer.accessToken}` },
  }));
  let next = 0;
  return {
    url: base,
    setupClient(client) {
      client.setRequests([requests[next++ % requests.length] as (typeof requests)[number]]);
    },
  };
}

async function registerViewers(base: string): Promise<Account[]> {
  const viewers: Account[] = [];
  while (viewers.length < VIEWERS) {
    const batch = Math.min(5, VIEWERS - viewers.length);
    viewers.push(...(await Promise.all(Array.from({ length: batch }, () => register(base)))));
  }
  return viewers;
}

/** A CBM of its own on a database seeded with a wall of this size, for `work`; stopped after it. */
async function withWall<T>(size: WallSize, work: (wall: Wall) => Promise<T>): Promise<T> {
  log(`starting CBM on postgres for the feeds over ${size.outfits.toLocaleString("en")} outfits`);
  const cbm = await startCbm("postgres");
  if (!cbm.databaseUrl) throw new Error("CBM on postgres has no database URL");
  try {
    const viewers = await registerViewers(cbm.base);
    const seeding = performance.now();
    log(
      `seeding the wall: ${size.people.toLocaleString("en")} people, ${size.outfits.toLocaleString("en")} outfits`,
    );
    await seedWall(
      cbm.databaseUrl,
      size,
      viewers.map((viewer) => viewer.userId),
    );
    log(`seeded the wall in ${((performance.now() - seeding) / 1000).toFixed(1)}s`);
    // Each viewer's first visit builds their inbox, as it does on CBM; the load then meets settled tables.
    await Promise.all(viewers.map((viewer) => feedPage(cbm.base, viewer, "following")));
    await settleInboxes(cbm.databaseUrl);
    return await work({ cbm, databaseUrl: cbm.databaseUrl, viewers });
  } finally {
    await stop(cbm.child);
  }
}

const measureFeed = (wall: Wall, name: string, tab: FeedTab, pages: ViewerPage[]) =>
  measure(name, feedLoad(wall.cbm.base, tab, pages), plan, { serverPid: wall.cbm.child.pid, progress: log });

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
async function explainFeeds(
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
