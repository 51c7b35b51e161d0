import type { RetailerQuestionnaire, RetailerStep } from "@cbm/contracts";
import { useQuery } from "@tanstack/react-query";
import { useParams } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { NotFoundPage } from "../../../components/error-pages.tsx";
import { WithAnswers } from "../../../components/questionnaire-flow.tsx";
import { RoleGate } from "../../../components/role-gate.tsx";
import { retailerQuestionnaireQuery } from "../api.ts";
import { isRetailerStep } from "../steps.ts";
import { ChallengesStep } from "./steps/challenges-step.tsx";
import { CollaborationsStep } from "./steps/collaborations-step.tsx";
import { ProductAndChannelsStep } from "./steps/product-and-channels-step.tsx";
import { SalesMetricsStep } from "./steps/sales-metrics-step.tsx";

const SCREENS: Record<RetailerStep, (props: { questionnaire: RetailerQuestionnaire }) => ReactNode> = {
  "product-and-channels": ProductAndChannelsStep,
  "sales-metrics": SalesMetricsStep,
  "challenges-obstacles-goals": ChallengesStep,
  "collaborations-and-influencers": CollaborationsStep,
};

function Step({ step }: { step: RetailerStep }) {
  const query = useQuery(retailerQuestionnaireQuery());
  const Screen = SCREENS[step];
  return (
    <WithAnswers query={query} what="your business profile">
      {(questionnaire) => <Screen key={step} questionnaire={questionnaire} />}
    </WithAnswers>
  );
}

/** `/retailers/questionnaire/{step}`: one step of the retailer questionnaire; any other name is not a page. */
export function RetailerStepPage() {
  const { step = "" } = useParams({ strict: false });
  if (!isRetailerStep(step)) return <NotFoundPage />;
  return (
    <RoleGate rule="retailer">
      <Step step={step} />
    </RoleGate>
  );
}
