import { usersKeys } from "../users/index.ts";
import type { InfluencerSearch } from "./search-params.ts";

export const influencersKeys = {
  all: ["influencers"] as const,
  onboarding: () => [...influencersKeys.all, "onboarding"] as const,
  // Under the people searches: a follow anywhere patches the people it lists (see useFollow).
  list: (search: InfluencerSearch) => [...usersKeys.searches(), "influencers", search] as const,
};
