// The wall the feeds scenario loads: people who follow each other, closets with items, and outfits, each
// table filled by one set-based statement (generate_series), the same on every run (setseed).
import { COLOURS, ITEM_CATEGORIES, OCCASIONS, SEASONS } from "@cbm/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { hotOf } from "../../apps/server/src/modules/outfits/repo.ts";
import { log } from "../config.ts";
import { personId, seededId, seedPeople, seedSession } from "./people.ts";

export interface WallSize {
  people: number;
  outfits: number;
}

const TAGS = [
  "minimal",
  "vintage",
  "streetwear",
  "boho",
  "classic",
  "sporty",
  "denim",
  "linen",
  "layers",
  "monochrome",
  "workwear",
  "thrifted",
  "capsule",
  "date-night",
  "summer",
];
const CAPTIONS = [
  "Monday at the office",
  "Weekend errands, comfy but put together",
  "Wedding guest look",
  "First warm day of the year",
  "Rainy city walk",
  "Thrifted everything",
  "Dinner with friends",
  "Travel day uniform",
];
const CLOSET_NAMES = [
  "Everyday",
  "Work",
  "Weekend",
  "Summer",
  "Winter",
  "Going out",
  "Sport",
  "Vintage finds",
];
const ITEM_KINDS = Object.entries(ITEM_CATEGORIES).flatMap(([category, subcategories]) =>
  subcategories.map((subcategory) => ({ category, subcategory })),
);
const ITEMS_PER_CLOSET = 4;

const list = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;
/** One of the values, `r` a random number in [0, 1). */
const oneOf = (values: readonly string[], r: SQL) =>
  sql`(${list(values)})[1 + floor(${r} * ${values.length}::int)::int]`;
/** A random place in the list, for someOf. */
const placeIn = (values: readonly string[]) => sql`1 + floor(random() * ${values.length}::int)::int`;
/** Up to `count` values in a row from `start` (fewer near the end of the list). */
const someOf = (values: readonly string[], start: SQL, count: SQL) =>
  sql`(${list(values)})[${start} : ${start} + ${count} - 1]`;
/** Most things are public, some for followers, a few private; `r` a random number in [0, 1). */
const visibility = (r: SQL) =>
  sql`case when ${r} < 0.85 then 'public' when ${r} < 0.95 then 'followers' else 'private' end`;
const withinAYear = sql`now() - random() * interval '365 days'`;

/** An image as the uploads store it: the largest of its three WebP variants, with the variants. */
const image = (key: SQL, height: SQL) => {
  const url = (width: number) => sql`'/media/' || ${key} || ${`-${width}.webp`}::text`;
  return sql`jsonb_build_object('url', ${url(1080)}, 'width', 1080, 'height', ${height},
    'variants', jsonb_build_array(
      jsonb_build_object('url', ${url(320)}, 'width', 320),
      jsonb_build_object('url', ${url(640)}, 'width', 640),
      jsonb_build_object('url', ${url(1080)}, 'width', 1080)))`;
};

/** A seeded person's number, the popular ones (low numbers) drawn more often: density ~ n^-(1 - 1/power). */
const drawnPerson = (people: number, power: number) =>
  sql`1 + floor(${people}::int * power(random(), ${power}::float8))::int`;

/**
 * Follows, in primary-key order so that its index is written from left to right. Each follower draws
 * people with drawnPerson(.., 2), so that a few are followed by tens of thousands and most by about a
 * hundred; `followers` yields (id, n, following): who, their number (0 for the viewers), how many draws.
 */
async function insertFollows(db: NodePgDatabase, people: number, followers: SQL): Promise<void> {
  await db.execute(sql`
    insert into follows (follower_id, followee_id, created_at)
    select follower.id, ${personId(sql`drawn.n`)}, ${withinAYear}
    from (${followers}) as follower
    cross join lateral (
      select distinct ${drawnPerson(people, 2)} as n from generate_series(1, follower.following)
    ) as drawn
    where drawn.n <> follower.n
    order by 1, 2`);
}

