import type { InfluencerOnboarding, InfluencerStep } from "@cbm/contracts";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { NotFoundPage } from "../../../components/error-pages.tsx";
import { WithAnswers } from "../../../components/questionnaire-flow.tsx";
import { RoleGate } from "../../../components/role-gate.tsx";
import { onboardingQuery } from "../api.ts";
import { isInfluencerStep } from "../steps.ts";
import { BrandsStep } from "./steps/brands-step.tsx";
import { DetailsStep } from "./steps/details-step.tsx";
import { SocialStep } from "./steps/social-step.tsx";
import { StoreDetailsStep } from "./steps/store-details-step.tsx";
import { StoreStep } from "./steps/store-step.tsx";

const SCREENS: Record<InfluencerStep, (props: { onboarding: InfluencerOnboarding }) => ReactNode> = {
  "influencer-brands": BrandsStep,
  "influencer-details": DetailsStep,
  "influencer-social-platform": SocialStep,
  "influencer-store-details": StoreDetailsStep,
  "influencer-store": StoreStep,
};

function Step({ step }: { step: InfluencerStep }) {
  const query = useQuery(onboardingQuery());
  const Screen = SCREENS[step];
  return (
    <WithAnswers query={query} what="your onboarding">
      {(onboarding) => <Screen key={step} onboarding={onboarding} />}
    </WithAnswers>
  );
}

/** `/Influencer/questionnaire/{step}`: one onboarding step, for influencers; any other name is not a page. */
export function InfluencerStepPage() {
  const { step = "" } = useParams({ strict: false });
  if (!isInfluencerStep(step)) return <NotFoundPage />;
  return (
    <RoleGate rule="influencer">
      <Step step={step} />
    </RoleGate>
  );
}
