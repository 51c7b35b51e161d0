import type { Questionnaire } from "@cbm/contracts";
import { type SimpleGridProps, Stack, Text, Textarea } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { z } from "zod";
import { type Money, MoneyInput, moneyError } from "../money-input.tsx";
import { ChoiceGrid, type ChoiceOption } from "../wizard/index.ts";
import { QuestionnaireStep, useAnswerForm } from "./step.tsx";
import type { AnsweredStepOf, BodyOf, QuestionnaireView } from "./view.ts";

interface ChoiceProps {
  label: string;
  description?: string;
  look?: "cards" | "chips";
  /** The most one may choose (several choices only). */
  max?: number;
  options: readonly ChoiceOption[];
  columns?: SimpleGridProps["cols"];
}

/** One field of a step, as data: a choice from a vocabulary, an amount of money, or a note. */
export type FormField =
  | ({ kind: "choice" | "choices"; name: string } & ChoiceProps)
  | { kind: "money"; name: string; label: string; hint: string }
  | { kind: "note"; name: string; label: string; placeholder: string; max: number };

/** A step whose fields are all data: its words and its fields. */
export interface FormStepDefinition {
  title: string;
  lead: string;
  fields: FormField[];
}

/** What a field holds before anything is chosen or typed. */
const EMPTY: Record<FormField["kind"], unknown> = {
  choice: null,
  choices: [],
  money: { amount: undefined, currency: "USD" } satisfies Money,
  note: "",
};

type Values = Record<string, unknown>;

function Field({
  field,
  form,
  bind,
}: {
  field: FormField;
  form: UseFormReturnType<Values>;
  bind: (name: string) => { value: unknown; onChange: (value: unknown) => void; error: unknown };
}) {
  switch (field.kind) {
    case "choice":
    case "choices": {
      const { kind, name, max, ...props } = field;
      const { value, onChange, error } = bind(name);
      const shared = { ...props, error: error as string | undefined };
      return kind === "choices" ? (
        <ChoiceGrid {...shared} multiple max={max} value={value as string[]} onChange={onChange} />
      ) : (
        <ChoiceGrid {...shared} value={value as string | null} onChange={onChange} />
      );
    }
    case "money":
      return (
        <Stack gap={4} maw={360}>
          <MoneyInput
            label={field.label}
            value={form.values[field.name] as Money}
            onChange={(money) => form.setFieldValue(field.name, money)}
            error={moneyError(form.errors, field.name)}
          />
          <Text size="xs" c="dimmed">
            {field.hint}
          </Text>
        </Stack>
      );
    case "note":
      return (
        <Textarea
          label={field.label}
          description={`Optional (${String(form.values[field.name]).trim().length} / ${field.max}).`}
          placeholder={field.placeholder}
          autosize
          minRows={3}
          maxRows={6}
          {...form.getInputProps(field.name)}
        />
      );
  }
}

/**
 * A step drawn from its definition: each field starts from the saved answer (or empty), the step's
 * schema from the contracts checks the form, and Continue saves it.
 */
export function FormStep<Q extends Questionnaire, S extends AnsweredStepOf<Q>>({
  view,
  step,
  state,
  saved,
  definition,
}: {
  view: QuestionnaireView<Q>;
  step: S;
  state: { answeredSteps: readonly string[] };
  /** This step's answer so far, if any. */
  saved: Values | undefined;
  definition: FormStepDefinition;
}) {
  const initial = Object.fromEntries(
    definition.fields.map(({ kind, name }) => [name, saved?.[name] ?? EMPTY[kind]]),
  );
  const schema = view.declared.bodies[step] as z.ZodType<BodyOf<Q, S>>;
  const { form, answer, field } = useAnswerForm(schema, initial as Values);
  return (
    <QuestionnaireStep
      view={view}
      step={step}
      state={state}
      title={definition.title}
      lead={definition.lead}
      answer={answer}
      onFieldErrors={form.setErrors}
    >
      <Stack gap="xl">
        {definition.fields.map((each) => (
          <Field key={each.name} field={each} form={form} bind={field as never} />
        ))}
      </Stack>
    </QuestionnaireStep>
  );
}