/** One closet for every fifth person (popular people keep more), each with four items added lately. */
async function insertClosets(db: NodePgDatabase, people: number): Promise<void> {
  await db.execute(sql`
    insert into closets (id, owner_id, name, visibility, item_count, items_added_at, created_at, updated_at)
    select ${seededId("closet", sql`n`)}, ${personId(sql`owner`)}, ${oneOf(CLOSET_NAMES, sql`random()`)},
      ${visibility(sql`random()`)}, ${ITEMS_PER_CLOSET}::int, added, created, added
    from (
      select n, ${drawnPerson(people, 1.5)} as owner, created, created + random() * (now() - created) as added
      from (select n, ${withinAYear} as created from generate_series(1, ${Math.ceil(people / 5)}::int) as n) as made
    ) as closet`);
  await db.execute(sql`
    insert into closet_items (id, closet_id, owner_id, image, category, subcategory, colours, seasons, created_at, updated_at)
    select ${seededId("item", sql`closets.id || '-' || k`)}, closets.id, closets.owner_id,
      ${image(sql`md5('item' || closets.id || k)`, sql`1440`)},
      (${list(ITEM_KINDS.map((kind) => kind.category))})[kind], (${list(ITEM_KINDS.map((kind) => kind.subcategory))})[kind],
      ${someOf(COLOURS, sql`colour`, sql`2`)}, ${someOf(SEASONS, sql`season`, sql`2`)}, at, at
    from closets
    cross join lateral (
      select k, 1 + floor(random() * ${ITEM_KINDS.length}::int)::int as kind, ${placeIn(COLOURS)} as colour,
        ${placeIn(SEASONS)} as season, closets.items_added_at - (k - 1) * interval '1 day' as at
      from generate_series(1, ${ITEMS_PER_CLOSET}::int) as k
    ) as item`);
}

/**
 * Outfits by drawnPerson(.., 1.5) authors (the most prolific posts some 500 a year, most people about 8),
 * spread over a year, most public; engagement is log-uniform (likes 0 to 499, saves and comments a share
 * of them) and `hot` is the server's own Explore rank (repo.ts `hotOf`) of those counts.
 */
async function insertOutfits(db: NodePgDatabase, { people, outfits }: WallSize): Promise<void> {
  await db.execute(sql`
    insert into outfits (id, author_id, image, has_photo, caption, occasion, seasons, tags, colours, visibility,
      item_count, like_count, save_count, comment_count, hot, created_at, updated_at)
    select ${seededId("outfit", sql`n`)}, ${personId(sql`author`)},
      ${image(sql`md5('outfit' || n)`, sql`case when has_photo then 1440 else 1350 end`)}, has_photo,
      case when r_caption < 0.7 then ${oneOf(CAPTIONS, sql`r_caption / 0.7`)} end,
      case when r_occasion < 0.8 then ${oneOf(OCCASIONS, sql`r_occasion / 0.8`)} end,
      ${someOf(SEASONS, sql`season`, sql`2`)}, ${someOf(TAGS, sql`tag`, sql`tag_count`)}, ${someOf(COLOURS, sql`colour`, sql`3`)},
      ${visibility(sql`r_visibility`)}, 1 + floor(random() * 6)::int, likes, saves, comments,
      ${hotOf(sql`created_at`, sql`likes`, sql`saves`, sql`comments`)}, created_at, created_at
    from (
      select *, floor(likes * random() / 3)::int as saves, floor(likes * random() / 5)::int as comments
      from (
        select n, ${drawnPerson(people, 1.5)} as author, random() < 0.3 as has_photo, random() as r_caption,
          random() as r_occasion, random() as r_visibility, ${placeIn(SEASONS)} as season, ${placeIn(TAGS)} as tag,
          floor(random() * 4)::int as tag_count, ${placeIn(COLOURS)} as colour,
          floor(exp(random() * ln(500)))::int - 1 as likes, ${withinAYear} as created_at
        from generate_series(1, ${outfits}::int) as n
      ) as drawn
    ) as outfit`);
}

/**
 * Some likes, saves and blocks, so that the feeds' checks of them read indexes as on a live database
 * (an empty table is scanned instead): each viewer likes 200 and saves 50 outfits, and the seeded people
 * a sample (the outfits' counts are drawn apart, as if the rest of the rows were there), and one person in
 * a hundred blocks someone (never a viewer).
 */
async function insertEngagement(db: NodePgDatabase, size: WallSize, viewerIds: string[]): Promise<void> {
  const someOutfit = seededId("outfit", sql`1 + floor(random() * ${size.outfits}::int)::int`);
  const someone = personId(drawnPerson(size.people, 2));
  const viewers = sql`unnest(${sql.param(viewerIds)}::uuid[])`;
  const samples = (count: number) => sql`generate_series(1, ${count}::int)`;
  await db.execute(sql`
    insert into outfit_likes (outfit_id, user_id, created_at)
    select ${someOutfit}, viewer, ${withinAYear} from ${viewers} as viewer cross join ${samples(200)}
    union all
    select ${someOutfit}, ${someone}, ${withinAYear} from ${samples(size.outfits / 10)}
    on conflict do nothing`);
  await db.execute(sql`
    insert into outfit_saves (user_id, outfit_id, created_at)
    select viewer, ${someOutfit}, ${withinAYear} from ${viewers} as viewer cross join ${samples(50)}
    union all
    select ${someone}, ${someOutfit}, ${withinAYear} from ${samples(size.outfits / 50)}
    on conflict do nothing`);
  await db.execute(sql`
    insert into blocks (blocker_id, blocked_id)
    select blocker, blocked from (select ${someone} as blocker, ${someone} as blocked from ${samples(size.people / 100)}) as pair
    where blocker <> blocked
    on conflict do nothing`);
}

