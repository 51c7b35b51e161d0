import { type InfluencerStep, influencerOnboarding } from "@cbm/contracts";
import { type QuestionnaireView, stateQuery } from "../../components/questionnaire/index.ts";
import { influencersKeys } from "./keys.ts";

/** The influencer onboarding: the influencer's profile and storefront, set up step by step. */
export const INFLUENCER_ONBOARDING: QuestionnaireView<typeof influencerOnboarding> = {
  declared: influencerOnboarding,
  home: "/Influencer/questionnaire",
  // Then the plan: chosen on select-package, paid for on subscribe-plan/{planid} (pages/plan-steps.tsx).
  after: ["select-package", "subscribe-plan"],
  names: {
    "influencer-brands": "Brands",
    "influencer-details": "About you",
    "influencer-social-platform": "Social accounts",
    "influencer-store-details": "Store name and address",
    "influencer-store": "Storefront look",
  } satisfies Record<InfluencerStep, string>,
  what: "your onboarding",
  role: "influencer",
  queryKey: influencersKeys.onboarding(),
};

/** The signed-in influencer's profile and storefront so far, and where onboarding resumes. */
export const onboardingQuery = () => stateQuery(INFLUENCER_ONBOARDING);
