import { useQuery } from "@tanstack/react-query";
import { Navigate } from "@tanstack/react-router";
import { WithAnswers } from "../../../components/questionnaire-flow.tsx";
import { RoleGate } from "../../../components/role-gate.tsx";
import { onboardingQuery } from "../api.ts";
import { StorefrontReady } from "../components/storefront-ready.tsx";

function Hub() {
  const query = useQuery({ ...onboardingQuery(), refetchOnMount: "always" });
  return (
    <WithAnswers query={query} what="your onboarding" fresh>
      {(onboarding) =>
        onboarding.nextStep ? (
          <Navigate to="/Influencer/questionnaire/$step" params={{ step: onboarding.nextStep }} replace />
        ) : (
          <StorefrontReady onboarding={onboarding} />
        )
      }
    </WithAnswers>
  );
}

/**
 * `/Influencer/questionnaire`: on to the first open step; once every step is answered, the finished
 * storefront. select-package and subscribe-plan come with subscriptions.
 */
export function InfluencerQuestionnairePage() {
  return (
    <RoleGate rule="influencer">
      <Hub />
    </RoleGate>
  );
}
