import { INFLUENCER_STEPS } from "@cbm/contracts";
import { QuestionnaireStep } from "../../../../components/questionnaire-flow.tsx";
import { SocialAccountsForm } from "../../../settings/index.ts";
import { useSaveInfluencerStep } from "../../api.ts";
import { HOME } from "../../steps.ts";

/** The accounts are saved by their own form (with each audience); saving them also answers the step. */
export function SocialStep() {
  return (
    <QuestionnaireStep
      steps={INFLUENCER_STEPS}
      step="influencer-social-platform"
      home={HOME}
      title="Where does your audience follow you?"
      lead="Add your accounts and how many people follow you on each. Brands see your reach; your followers find you everywhere."
      save={useSaveInfluencerStep("influencer-social-platform")}
    >
      {({ save, submitLabel }) => (
        <SocialAccountsForm askFollowers submitLabel={submitLabel} onSaved={() => save({})} />
      )}
    </QuestionnaireStep>
  );
}
