import type { Role, UserSearchQuery } from "@cbm/contracts";
import { defined, flag, oneOf, typedText, wholeNumber } from "../../lib/search-params.ts";

/**
 * The filters of `/users/list`, kept in the URL. Defaults are left out, so a plain visit stays `/users/list`.
 * This file is part of the first load (the router validates with it): types only from the contracts, no zod.
 */
export interface PeopleSearch {
  keyword?: string;
  sortByTime?: "asc" | "desc";
  role?: Role;
  canChat?: true;
  /** From 0, as the API counts. */
  page?: number;
}

/** The roles people can be filtered by; admins run CBM and are not listed among the members. */
export const ROLE_FILTERS = ["customer", "influencer", "retailer"] as const satisfies readonly Role[];

/** `validateSearch` of `/users/list`: anything unknown or malformed in the URL is dropped, not an error. */
export function parsePeopleSearch(search: Record<string, unknown>): PeopleSearch {
  return defined({
    keyword: typedText(search.keyword),
    sortByTime: oneOf(["asc", "desc"] as const, search.sortByTime),
    role: oneOf(ROLE_FILTERS, search.role),
    canChat: flag(search.canChat),
    page: wholeNumber(search.page, 1),
  });
}

/** The query of `GET /v1/users` for these filters (the server's default size of 20). */
export const toUserQuery = (search: PeopleSearch): Omit<UserSearchQuery, "size"> => ({
  ...search,
  page: search.page ?? 0,
});