/** Runs one step of the seed, logging how long it took. */
export type Step = (what: string, work: () => Promise<unknown>) => Promise<void>;

/**
 * Runs `load` on tables without their foreign keys and secondary indexes, then makes them again, as
 * pg_restore does: an index built once from sorted rows costs a fraction of one kept up row by row
 * (ten million follows: minutes otherwise). Primary keys stay.
 */
export async function bulkLoad(
  db: NodePgDatabase,
  tables: string[],
  load: () => Promise<void>,
  step: Step,
): Promise<void> {
  const { rows: indexes } = await db.execute<{ name: string; definition: string }>(sql`
    select indexrelid::regclass::text as name, pg_get_indexdef(indexrelid) as definition from pg_index
    where indrelid = any(${sql.param(tables)}::regclass[]) and not indisprimary and not indisunique`);
  const { rows: keys } = await db.execute<{ tableName: string; name: string; definition: string }>(sql`
    select conrelid::regclass::text as "tableName", quote_ident(conname) as name,
      pg_get_constraintdef(oid) as definition
    from pg_constraint where conrelid = any(${sql.param(tables)}::regclass[]) and contype = 'f'`);
  for (const key of keys)
    await db.execute(sql.raw(`alter table ${key.tableName} drop constraint ${key.name}`));
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));
  await load();
  await step("indexes", async () => {
    for (const index of indexes) await db.execute(sql.raw(index.definition));
  });
  await step("foreign keys", async () => {
    for (const key of keys)
      await db.execute(sql.raw(`alter table ${key.tableName} add constraint ${key.name} ${key.definition}`));
  });
}

/**
 * Seeds the wall on CBM's migrated database: `people` people who each follow 50 to 200 others (most
 * nearer 50), the viewers (registered through the API) 100 to 200 each, closets with items and
 * `outfits` outfits; then what autovacuum and the checkpointer do soon after on live tables, so that
 * the load meets settled tables: statistics, visibility maps (index-only scans), hint bits, and the
 * seeded pages written out.
 */
export async function seedWall(databaseUrl: string, size: WallSize, viewerIds: string[]): Promise<void> {
  const { db, end } = await seedSession(databaseUrl);
  const step: Step = async (what, work) => {
    const started = performance.now();
    await work();
    log(`  ${what} in ${((performance.now() - started) / 1000).toFixed(1)}s`);
  };
  try {
    // Sorting ten million follows and building the indexes again fit in memory this way.
    await db.execute(sql`set work_mem = '1GB'`);
    await db.execute(sql`set maintenance_work_mem = '1GB'`);
    await step(`${size.people.toLocaleString("en")} people`, () => seedPeople(db, size.people));
    // closet_items keeps its indexes: the database writes each closet's card from its newest items once
    // they are in (migration 0012), by their closet's index.
    await bulkLoad(
      db,
      ["follows", "closets", "outfits"],
      async () => {
        await step("follows", () =>
          insertFollows(
            db,
            size.people,
            sql`select ${personId(sql`n`)} as id, n, 50 + floor(151 * power(random(), 2))::int as following
            from generate_series(1, ${size.people}::int) as n
            union all
            select id, 0, 100 + floor(101 * random())::int from unnest(${sql.param(viewerIds)}::uuid[]) as id`,
          ),
        );
        await step("closets and their items", () => insertClosets(db, size.people));
        await step(`${size.outfits.toLocaleString("en")} outfits`, () => insertOutfits(db, size));
      },
      step,
    );
    await step("likes, saves and blocks", () => insertEngagement(db, size, viewerIds));
    await step("vacuum analyze", () => db.execute(sql`vacuum analyze`));
    await step("checkpoint", () => db.execute(sql`checkpoint`));
  } finally {
    await end();
  }
}

/**
 * What autovacuum does within a minute of the viewers' first visits, which built their feed inboxes:
 * statistics on the inboxes (CBM's connections plan their statements again when statistics change; a
 * plan made while the inboxes were empty reads them as if they were), visibility maps and hint bits.
 */
export async function settleInboxes(databaseUrl: string): Promise<void> {
  const { db, end } = await seedSession(databaseUrl);
  try {
    await db.execute(sql`vacuum analyze feed_entries, feed_inboxes`);
  } finally {
    await end();
  }
}
