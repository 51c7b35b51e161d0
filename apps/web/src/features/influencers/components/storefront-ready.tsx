import type { InfluencerOnboarding } from "@cbm/contracts";
import { Finish } from "../../../components/questionnaire/index.ts";
import { INFLUENCER_ONBOARDING } from "../questionnaire.ts";
import { StorefrontPreview } from "./storefront-preview.tsx";

/** The finish of onboarding: the storefront as it is, where to go next, and a way back to each answer. */
export function StorefrontReady({ onboarding }: { onboarding: InfluencerOnboarding }) {
  const store = onboarding.answers;
  return (
    <Finish
      view={INFLUENCER_ONBOARDING}
      eyebrow="Onboarding complete"
      title="Your storefront is ready"
      lead={
        store.published
          ? "It is live: followers find it on your profile and in the influencer list. Share your looks and they can shop them."
          : "It is saved as a draft. Publish it from the last step whenever you are ready; until then only you see it."
      }
    >
      <StorefrontPreview store={store} />
    </Finish>
  );
}
