import type { Questionnaire } from "@cbm/contracts";
import { useNavigate, useSearch } from "@tanstack/react-router";
import type { QuestionnaireView, StepOf } from "./view.ts";

/** Where a step was opened from to change one answer (`?from=`): saving goes back there, not on. */
export type Origin = "settings" | "summary";

/**
 * Where a questionnaire step sits and where Back and Continue lead. The steps live under `home`, which
 * resumes at the first open step, or shows the finish once none is left; so Continue on the last step goes
 * home, or to the first of the steps `after`. Back on the first step leads to `start`, or is not offered.
 * Opened `?from=` elsewhere, both lead back there.
 */
export function useStepFlow<Q extends Questionnaire>(view: QuestionnaireView<Q>, step: StepOf<Q>) {
  const { home, start, after = [] } = view;
  const steps: readonly string[] = view.declared.steps;
  const search: { from?: Origin } = useSearch({ strict: false });
  const navigate = useNavigate();
  const index = steps.indexOf(step);
  const origin = search.from === "settings" ? "/settings" : search.from === "summary" ? home : undefined;
  const go = (href: string) => void navigate({ href });
  const pathOf = (target: string | undefined) => (target ? `${home}/${target}` : undefined);
  const backTo = origin ?? pathOf(steps[index - 1]) ?? start;
  return {
    number: index + 1,
    total: steps.length + after.length,
    origin,
    next: () => go(origin ?? pathOf(steps[index + 1] ?? after[0]) ?? home),
    back: backTo ? () => go(backTo) : undefined,
  };
}
