// The face of retailers: its pages, loaded on first visit, and the questionnaire's query.
import { lazyPage } from "../../lib/lazy-page.ts";

export { retailerQuestionnaireQuery } from "./api.ts";

export const RetailerLeadPage = lazyPage(() => import("./pages/retailer-lead-page.tsx"), "RetailerLeadPage");
export const RetailerQuestionnairePage = lazyPage(
  () => import("./pages/retailer-questionnaire-page.tsx"),
  "RetailerQuestionnairePage",
);
export const RetailerStepPage = lazyPage(() => import("./pages/retailer-step-page.tsx"), "RetailerStepPage");
