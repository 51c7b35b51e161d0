import type { Endpoint, Questionnaire } from "@cbm/contracts";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { signedIn } from "./auth.ts";
import type { routesOf } from "./endpoints.ts";
import { AppError } from "./errors.ts";

type StepOf<Q extends Questionnaire> = Q["steps"][number];
type StateOf<Q extends Questionnaire> = z.output<Q["StateSchema"]>;

/** One step's answer, as `PUT <path>/{step}` takes it: the step and its body, validated by the step's schema. */
export type AnswerOf<Q extends Questionnaire> = {
  [S in keyof Q["bodies"]]: { step: S; body: z.output<Q["bodies"][S]> };
}[keyof Q["bodies"]];

/**
 * Where a questionnaire stands: the steps answered and those skipped (an answer wins), in the
 * questionnaire's order, and where it resumes: the first step neither answered nor skipped.
 */
export function progressOf<Step extends string>(
  steps: readonly Step[],
  answered: readonly string[],
  skipped: readonly string[] = [],
) {
  const answeredSteps = steps.filter((step) => answered.includes(step));
  const skippedSteps = steps.filter((step) => skipped.includes(step) && !answered.includes(step));
  const open = (step: Step) => !answeredSteps.includes(step) && !skippedSteps.includes(step);
  return { answeredSteps, skippedSteps, nextStep: steps.find(open) ?? null };
}

/** The steps with `step` added once, or taken out. */
export const withStep = <Step extends string>(steps: Step[], step: Step) =>
  steps.includes(step) ? steps : [...steps, step];
export const withoutStep = <Step extends string>(steps: Step[], step: Step) =>
  steps.filter((each) => each !== step);

export interface QuestionnaireHandlers<Q extends Questionnaire> {
  state: (userId: string) => Promise<StateOf<Q>>;
  answer: (userId: string, answer: AnswerOf<Q>) => Promise<StateOf<Q>>;
  skip?: (userId: string, step: StepOf<Q>) => Promise<StateOf<Q>>;
}

const NO_SUCH_STEP = "This step does not exist or is not answered here.";
const NOT_SKIPPABLE = "This step does not exist or cannot be skipped.";

/**
 * Registers a questionnaire's routes from its declaration: its state, each step's answer, each
 * skippable step's skip, and the 404 of any other step (after the 401 and 403 of its access rule).
 */
export function questionnaireRoutes<Q extends Questionnaire>(
  route: ReturnType<typeof routesOf>,
  questionnaire: Q,
  handlers: QuestionnaireHandlers<Q>,
) {
  const me = (request: FastifyRequest) => signedIn(request).userId;
  const { endpoints } = questionnaire;
  const register = (declared: Endpoint, handle: (userId: string) => Promise<unknown>) =>
    route(declared, (_, request) => handle(me(request)) as never);

  register(endpoints.state, handlers.state);
  for (const [step, declared] of Object.entries<Endpoint>(endpoints.answer)) {
    // The body was validated by this step's own schema, so it is this step's answer.
    route(
      declared,
      ({ body }, request) => handlers.answer(me(request), { step, body } as AnswerOf<Q>) as never,
    );
  }
  for (const [step, declared] of Object.entries<Endpoint>(endpoints.skip)) {
    const { skip } = handlers;
    if (!skip) throw new Error(`${declared.path} is declared, but nothing skips a step`);
    register(declared, (userId) => skip(userId, step as StepOf<Q>));
  }
  register(endpoints.unknownStep, async () => {
    throw AppError.notFound(NO_SUCH_STEP);
  });
  register(endpoints.unknownSkip, async () => {
    throw AppError.notFound(NOT_SKIPPABLE);
  });
}
