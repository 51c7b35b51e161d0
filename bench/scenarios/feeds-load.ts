// What the feed scenarios load: a CBM on a database seeded with a wall (feeds-seed.ts), viewers registered
// through the API, and their first pages or pages 50 scrolls deep, each sent by autocannon.
import type { Feed, FeedTab } from "@cbm/contracts";
import type autocannon from "autocannon";
import { type Account, register } from "../accounts.ts";
import { log, plan } from "../config.ts";
import { measure } from "../load.ts";
import { type Cbm, startCbm, stop } from "../processes.ts";
import { seedWall, settleInboxes, type WallSize } from "./feeds-seed.ts";

export const SMALL: WallSize = { people: 1_000, outfits: 10_000 };
export const LARGE: WallSize = { people: 100_000, outfits: 1_000_000 };
/** Registered through the API; the autocannon connections take them in turn. */
export const VIEWERS = 20;
export const PAGE_SIZE = 20;
/** How many pages a viewer scrolls through before the deep page. */
export const DEEP = 50;

export const VARIANTS = {
  following: { tab: "following", deep: false },
  "following deep": { tab: "following", deep: true },
  explore: { tab: "explore", deep: false },
  "explore deep": { tab: "explore", deep: true },
} as const satisfies Record<string, { tab: FeedTab; deep: boolean }>;
export type Variant = keyof typeof VARIANTS;
export const variants = Object.keys(VARIANTS) as Variant[];

/** The page a viewer loads: the first, or the one after the cursor. */
export interface ViewerPage {
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

export async function viewerPages(wall: Wall, variant: Variant): Promise<ViewerPage[]> {
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
export async function withWall<T>(size: WallSize, work: (wall: Wall) => Promise<T>): Promise<T> {
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

export const measureFeed = (wall: Wall, name: string, tab: FeedTab, pages: ViewerPage[]) =>
  measure(name, feedLoad(wall.cbm.base, tab, pages), plan, { serverPid: wall.cbm.child.pid, progress: log });
