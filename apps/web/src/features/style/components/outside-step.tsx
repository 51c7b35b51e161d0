import type { StyleStep } from "@cbm/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { WizardFrame, type WizardFrameProps } from "../../../components/wizard/index.ts";
import { notify } from "../../../lib/notify.ts";
import { styleKeys, useSkipStyleStep, useStyleStepFlow } from "../questionnaire.ts";

/**
 * The steps answered on pages of their own, by adding what they ask for: an address, a card. Each has a
 * page listing what was added and a page adding one.
 */
type OutsideStep = Extract<StyleStep, "user-address" | "add-payment-method">;

/** The frame of an outside step's pages: they share its place in the flow. */
export function OutsideStepFrame({
  step,
  ...props
}: { step: OutsideStep } & Omit<WizardFrameProps, "step" | "total">) {
  const flow = useStyleStepFlow(step);
  return <WizardFrame step={flow.number} total={flow.total} {...props} />;
}

/**
 * Back and Skip on the page adding the first thing: Back leads to the step before and the step may be
 * skipped. Once something was added the page was opened from the list, and Back returns there.
 */
export function useAddPageFooter(
  step: OutsideStep,
  { first, toList }: { first: boolean; toList: () => void },
) {
  const flow = useStyleStepFlow(step);
  const skip = useSkipStyleStep(step);
  return {
    onBack: first ? flow.back : toList,
    onSkip:
      first && !flow.origin
        ? () => skip.mutate(undefined, { onSuccess: flow.next, onError: notify.error })
        : undefined,
    skipping: skip.isPending,
  };
}

/** Back and Continue on the list page: on with the questionnaire. */
export function useListPageFooter(step: OutsideStep) {
  const queryClient = useQueryClient();
  const flow = useStyleStepFlow(step);
  // The step counts as answered once something was added: the questionnaire must read a fresh profile, or
  // its cached one would send the person straight back here.
  const [leaving, setLeaving] = useState(false);
  const onContinue = async () => {
    setLeaving(true);
    await queryClient.invalidateQueries({ queryKey: styleKeys.all, refetchType: "all" });
    flow.next();
  };
  return { onBack: flow.back, onContinue: () => void onContinue(), saving: leaving };
}
