// The face of influencers: what other rooms may use. Pages load on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

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
