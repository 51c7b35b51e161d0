import type { StyleProfile } from "@cbm/contracts";
import { SocialAccountsForm } from "../../../settings/index.ts";
import { StepFrame } from "../../components/step-frame.tsx";

/** The accounts are saved by their own form; saving them also answers the step. */
export function SocialsStep({ state: profile }: { state: StyleProfile }) {
  return (
    <StepFrame
      step="add-socials"
      profile={profile}
      title="Where can people find you?"
      lead="Link your accounts so friends and stylists can find your style. Add as many as you like, or none."
    >
      {({ save, submitLabel }) => <SocialAccountsForm submitLabel={submitLabel} onSaved={() => save({})} />}
    </StepFrame>
  );
}
