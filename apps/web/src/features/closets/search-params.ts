import type { Colour, ItemCategory, Season } from "@cbm/contracts";
import { defined, matching, NAME, UUID } from "../../lib/search-params.ts";

/**
 * The search params of the closet pages. This file is part of the first load (the router validates with
 * it): types only from the contracts, no zod. Anything malformed in the URL is dropped, not an error; the
 * pages check names against the contracts' lists.
 */

export type ClosetScope = "following" | "popular";

/** `/wall/closets`: Following is the default, so a plain visit stays `/wall/closets`. */
export interface ClosetsSearch {
  scope?: "popular";
}

export interface ItemFilters {
  category?: ItemCategory;
  colour?: Colour;
  season?: Season;
}

/** `/wall/closets/{id}`: the item filters, and the item open in the drawer. */
export interface ClosetSearch extends ItemFilters {
  item?: string;
}

/** `/closet/new`: a new closet, or the one to edit. */
export interface ClosetFormSearch {
  edit?: string;
}

/** `/closet/new-item`: a new item (in `closetId` when given), or the one to edit. */
export interface ItemFormSearch {
  closetId?: string;
  edit?: string;
}

export const parseClosetsSearch = (search: Record<string, unknown>): ClosetsSearch =>
  search.scope === "popular" ? { scope: "popular" } : {};

export const parseClosetSearch = (search: Record<string, unknown>): ClosetSearch =>
  defined({
    category: matching(NAME, search.category) as ItemCategory | undefined,
    colour: matching(NAME, search.colour) as Colour | undefined,
    season: matching(NAME, search.season) as Season | undefined,
    item: matching(UUID, search.item),
  });

export const parseClosetFormSearch = (search: Record<string, unknown>): ClosetFormSearch =>
  defined({ edit: matching(UUID, search.edit) });

export const parseItemFormSearch = (search: Record<string, unknown>): ItemFormSearch =>
  defined({ closetId: matching(UUID, search.closetId), edit: matching(UUID, search.edit) });
