import {
  influencersEndpoints as endpoints,
  type InfluencerListQuery,
  STYLE_ATTRIBUTES,
} from "@cbm/contracts";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { influencersKeys } from "./keys.ts";
import type { InfluencerSearch } from "./search-params.ts";

export const PAGE_SIZE = 12;

/** The query of `GET /v1/influencers` for these filters; a style the server does not know is left out. */
export const toInfluencerQuery = ({
  category,
  sort,
  page,
  ...search
}: InfluencerSearch): InfluencerListQuery => ({
  ...search,
  category: STYLE_ATTRIBUTES.find((style) => style === category),
  sort: sort ?? "popular",
  page: page ?? 0,
  size: PAGE_SIZE,
});

/** One page of influencers to discover, for the filters of `/Influencer/list`. */
export const influencerListQuery = (search: InfluencerSearch) =>
  queryOptions({
    queryKey: influencersKeys.list(search),
    queryFn: ({ signal }) => call(endpoints.list, { query: toInfluencerQuery(search) }, { signal }),
  });
