import {
  influencersEndpoints as endpoints,
  type InfluencerAnswer,
  type InfluencerListQuery,
  type InfluencerStep,
  STYLE_ATTRIBUTES,
} from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { usersKeys } from "../users/index.ts";
import type { InfluencerSearch } from "./search-params.ts";

export const influencersKeys = {
  all: ["influencers"] as const,
  onboarding: () => [...influencersKeys.all, "onboarding"] as const,
  // Under the people searches: a follow anywhere patches the people it lists (see useFollow).
  list: (search: InfluencerSearch) => [...usersKeys.searches(), "influencers", search] as const,
};

/** The signed-in influencer's profile and storefront so far, and where onboarding resumes. */
export const onboardingQuery = () =>
  queryOptions({
    queryKey: influencersKeys.onboarding(),
    queryFn: ({ signal }) => call(endpoints.onboarding, {}, { signal }),
  });

/** Saves one step; the answer is the whole new onboarding state, which replaces the cached one. */
export function useSaveInfluencerStep<S extends InfluencerStep>(step: S) {
  const queryClient = useQueryClient();
  // Every step's endpoint takes any step's body in its type; the step's own schema checks it.
  const declared = endpoints.answer[step as InfluencerStep];
  return useMutation({
    mutationFn: (answer: InfluencerAnswer<S>) => call(declared, { body: answer }),
    onSuccess: (onboarding) => queryClient.setQueryData(influencersKeys.onboarding(), onboarding),
  });
}

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
