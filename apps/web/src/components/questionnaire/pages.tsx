import type { Questionnaire } from "@cbm/contracts";
import { useQuery } from "@tanstack/react-query";
import { Navigate, useParams } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { NotFoundPage } from "../error-pages.tsx";
import { RoleGate } from "../role-gate.tsx";
import { isStepOf, type QuestionnaireView, type StateOf, type StepOf, stateQuery } from "./view.ts";
import { WithAnswers } from "./with-answers.tsx";

/** A step's screen: its fields in the step frame, given the questionnaire's state. */
export type StepScreen<Q extends Questionnaire> = (props: { state: StateOf<Q> }) => ReactNode;

/** The page for those the questionnaire is for; anyone else meets the role gate. */
function ForItsRole<Q extends Questionnaire>({
  view,
  children,
}: {
  view: QuestionnaireView<Q>;
  children: ReactNode;
}) {
  return view.role ? <RoleGate rule={view.role}>{children}</RoleGate> : children;
}

function Step<Q extends Questionnaire>({
  view,
  Screen,
}: {
  view: QuestionnaireView<Q>;
  Screen: StepScreen<Q>;
}) {
  const query = useQuery(stateQuery(view));
  return (
    <WithAnswers query={query} what={view.what}>
      {(state) => <Screen state={state} />}
    </WithAnswers>
  );
}

/** `<home>/{step}`: one step of the questionnaire, on its screen; a step without a screen here is not a page. */
export function QuestionnaireStepPage<Q extends Questionnaire>({
  view,
  screens,
}: {
  view: QuestionnaireView<Q>;
  screens: Partial<Record<StepOf<Q>, StepScreen<Q>>>;
}) {
  const { step = "" } = useParams({ strict: false });
  const Screen = isStepOf(view, step) ? screens[step] : undefined;
  if (!Screen) return <NotFoundPage />;
  return (
    <ForItsRole view={view}>
      <Step key={step} view={view} Screen={Screen} />
    </ForItsRole>
  );
}

function Hub<Q extends Questionnaire>({
  view,
  finish,
}: {
  view: QuestionnaireView<Q>;
  finish: (state: StateOf<Q>) => ReactNode;
}) {
  // Where it resumes also depends on what other pages change (an address added answers a step): read afresh.
  const query = useQuery({ ...stateQuery(view), refetchOnMount: "always" });
  return (
    <WithAnswers query={query} what={view.what} fresh>
      {(state) =>
        state.nextStep ? <Navigate to={`${view.home}/${state.nextStep}`} replace /> : finish(state)
      }
    </WithAnswers>
  );
}

/** `<home>`: on to the first open step; once none is left, the finish. */
export function QuestionnaireHub<Q extends Questionnaire>(props: {
  view: QuestionnaireView<Q>;
  finish: (state: StateOf<Q>) => ReactNode;
}) {
  return (
    <ForItsRole view={props.view}>
      <Hub {...props} />
    </ForItsRole>
  );
}
