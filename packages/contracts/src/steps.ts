import type { z } from "zod";
import { type Access, endpoint } from "./endpoint.ts";

/** One declaration per step of a questionnaire, keyed by the step. */
export const perStep = <const Step extends string, Declared>(
  steps: readonly Step[],
  declare: (step: Step) => Declared,
) => Object.fromEntries(steps.map((step) => [step, declare(step)])) as Record<Step, Declared>;

/**
 * The step endpoints of a questionnaire (the style questionnaire, influencer onboarding, the retailer
 * questionnaire), declared from its steps as data: `PUT <path>/<step>` answers one step with that
 * step's own body, the other answers staying, and answers the whole new state; `PUT <path>/:step`, left
 * out of the documentation, is the 404 of any other step.
 */
export function stepEndpoints<Bodies extends Record<string, z.ZodType>, Response extends z.ZodType>({
  path,
  access,
  bodies,
  response,
}: {
  path: string;
  access: Access;
  /** Each step's body, in the order of the steps. */
  bodies: Bodies;
  response: Response;
}) {
  const steps = Object.keys(bodies) as (keyof Bodies & string)[];
  return {
    answer: perStep(steps, (step) =>
      endpoint({
        method: "PUT",
        path: `${path}/${step}`,
        access,
        summary: `Answer the ${step} step (the other answers stay)`,
        body: bodies[step],
        response,
      }),
    ),
    unknownStep: endpoint({
      method: "PUT",
      path: `${path}/:step`,
      access,
      summary: "Any other step: a 404 that says so",
      hidden: true,
      response,
    }),
  };
}
