import {
  type InfluencerAnswer,
  type InfluencerListPage,
  type InfluencerListQuery,
  type InfluencerOnboarding,
  type InfluencerStep,
  STYLE_ATTRIBUTES,
} from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";
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
    queryFn: ({ signal }) => api<InfluencerOnboarding>("/v1/influencers/onboarding", { signal }),
  });

/** Saves one step; the answer is the whole new onboarding state, which replaces the cached one. */
export function useSaveInfluencerStep<S extends InfluencerStep>(step: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: InfluencerAnswer<S>) =>
      api<InfluencerOnboarding>(`/v1/influencers/onboarding/${step}`, {
        method: "PUT",
        body: { json: answer },
      }),
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
    queryFn: ({ signal }) =>
      api<InfluencerListPage>("/v1/influencers", { query: toInfluencerQuery(search), signal }),
  });
