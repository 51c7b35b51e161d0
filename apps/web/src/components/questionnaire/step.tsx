import type { Questionnaire } from "@cbm/contracts";
import { Alert } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { ReactNode } from "react";
import type { z } from "zod";
import { fieldErrors } from "../../lib/api-error.ts";
import { notify } from "../../lib/notify.ts";
import { WizardFrame } from "../wizard/index.ts";
import { useStepFlow } from "./flow.ts";
import {
  type AnsweredStepOf,
  type BodyOf,
  mayBeSkipped,
  type QuestionnaireView,
  useSaveStep,
  useSkipStep,
} from "./view.ts";

export interface QuestionnaireStepProps<Q extends Questionnaire, S extends AnsweredStepOf<Q>> {
  view: QuestionnaireView<Q>;
  step: S;
  /** The questionnaire's state: a skippable step offers "Skip for now" until it is answered. */
  state: { answeredSteps: readonly string[] };
  title: string;
  lead: ReactNode;
  /**
   * The answer to save, read when Continue is pressed; undefined keeps the person on the step (a form
   * showing its own errors). Leave it out when the fields are a form of their own (`children` a function).
   */
  answer?: () => BodyOf<Q, S> | undefined;
  /** The server's field messages, for a form that shows them beside its fields; else they show under the step. */
  onFieldErrors?: (errors: Record<string, string>) => void;
  /** The save's refusal, for a step that answers one in place (a plan's limit); undefined once it saves. */
  onRefused?: (error: unknown) => void;
  /** Keeps Continue off for now (nothing chosen yet, an upload still running). */
  waiting?: boolean;
  children: ReactNode | ((form: { save: (answer: BodyOf<Q, S>) => void; submitLabel: string }) => ReactNode);
}

/**
 * One step of a questionnaire in the wizard frame: Continue saves the answer and goes on to the next step
 * (after the last, to the questionnaire's home, which shows the finish), Skip records the skip and goes on
 * too; Back goes to the step before. Opened `?from=` elsewhere, saving goes back there.
 */
export function QuestionnaireStep<Q extends Questionnaire, S extends AnsweredStepOf<Q>>({
  view,
  step,
  state,
  title,
  lead,
  answer,
  onFieldErrors,
  onRefused,
  waiting = false,
  children,
}: QuestionnaireStepProps<Q, S>) {
  const flow = useStepFlow(view, step);
  const save = useSaveStep(view, step);
  const skip = useSkipStep(view, step);
  const skippable = mayBeSkipped(view, state, step) && !flow.origin;
  const last = flow.number === flow.total;
  const failure = save.error ?? skip.error;
  const messages = onFieldErrors ? [] : Object.values(fieldErrors(failure));
  const saveAndGo = (body: BodyOf<Q, S>) =>
    save.mutate(body, {
      onSuccess: () => {
        onRefused?.(undefined);
        flow.next();
      },
      onError: (error) => {
        onFieldErrors?.(fieldErrors(error));
        onRefused?.(error);
        notify.error(error);
      },
    });
  const submit = () => {
    const body = answer?.();
    if (body !== undefined) saveAndGo(body);
  };
  const onSkip = () => skip.mutate(undefined, { onSuccess: flow.next, onError: notify.error });
  const [continueLabel, submitLabel] = flow.origin
    ? ["Save", "Save"]
    : last
      ? ["Finish", "Save and finish"]
      : ["Continue", "Save and continue"];

  return (
    <WizardFrame
      step={flow.number}
      total={flow.total}
      title={title}
      lead={lead}
      onContinue={typeof children === "function" ? undefined : submit}
      onBack={flow.back}
      onSkip={skippable ? onSkip : undefined}
      saving={save.isPending}
      skipping={skip.isPending}
      continueDisabled={waiting}
      continueLabel={continueLabel}
    >
      {typeof children === "function" ? children({ save: saveAndGo, submitLabel }) : children}
      {messages.length > 0 && (
        <Alert color="red" variant="light" role="alert" mt="md">
          {messages.join("\n")}
        </Alert>
      )}
    </WizardFrame>
  );
}

/** The values as the API takes them: an empty field (blank text, no choice) is left out. */
const withoutBlanks = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== "" && value !== null));

/**
 * A step's form, checked by the step's schema from the contracts, blank fields left out as the API
 * takes them. `answer` is for Continue: undefined while a field needs attention (its message then shows
 * beside it); `field` binds a field to a ChoiceGrid.
 */
export function useAnswerForm<V extends Record<string, unknown>, A>(schema: z.ZodType<A>, initialValues: V) {
  const resolve = schemaResolver(schema, { sync: true });
  const form = useForm<V>({ initialValues, validate: (values) => resolve(withoutBlanks(values)) });
  const answer = (): A | undefined =>
    form.validate().hasErrors ? undefined : (withoutBlanks(form.getValues()) as A);
  /** A field as a ChoiceGrid (or any input of value, onChange and error) takes it. */
  const field = <K extends keyof V & string>(name: K) => ({
    value: form.values[name],
    onChange: (value: V[K]) => form.setFieldValue(name, value as never),
    error: form.errors[name],
  });
  return { form, answer, field };
}
