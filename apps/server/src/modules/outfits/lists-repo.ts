import type { OutfitListQuery } from "@cbm/contracts";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import type { Mark, Rendered } from "../../platform/paging.ts";
import { livePerson, noBlockBetween } from "../users/index.ts";
import { beforeInTime, outfitSeenBy, renderedBy, timeKey } from "./repo.ts";
import { outfitSaves, outfits } from "./tables.ts";

// Pages of outfits by cursor, newest first: the public list, a person's outfits, one's saved ones.

/** One page of outfits matching `where`, newest first, rendered for the viewer. */
async function newestOutfits(
  db: Executor,
  viewerId: string,
  where: SQL,
  after: Mark | undefined,
  limit: number,
): Promise<Rendered[]> {
  return db
    .select(renderedBy(viewerId, timeKey(outfits.createdAt)))
    .from(outfits)
    .innerJoin(...livePerson(outfits.authorId))
    .where(and(where, beforeInTime(outfits.createdAt, outfits.id, after)))
    .orderBy(sql`${outfits.createdAt} desc, ${outfits.id} desc`)
    .limit(limit);
}

function listFilters(query: Pick<OutfitListQuery, "occasion" | "season" | "colour" | "tag">): SQL[] {
  const filters: SQL[] = [];
  if (query.occasion) filters.push(eq(outfits.occasion, query.occasion));
  if (query.season) filters.push(sql`${outfits.seasons} @> array[${query.season}]::text[]`);
  if (query.colour) filters.push(sql`${outfits.colours} @> array[${query.colour}]::text[]`);
  if (query.tag) filters.push(sql`${outfits.tags} @> array[${query.tag}]::text[]`);
  return filters;
}

/**
 * Written as a literal, not bound as a parameter: CBM's statements run with generic plans (SESSION_OPTIONS
 * in platform/db.ts), and a generic plan only uses the partial indexes on public outfits when it can
 * prove their `visibility = 'public'` from the statement's text. Bound, Explore read the whole table.
 */
export const isPublic = sql`${outfits.visibility} = 'public'`;

/** Public outfits of people without a block with the viewer, newest first, narrowed by the filters. */
export const publicOutfits = (
  db: Executor,
  viewerId: string,
  query: OutfitListQuery,
  after: Mark | undefined,
  limit: number,
) =>
  newestOutfits(
    db,
    viewerId,
    and(isPublic, noBlockBetween(viewerId, outfits.authorId), ...listFilters(query)) as SQL,
    after,
    limit,
  );

/** A person's outfits the viewer may see, newest first. */
export const outfitsOfAuthor = (
  db: Executor,
  viewerId: string,
  authorId: string,
  after: Mark | undefined,
  limit: number,
) =>
  newestOutfits(
    db,
    viewerId,
    and(eq(outfits.authorId, authorId), outfitSeenBy(viewerId)) as SQL,
    after,
    limit,
  );

/** The outfits the viewer saved that they may still see, the latest saved first. */
export async function savedOutfits(
  db: Executor,
  viewerId: string,
  after: Mark | undefined,
  limit: number,
): Promise<Rendered[]> {
  return db
    .select(renderedBy(viewerId, timeKey(outfitSaves.createdAt)))
    .from(outfitSaves)
    .innerJoin(outfits, eq(outfits.id, outfitSaves.outfitId))
    .innerJoin(...livePerson(outfits.authorId))
    .where(
      and(
        eq(outfitSaves.userId, viewerId),
        outfitSeenBy(viewerId),
        beforeInTime(outfitSaves.createdAt, outfitSaves.outfitId, after),
      ),
    )
    .orderBy(sql`${outfitSaves.createdAt} desc, ${outfitSaves.outfitId} desc`)
    .limit(limit);
}
