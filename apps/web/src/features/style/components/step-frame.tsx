import type { AnsweredHereStep, StyleAnswer, StyleProfile } from "@cbm/contracts";
import type { ReactNode } from "react";
import { QuestionnaireStep } from "../../../components/questionnaire/index.ts";
import { STYLE_QUESTIONNAIRE } from "../questionnaire.ts";

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

/** One step of the style questionnaire: its choices are kept in the step until Continue saves them. */
export function StepFrame<S extends AnsweredHereStep>({ profile, answer, ...props }: StepFrameProps<S>) {
  return (
    <QuestionnaireStep
      {...props}
      view={STYLE_QUESTIONNAIRE}
      state={profile}
      answer={() => answer ?? undefined}
      waiting={!answer}
    />
  );
}
