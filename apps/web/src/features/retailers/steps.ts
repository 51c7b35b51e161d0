import { RETAILER_STEPS, type RetailerStep } from "@cbm/contracts";

/** The questionnaire's own address: it resumes at the first open step, or shows the finished profile. */
export const HOME = "/retailers/questionnaire";

export const isRetailerStep = (step: string): step is RetailerStep =>
  (RETAILER_STEPS as readonly string[]).includes(step);

/** Each step's name in the list of answers on the finish screen. */
export const STEP_NAMES: Record<RetailerStep, string> = {
  "product-and-channels": "Products and channels",
  "sales-metrics": "Sales",
  "challenges-obstacles-goals": "Challenges and goals",
  "collaborations-and-influencers": "Creators and collaborations",
};
