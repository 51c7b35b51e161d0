// The face of retailers: its pages, loaded on first visit, and the questionnaire's query.
import { lazyPage } from "../../lib/lazy-page.ts";

/**
 * The query options of the route loaders, in a chunk the pages share: api.ts imports the endpoint
 * declarations from the contracts, whose module brings zod and every schema, so it stays out of the
 * first load (decision 011).
 */
export const retailersQueries = () =>
  import("./questionnaire.ts").then(({ retailerQuestionnaireQuery }) => ({ retailerQuestionnaireQuery }));

export const RetailerLeadPage = lazyPage(() => import("./pages/retailer-lead-page.tsx"), "RetailerLeadPage");
export const RetailerQuestionnairePage = lazyPage(
  () => import("./pages/retailer-questionnaire-page.tsx"),
  "RetailerQuestionnairePage",
);
export const RetailerStepPage = lazyPage(() => import("./pages/retailer-step-page.tsx"), "RetailerStepPage");
