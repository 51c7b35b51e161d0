import { z } from "zod";
import { type Access, type Endpoint, endpoint } from "./endpoint.ts";

/**
 * One step of a questionnaire, as data: the body its answer is sent with (none for a step answered
 * elsewhere, like the style questionnaire's address), and whether it may be skipped for now.
 */
export interface StepDefinition {
  body?: z.ZodType;
  skippable?: boolean;
}

type Definitions = Record<string, StepDefinition>;

/** The steps answered through the questionnaire's own endpoint: those with a body. */
export type AnsweredStepOf<D extends Definitions> = {
  [S in keyof D & string]: D[S] extends { body: z.ZodType } ? S : never;
}[keyof D & string];

/** The steps that may be skipped. */
export type SkippableStepOf<D extends Definitions> = {
  [S in keyof D & string]: D[S] extends { skippable: true } ? S : never;
}[keyof D & string];

/** The body of one step's answer. */
export type BodyOf<D extends Definitions, S extends AnsweredStepOf<D>> = D[S] extends { body: infer B }
  ? B extends z.ZodType
    ? z.infer<B>
    : never
  : never;

/** Steps answered with these bodies, as data (`{ skippable: true }`: each may be skipped for now). */
export const stepsOf = <
  const Bodies extends Record<string, z.ZodType>,
  const Options extends Omit<StepDefinition, "body">,
>(
  bodies: Bodies,
  options?: Options,
) =>
  Object.fromEntries(Object.entries(bodies).map(([step, body]) => [step, { ...options, body }])) as {
    [S in keyof Bodies]: Options & { body: Bodies[S] };
  };

/** Answers kept per step (a business profile): each step's body, once given. */
export const answersByStep = <Bodies extends Record<string, z.ZodType>>(bodies: Bodies) =>
  z.object(
    Object.fromEntries(Object.entries(bodies).map(([step, body]) => [step, body.optional()])) as {
      [S in keyof Bodies]: z.ZodOptional<Bodies[S]>;
    },
  );

/** One declaration per step, keyed by the step. */
const perStep = <const Step extends string, Declared>(
  steps: readonly Step[],
  declare: (step: Step) => Declared,
) => Object.fromEntries(steps.map((step) => [step, declare(step)])) as Record<Step, Declared>;

const asTuple = <T>(values: T[]) => values as unknown as readonly [T, ...T[]];

/**
 * A questionnaire (the style questionnaire, influencer onboarding, the retailer questionnaire) from its
 * steps as data, in the order it asks them. It gives:
 * - the state every endpoint answers: the answers, the steps answered and skipped, and `nextStep`, the
 *   first step neither answered nor skipped, where the questionnaire resumes (null once none is left);
 * - its endpoints: `GET <path>`; `PUT <path>/<step>` for each step with a body, which saves that answer
 *   and keeps the others; `POST <path>/<step>/skip` for each skippable step; and, left out of the
 *   documentation, the 404 of any other step.
 */
export function questionnaire<
  const D extends Definitions,
  Answers extends z.ZodType,
  Extra extends z.ZodRawShape = Record<never, never>,
>({
  path,
  access,
  what,
  steps: definitions,
  answers,
  extra,
}: {
  path: string;
  access: Access;
  /** What the answers make, as in "The signed-in user's style profile". */
  what: string;
  steps: D;
  answers: Answers;
  /** More of the state, beside the answers and the progress. */
  extra?: Extra;
}) {
  type Step = keyof D & string;
  const steps = asTuple(Object.keys(definitions) as Step[]);
  const answered = steps.filter((step) => definitions[step]?.body) as AnsweredStepOf<D>[];
  const skippable = steps.filter((step) => definitions[step]?.skippable) as SkippableStepOf<D>[];
  const bodies = perStep(answered, (step) => definitions[step]?.body) as {
    [S in AnsweredStepOf<D>]: D[S]["body"] & z.ZodType;
  };

  const StepSchema = z.enum(steps);
  const StateSchema = z.object({
    answers,
    answeredSteps: z.array(StepSchema),
    skippedSteps: z.array(StepSchema),
    /** The first step neither answered nor skipped: where the questionnaire resumes; null when none is left. */
    nextStep: StepSchema.nullable(),
    ...(extra as Extra),
  });
  const declared = { access, response: StateSchema };

  return {
    definitions,
    steps,
    answeredSteps: answered,
    skippableSteps: skippable,
    StepSchema,
    StateSchema,
    bodies,
    endpoints: {
      state: endpoint({
        ...declared,
        method: "GET",
        path,
        summary: `${what}, and where the questionnaire resumes`,
      }),
      // One route per step, so each documents and validates its own body.
      answer: perStep(answered, (step) =>
        endpoint({
          ...declared,
          method: "PUT",
          path: `${path}/${step}`,
          summary: `Answer the ${step} step (the other answers stay)`,
          body: bodies[step],
        }),
      ),
      skip: perStep(skippable, (step) =>
        endpoint({
          ...declared,
          method: "POST",
          path: `${path}/${step}/skip`,
          summary: `Skip the ${step} step`,
        }),
      ),
      unknownStep: endpoint({
        ...declared,
        method: "PUT",
        path: `${path}/:step`,
        summary: "Any other step: a 404 that says so",
        hidden: true,
      }),
      unknownSkip: endpoint({
        ...declared,
        method: "POST",
        path: `${path}/:step/skip`,
        summary: "Skipping any other step: a 404 that says so",
        hidden: true,
      }),
    },
  };
}

/** A questionnaire as the server's routes and the web's pages take it, whichever it is. */
export interface Questionnaire {
  steps: readonly string[];
  bodies: Record<string, z.ZodType>;
  StateSchema: z.ZodType<{
    answers: unknown;
    answeredSteps: string[];
    skippedSteps: string[];
    nextStep: string | null;
  }>;
  endpoints: {
    state: Endpoint;
    answer: Record<string, Endpoint>;
    skip: Record<string, Endpoint>;
    unknownStep: Endpoint;
    unknownSkip: Endpoint;
  };
}
