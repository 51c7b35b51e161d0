// The home feed's pages (GET /v1/feed/following and /explore), each one prepared statement that renders
// the page's entries as the contract's JSON. Following reads the viewer's inbox, which the database fills
// as people post and follow (fan-out on write, migration 0010); Explore reads public outfits by rank.
import { FeedEntrySchema, type Occasion } from "@cbm/contracts";
import { and, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { type Db, type Executor, inTransaction, reusable } from "../../platform/db.ts";
import type { Mark, Rendered } from "../../platform/paging.ts";
import { type JsonText, json, jsonObject } from "../../platform/rendered-json.ts";
import { closetUpdatesOf, renderedClosetEntry } from "../closets/index.ts";
import { followeeIdsOf, joinLivePerson, livePerson, noBlockBetween } from "../users/index.ts";
import { isPublic } from "./lists-repo.ts";
import { olderThan, outfitJson, p } from "./repo.ts";
import { feedEntries, feedInboxes, outfits } from "./tables.ts";

/**
 * How many entries an inbox is built with: 100 pages of 20. Scrolling further reads the people followed
 * directly, as the feed did before inboxes.
 */
export const INBOX_KEEPS = 2000;

const [OutfitEntrySchema, ClosetEntrySchema] = FeedEntrySchema.options;
/** The feed's own outfit entries carry no `reason`: only suggestions do (suggestions.ts). */
const FollowedOutfitEntrySchema = OutfitEntrySchema.omit({ reason: true });

/** A feed entry's JSON around the outfit's or the closet's: `{"kind": ..., <kind>: ...}`. */
const entryJson = {
  outfit: (outfit: JsonText) =>
    jsonObject(FollowedOutfitEntrySchema, { kind: json.literal("outfit"), outfit }),
  closet: (closet: JsonText) => jsonObject(ClosetEntrySchema, { kind: json.literal("closet"), closet }),
};

// ---- Explore ----

/** An occasion to narrow Explore to, or '' for every outfit. */
const occasion = sql`${sql.placeholder("occasion")}::text`;

const explorePage = (name: string, after: SQL | undefined) =>
  reusable((db) =>
    db
      .select({
        id: outfits.id,
        key: outfits.hot,
        json: entryJson.outfit(outfitJson(p.viewer)),
      })
      .from(outfits)
      .innerJoin(...livePerson(outfits.authorId))
      .where(
        and(
          isPublic,
          after,
          sql`(${occasion} = '' or ${outfits.occasion} = ${occasion})`,
          noBlockBetween(p.viewer, outfits.authorId),
        ),
      )
      .orderBy(sql`${outfits.hot} desc, ${outfits.id} desc`)
      .limit(p.limit)
      .prepare(name),
  );
const exploreFirst = explorePage("explore_first", undefined);
const exploreAfter = explorePage(
  "explore_after",
  sql`(${outfits.hot}, ${outfits.id}) < (${p.rank}, ${p.id})`,
);

/**
 * Explore: public outfits by `hot`, the rank engagement raises and time decays (see `hotOf` in repo.ts).
 * An outfit's rank only changes when people engage with it, so a cursor on it stays meaningful.
 */
export function explorePageRows(
  db: Executor,
  viewerId: string,
  after: Mark | undefined,
  limit: number,
  ofOccasion?: Occasion,
): Promise<Rendered[]> {
  const query = after ? exploreAfter : exploreFirst;
  return query(db).execute({
    viewer: viewerId,
    key: after?.key,
    id: after?.id,
    limit,
    occasion: ofOccasion ?? "",
  });
}

// ---- Following ----

/**
 * The viewer may see this thing of `entry.author_id`'s in their Following feed: their own, or not private.
 * That they still follow its author is the inbox's to keep: an unfollow (so a block) takes the person's
 * entries out in its own transaction, and builds take turns with such writes (migration 0013). Past the
 * floor, the entries come from the people followed.
 */
const inFollowing = (visibility: SQLWrapper) =>
  sql`(entry.author_id = ${p.viewer} or ${visibility} <> 'private')`;

/**
 * A page of entries rendered, each an outfit or a closet of `entry.author_id`'s, in the entries' order.
 * An entry that is not to be shown (`inFollowing`, an author who left) renders as null and is left out of
 * the page, whose cursor still moves past it. Each entry is rendered by a subquery of its own, an index
 * lookup whatever the planner guesses of the page's size (as joins, a generic plan read all closets to
 * hash them). The viewer follows every author but themself.
 */
const rendered = (db: Executor, name: string, entries: SQL) => {
  const author = joinLivePerson(sql`entry.author_id`);
  const followed = sql`(entry.author_id <> ${p.viewer})`;
  const json = sql`coalesce(
    (select ${entryJson.outfit(outfitJson(p.viewer, followed))} from ${outfits} ${author}
      where ${outfits.id} = entry.outfit_id and ${inFollowing(outfits.visibility)}),
    ${renderedClosetEntry(p.viewer, sql`entry.closet_id`, entryJson.closet, author, inFollowing)})`;
  return db
    .select({
      id: sql<string>`entry.id`,
      key: sql<string>`entry.at::text`,
      json: sql<string | null>`${json}`,
    })
    .from(sql`(${entries}) as entry`)
    .orderBy(sql`entry.at desc, entry.id desc`)
    .prepare(name);
};

/** The cursor's mark, and the inbox's floor, as a prepared statement takes them. */
const floor = {
  time: sql`${sql.placeholder("floorAt")}::timestamptz`,
  id: sql`${sql.placeholder("floorId")}::uuid`,
};

const inboxPage = (name: string, after: boolean) =>
  reusable((db) => {
    const { at, entryId } = feedEntries;
    return rendered(
      db,
      name,
      sql`select ${at} as at, ${entryId} as id, ${feedEntries.outfitId} as outfit_id,
          ${feedEntries.closetId} as closet_id, ${feedEntries.authorId} as author_id
        from ${feedEntries}
        where ${feedEntries.viewerId} = ${p.viewer} ${after ? sql`and ${olderThan(at, entryId, p)}` : sql``}
        order by ${at} desc, ${entryId} desc limit ${p.limit}`,
    );
  });
const inboxFirst = inboxPage("following_inbox_first", false);
const inboxAfter = inboxPage("following_inbox_after", true);

/**
 * Past the inbox's floor, the feed is read as before inboxes (fan-out on read): for each person followed
 * and the viewer, a lateral index scan takes their newest few outfits and closet updates below the cursor
 * and the floor; the union is sorted and cut to the page.
 */
const pastInbox = reusable((db) => {
  const shown = (visibility: SQLWrapper) => sql`(${visibility} <> 'private' or people.id = ${p.viewer})`;
  const older = (time: SQLWrapper, id: SQLWrapper) =>
    sql`and ${olderThan(time, id, p)} and ${olderThan(time, id, floor)}`;
  return rendered(
    db,
    "following_past_inbox",
    sql`
      with people as (
        ${followeeIdsOf(p.viewer)}
        union all select ${p.viewer}
      )
      select * from (
        select o.at, o.id, o.id as outfit_id, null::uuid as closet_id, people.id as author_id
        from people cross join lateral (
          select ${outfits.id} as id, ${outfits.createdAt} as at from ${outfits}
          where ${outfits.authorId} = people.id and ${shown(outfits.visibility)} ${older(outfits.createdAt, outfits.id)}
          order by ${outfits.createdAt} desc, ${outfits.id} desc limit ${p.limit}
        ) as o
        union all
        select c.at, c.id, null, c.id, people.id from people cross join lateral (
          ${closetUpdatesOf(sql`people.id`, shown, older, p.limit)}
        ) as c
      ) as merged
      order by at desc, id desc limit ${p.limit}`,
  );
});

/** Whose inbox exists: its floor (null when it holds every entry), or undefined when it was never built. */
async function inboxFloor(db: Executor, viewerId: string): Promise<Mark | null | undefined> {
  const [inbox] = await db
    .select({ at: sql<string | null>`${feedInboxes.floorAt}::text`, id: feedInboxes.floorId })
    .from(feedInboxes)
    .where(eq(feedInboxes.viewerId, viewerId));
  if (!inbox) return undefined;
  return inbox.at && inbox.id ? { key: inbox.at, id: inbox.id } : null;
}

/**
 * The Following feed: the outfits of the viewer and of the people they follow, and the closets those
 * people added items to, newest first. A page reads the viewer's inbox, built at their first visit; past
 * its floor, it reads the people followed.
 */
export async function followingPageRows(
  db: Executor,
  viewerId: string,
  after: Mark | undefined,
  limit: number,
): Promise<Rendered[]> {
  const rows = await (after ? inboxAfter : inboxFirst)(db).execute({
    viewer: viewerId,
    key: after?.key,
    id: after?.id,
    limit,
  });
  if (rows.length === limit) return rows;
  const floorMark = await inboxFloor(db, viewerId);
  if (floorMark === undefined) {
    await db.execute(sql`select feed_inbox_built(${viewerId}::uuid, ${INBOX_KEEPS}::int)`);
    return followingPageRows(db, viewerId, after, limit);
  }
  if (!floorMark) return rows;
  const cursor = after ?? floorMark;
  const past = await pastInbox(db).execute({
    viewer: viewerId,
    key: cursor.key,
    id: cursor.id,
    floorAt: floorMark.key,
    floorId: floorMark.id,
    limit: limit - rows.length,
  });
  return [...rows, ...past];
}

/**
 * Trims the viewer's inbox back to its newest `keep` entries (new posts make it grow), its floor moving up
 * to the oldest entry kept: the older ones are read past the floor, as for an inbox built full. Takes
 * turns with the writes that fan entries out, as a build does (migration 0013).
 */
export async function trimInbox(db: Db, viewerId: string, keep = INBOX_KEEPS): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`lock table ${feedEntries} in share row exclusive mode`);
    await tx.execute(sql`delete from ${feedEntries} e using (
        select at, entry_id from ${feedEntries} where viewer_id = ${viewerId}
        order by at desc, entry_id desc offset ${keep - 1} limit 1) as oldest_kept
      where e.viewer_id = ${viewerId} and (e.at, e.entry_id) < (oldest_kept.at, oldest_kept.entry_id)`);
    await tx.execute(sql`update ${feedInboxes} set (floor_at, floor_id) = (
        select at, entry_id from ${feedEntries} where viewer_id = ${viewerId} order by at, entry_id limit 1)
      where viewer_id = ${viewerId}`);
  });
}

/** Trims every inbox that holds more than `keep` entries, each in a transaction of its own. */
export async function trimInboxes(db: Db, keep = INBOX_KEEPS): Promise<void> {
  const overfull = await db
    .select({ viewerId: feedEntries.viewerId })
    .from(feedEntries)
    .groupBy(feedEntries.viewerId)
    .having(sql`count(*) > ${keep}`);
  for (const { viewerId } of overfull) await trimInbox(db, viewerId, keep);
}
