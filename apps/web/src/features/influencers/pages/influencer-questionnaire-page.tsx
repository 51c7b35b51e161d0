import { QuestionnaireHub } from "../../../components/questionnaire/index.ts";
import { StorefrontReady } from "../components/storefront-ready.tsx";
import { INFLUENCER_ONBOARDING } from "../questionnaire.ts";

/**
 * `/Influencer/questionnaire`: on to the first open step; once every step is answered, the finished
 * storefront. select-package and subscribe-plan come with subscriptions.
 */
export function InfluencerQuestionnairePage() {
  return (
    <QuestionnaireHub
      view={INFLUENCER_ONBOARDING}
      finish={(onboarding) => <StorefrontReady onboarding={onboarding} />}
    />
  );
}
