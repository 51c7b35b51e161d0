import type { InfluencerStep, influencerOnboarding } from "@cbm/contracts";
import { QuestionnaireStepPage, type StepScreen } from "../../../components/questionnaire/index.ts";
import { INFLUENCER_ONBOARDING } from "../questionnaire.ts";
import { BrandsStep } from "./steps/brands-step.tsx";
import { DetailsStep } from "./steps/details-step.tsx";
import { SocialStep } from "./steps/social-step.tsx";
import { StoreDetailsStep } from "./steps/store-details-step.tsx";
import { StoreStep } from "./steps/store-step.tsx";

const SCREENS: Record<InfluencerStep, StepScreen<typeof influencerOnboarding>> = {
  "influencer-brands": BrandsStep,
  "influencer-details": DetailsStep,
  "influencer-social-platform": SocialStep,
  "influencer-store-details": StoreDetailsStep,
  "influencer-store": StoreStep,
};

/** `/Influencer/questionnaire/{step}`: one onboarding step, for influencers; any other name is not a page. */
export function InfluencerStepPage() {
  return <QuestionnaireStepPage view={INFLUENCER_ONBOARDING} screens={SCREENS} />;
}
