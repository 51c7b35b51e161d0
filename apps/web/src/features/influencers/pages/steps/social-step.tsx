import type { InfluencerOnboarding } from "@cbm/contracts";
import { QuestionnaireStep } from "../../../../components/questionnaire/index.ts";
import { SocialAccountsForm } from "../../../settings/index.ts";
import { INFLUENCER_ONBOARDING } from "../../questionnaire.ts";

/** The accounts are saved by their own form (with each audience); saving them also answers the step. */
export function SocialStep({ state }: { state: InfluencerOnboarding }) {
  return (
    <QuestionnaireStep
      view={INFLUENCER_ONBOARDING}
      step="influencer-social-platform"
      state={state}
      title="Where does your audience follow you?"
      lead="Add your accounts and how many people follow you on each. Brands see your reach; your followers find you everywhere."
    >
      {({ save, submitLabel }) => (
        <SocialAccountsForm askFollowers submitLabel={submitLabel} onSaved={() => save({})} />
      )}
    </QuestionnaireStep>
  );
}
