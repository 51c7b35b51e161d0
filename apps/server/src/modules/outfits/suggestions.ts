// The outfits a newcomer's wall suggests (issue 12 §2): when someone follows nobody, or their Following
// feed is empty, the feed goes on with the most engaging public outfits (Explore's rank), those that match
// the style they told the questionnaire first, each entry with its `reason`.
import { type FashionEvent, type Feed, FeedEntrySchema, type Occasion } from "@cbm/contracts";
import { and, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "../../platform/db.ts";
import { decodeCursor, encodeCursor, type Mark, type Rendered } from "../../platform/paging.ts";
import { textArray } from "../../platform/raw-sql.ts";
import { json, jsonObject } from "../../platform/rendered-json.ts";
import { Serialized } from "../../platform/serialized.ts";
import { type StyleTaste, styleTasteOf } from "../style/index.ts";
import { followeeIdsOf, livePerson, noBlockBetween } from "../users/index.ts";
import { outfitJson } from "./repo.ts";
import { outfits } from "./tables.ts";

/** Suggestions come from this many of the highest ranked public outfits: a bounded read of the rank index. */
const CANDIDATES = 200;
/** Added to a style match's rank, so that every match sorts before every other outfit. */
const STYLE_FIRST = 1_000_000;

/** The occasion of an outfit that dresses for each event the questionnaire names. */
const OCCASION_OF: Record<FashionEvent, Occasion> = {
  everyday: "everyday",
  work: "work",
  interviews: "work",
  "date-night": "date",
  parties: "party",
  weddings: "wedding",
  "black-tie": "formal",
  festivals: "festival",
  travel: "vacation",
  beach: "vacation",
  active: "sport",
  brunch: "everyday",
};

const OutfitEntrySchema = FeedEntrySchema.options[0];
const candidate = alias(outfits, "candidate");

/**
 * The outfit matches the taste: one of the favourite colours, an occasion of the events named, or a tag
 * that is one of the style attributes; and none of the avoided colours.
 */
function matches(taste: StyleTaste | undefined): SQL {
  if (!taste) return sql`false`;
  const occasions = [...new Set(taste.fashionEvents.map((event) => OCCASION_OF[event]))];
  return sql`((${outfits.colours} && ${textArray(taste.favouriteColours)}
      or ${outfits.occasion} = any(${textArray(occasions)})
      or ${outfits.tags} && ${textArray(taste.styleAttributes)})
    and not ${outfits.colours} && ${textArray(taste.avoidedColours)})`;
}

/**
 * A page of outfits suggested to the viewer, rendered as feed entries with their reason, after `after`
 * (a suggestion's mark: its rank, a style match's raised by STYLE_FIRST, and id). Never the viewer's own,
 * nor of people blocked either way, nor of deleted accounts.
 */
export async function suggestedOutfitRows(
  db: Executor,
  viewerId: string,
  taste: StyleTaste | undefined,
  after: Mark | undefined,
  limit: number,
): Promise<Rendered[]> {
  const matched = matches(taste);
  const key = sql<number>`(${outfits.hot} + case when ${matched} then ${STYLE_FIRST} else 0 end)`;
  const candidates = sql`select ${candidate.id} from ${outfits} as ${candidate}
    where ${candidate.visibility} = 'public' and ${candidate.authorId} <> ${viewerId}
      and ${noBlockBetween(viewerId, candidate.authorId)}
    order by ${candidate.hot} desc, ${candidate.id} desc limit ${sql.raw(String(CANDIDATES))}`;
  return db
    .select({
      id: outfits.id,
      key,
      json: jsonObject(OutfitEntrySchema, {
        kind: json.literal("outfit"),
        outfit: outfitJson(viewerId),
        reason: json.present(sql`case when ${matched} then 'style-match' else 'popular' end`),
      }),
    })
    .from(outfits)
    .innerJoin(...livePerson(outfits.authorId))
    .where(
      and(
        sql`${outfits.id} in (${candidates})`,
        after ? sql`(${key}, ${outfits.id}) < (${after.key}::float8, ${after.id}::uuid)` : undefined,
      ),
    )
    .orderBy(sql`${key} desc, ${outfits.id} desc`)
    .limit(limit);
}

/**
 * A cursor into the suggestions starts with this (base64url has no dot), then the last suggestion's mark,
 * or nothing when the suggestions start on the next page. Any other cursor is the feed's own.
 */
const SUGGESTED = "s.";

/**
 * Where a cursor of the Following feed points in the suggestions: a mark, `"start"`, or undefined when it
 * is the feed's own cursor. A suggestion cursor this server did not make is a 400 on `cursor`.
 */
export function suggestionsAfter(cursor: string | undefined): Mark | "start" | undefined {
  if (!cursor?.startsWith(SUGGESTED)) return undefined;
  const mark = cursor.slice(SUGGESTED.length);
  return mark === "" ? "start" : decodeCursor(mark, "rank");
}

/** The viewer follows someone. */
export async function followsSomeone(db: Executor, viewerId: string): Promise<boolean> {
  const [row] = await db
    .select({ follows: sql<boolean>`exists (${followeeIdsOf(viewerId)})` })
    .from(sql`(select 1) as one`);
  return row?.follows === true;
}

/**
 * A page of the Following feed that ends the feed's own entries (`followed`, at most `size` of them) and
 * goes on with suggestions after `after`; its cursor leads on into the suggestions.
 */
export async function pageWithSuggestions(
  db: Executor,
  viewerId: string,
  followed: Rendered[],
  after: Mark | undefined,
  size: number,
): Promise<Serialized<Feed>> {
  const taste = await styleTasteOf(db, viewerId);
  const suggested = await suggestedOutfitRows(db, viewerId, taste, after, size + 1 - followed.length);
  const rows = [
    ...followed.map((row) => ({ row, suggested: false })),
    ...suggested.map((row) => ({ row, suggested: true })),
  ];
  const page = rows.slice(0, size);
  const last = page.at(-1);
  // Past the page there are suggestions only: from the last one, or from the first when the page ended
  // on the feed's own entries.
  const next =
    rows.length > size && last ? `${SUGGESTED}${last.suggested ? encodeCursor(last.row) : ""}` : null;
  const items = page.flatMap(({ row }) => row.json ?? []);
  return new Serialized(`{"items":[${items.join(",")}],"nextCursor":${JSON.stringify(next)}}`);
}
