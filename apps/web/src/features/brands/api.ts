import { brandsEndpoints as endpoints } from "@cbm/contracts";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";

/** Brands per page of search results. */
const PAGE_SIZE = 24;

export const brandsKeys = {
  all: ["brands"] as const,
  search: (keyword: string) => [...brandsKeys.all, "search", keyword] as const,
  detail: (id: string) => [...brandsKeys.all, "detail", id] as const,
};

/** The active brands matching `keyword` (typos tolerated; all of them when empty), page after page. */
export const brandSearchQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: brandsKeys.search(keyword),
    queryFn: ({ pageParam, signal }) =>
      call(endpoints.search, { query: { keyword, page: pageParam, size: PAGE_SIZE } }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => ((last.page + 1) * last.size < last.total ? last.page + 1 : undefined),
  });

/** One brand, for showing a choice made earlier. */
export const brandQuery = (id: string) =>
  queryOptions({
    queryKey: brandsKeys.detail(id),
    queryFn: ({ signal }) => call(endpoints.get, { params: { id } }, { signal }),
    staleTime: 10 * 60_000,
  });
