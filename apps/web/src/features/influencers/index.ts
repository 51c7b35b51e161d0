// The face of influencers: what other rooms may use. Pages load on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

/**
 * The query options of the route loaders, in a chunk the pages share: api.ts imports values from the
 * contracts, whose module brings zod and every schema, so it stays out of the first load (decision 011).
 */
export const influencersQueries = () =>
  Promise.all([import("./api.ts"), import("./questionnaire.ts")]).then(
    ([{ influencerListQuery }, { onboardingQuery }]) => ({ influencerListQuery, onboardingQuery }),
  );

export { parseInfluencerSearch } from "./search-params.ts";

export const InfluencerListPage = lazyPage(
  () => import("./pages/influencer-list-page.tsx"),
  "InfluencerListPage",
);
export const InfluencerQuestionnairePage = lazyPage(
  () => import("./pages/influencer-questionnaire-page.tsx"),
  "InfluencerQuestionnairePage",
);
export const InfluencerStepPage = lazyPage(
  () => import("./pages/influencer-step-page.tsx"),
  "InfluencerStepPage",
);
export const SelectPackagePage = lazyPage(() => import("./pages/plan-steps.tsx"), "SelectPackagePage");
export const SubscribePlanPage = lazyPage(() => import("./pages/plan-steps.tsx"), "SubscribePlanPage");
