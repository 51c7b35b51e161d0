import type { Endpoint, EndpointRequest, Questionnaire } from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { call } from "../../lib/api-client.ts";
import type { RoleRule } from "../../lib/guard.ts";

export type StepOf<Q extends Questionnaire> = Q["steps"][number];
export type StateOf<Q extends Questionnaire> = z.output<Q["StateSchema"]>;
/** The steps answered through the questionnaire's own endpoint. */
export type AnsweredStepOf<Q extends Questionnaire> = keyof Q["bodies"] & string;
export type BodyOf<Q extends Questionnaire, S extends AnsweredStepOf<Q>> = z.output<Q["bodies"][S]>;

/** A questionnaire as the web shows it: its declaration in the contracts, and where and for whom it lives. */
export interface QuestionnaireView<Q extends Questionnaire> {
  declared: Q;
  /** The questionnaire's own address: it resumes at the first open step, or shows the finish. */
  home: string;
  /** Where Back leads from the first step; without it, the first step has no Back. */
  start?: string;
  /**
   * Steps after the declared ones, on pages of their own under `home` (the influencer's plan): counted
   * in "Step n of m", and the last declared step goes on to the first of them.
   */
  after?: readonly string[];
  /** Each step's name on the finish, where each answer can be changed. */
  names: Record<StepOf<Q>, string>;
  /** What the answers make, as in "your business profile": names the loading and its failure. */
  what: string;
  /** Who answers it; anyone else meets the role gate. */
  role?: RoleRule;
  queryKey: readonly unknown[];
}

export const isStepOf = <Q extends Questionnaire>(
  view: QuestionnaireView<Q>,
  step: string,
): step is StepOf<Q> => view.declared.steps.includes(step);

/** The questionnaire's state: the answers so far and where it resumes. */
export const stateQuery = <Q extends Questionnaire>(view: QuestionnaireView<Q>) =>
  queryOptions({
    queryKey: view.queryKey,
    queryFn: ({ signal }) =>
      call(view.declared.endpoints.state, {} as EndpointRequest<Endpoint>, { signal }) as Promise<StateOf<Q>>,
  });

/** Every change answers the whole new state, which replaces the cached one. */
function useStateChange<Q extends Questionnaire, T>(
  view: QuestionnaireView<Q>,
  change: (input: T) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (state) => queryClient.setQueryData(view.queryKey, state),
  });
}

/** Saves one step's answer; the other answers stay. */
export const useSaveStep = <Q extends Questionnaire, S extends AnsweredStepOf<Q>>(
  view: QuestionnaireView<Q>,
  step: S,
) =>
  useStateChange(view, (body: BodyOf<Q, S>) =>
    call(view.declared.endpoints.answer[step] as Endpoint, { body } as EndpointRequest<Endpoint>),
  );

/** Records a skip: the questionnaire moves past the step. */
export const useSkipStep = <Q extends Questionnaire>(view: QuestionnaireView<Q>, step: StepOf<Q>) =>
  useStateChange<Q, void>(view, () =>
    call(view.declared.endpoints.skip[step] as Endpoint, {} as EndpointRequest<Endpoint>),
  );

/** Whether the step may be skipped now: a skippable step not answered yet. */
export const mayBeSkipped = <Q extends Questionnaire>(
  view: QuestionnaireView<Q>,
  state: { answeredSteps: readonly string[] },
  step: StepOf<Q>,
) => step in view.declared.endpoints.skip && !state.answeredSteps.includes(step);
