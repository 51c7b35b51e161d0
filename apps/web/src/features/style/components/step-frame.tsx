import {
  type AnsweredHereStep,
  STYLE_STEPS,
  type StyleAnswer,
  type StyleProfile,
  type StyleStep,
} from "@cbm/contracts";
import type { ReactNode } from "react";
import { QuestionnaireStep, useStepFlow } from "../../../components/questionnaire-flow.tsx";
import { useSaveAnswer, useSkipStep } from "../api.ts";

const HOME = "/questionnaire";
const START = "/questionnaire-start";

/** Where a style step sits, and where Back and Continue lead (the address pages move along it too). */
export const useStyleStepFlow = (step: StyleStep) => useStepFlow(STYLE_STEPS, step, HOME, START);

export interface StepFrameProps<S extends AnsweredHereStep> {
  step: S;
  profile: StyleProfile;
  title: string;
  lead: ReactNode;
  /** What Continue saves; null while nothing is chosen yet (Continue waits). */
  answer?: StyleAnswer<S> | null;
  /** The fields; a function when they are a form of their own, which then saves through `save` (no Continue). */
  children:
    | ReactNode
    | ((form: { save: (answer: StyleAnswer<S>) => void; submitLabel: string }) => ReactNode);
}

/** One step of the style questionnaire: Skip is offered until the step is answered. */
export function StepFrame<S extends AnsweredHereStep>({
  step,
  profile,
  answer,
  ...props
}: StepFrameProps<S>) {
  const skip = useSkipStep(step);
  return (
    <QuestionnaireStep
      {...props}
      steps={STYLE_STEPS}
      step={step}
      home={HOME}
      start={START}
      save={useSaveAnswer(step)}
      skip={profile.answeredSteps.includes(step) ? undefined : skip}
      answer={() => answer ?? undefined}
      waiting={!answer}
    />
  );
}
