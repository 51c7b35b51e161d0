/**
 * The search parts of the wall's URLs. Part of the first load (the router validates with them), so nothing
 * from the contracts: a value the palette or the lists do not know is dropped when the query is made.
 */

import { defined, matching, NAME, UUID } from "../../lib/search-params.ts";

const nameIn = (value: unknown) => matching(NAME, value);

/**
 * `/wall?tab=explore`, or `/wall?occasion=work` (Explore of one occasion); Following is the default and
 * stays out of the URL.
 */
export interface FeedSearch {
  tab?: "explore";
  occasion?: string;
}

export function parseFeedSearch(search: Record<string, unknown>): FeedSearch {
  const occasion = nameIn(search.occasion);
  if (occasion) return { occasion };
  return search.tab === "explore" ? { tab: "explore" } : {};
}

/** The filters of `/wall/outfits`: names of the contracts' occasions, seasons and colours, and a tag. */
export interface OutfitFilters {
  occasion?: string;
  season?: string;
  colour?: string;
  tag?: string;
}

const TAG = /^#?[\p{L}\p{N}-]{1,30}$/u;

/** `validateSearch` of `/wall/outfits`: anything malformed in the URL is dropped, not an error. */
export function parseOutfitFilters(search: Record<string, unknown>): OutfitFilters {
  const filters: OutfitFilters = {
    occasion: nameIn(search.occasion),
    season: nameIn(search.season),
    colour: nameIn(search.colour),
    tag:
      typeof search.tag === "string" && TAG.test(search.tag.trim())
        ? search.tag.trim().replace(/^#/, "").toLowerCase()
        : undefined,
  };
  return defined(filters);
}

/** `/wall/outfit/details?edit={id}` edits that outfit; without it the page builds a new one. */
export function parseOutfitEditSearch(search: Record<string, unknown>): { edit?: string } {
  return defined({ edit: matching(UUID, search.edit) });
}
