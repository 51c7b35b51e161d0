import {
  AUDIENCE_SIZE_LABELS,
  AUDIENCE_SIZES,
  COLLABORATION_EXPERIENCE_LABELS,
  COLLABORATION_EXPERIENCES,
  COLLABORATION_TYPE_LABELS,
  COLLABORATION_TYPES,
  RETAILER_ANSWER_SCHEMAS,
  RETAILER_NOTE_MAX,
  RETAILER_STEPS,
  type RetailerQuestionnaire,
} from "@cbm/contracts";
import { Stack, Text, Textarea } from "@mantine/core";
import { type Money, MoneyInput, moneyError } from "../../../../components/money-input.tsx";
import { QuestionnaireStep, useAnswerForm } from "../../../../components/questionnaire-flow.tsx";
import { ChoiceGrid, optionsOf } from "../../../../components/wizard/index.ts";
import { useSaveRetailerStep } from "../../api.ts";
import { HOME } from "../../steps.ts";

const step = "collaborations-and-influencers";

/** How the retailer works with creators today, and what they are looking for. */
export function CollaborationsStep({ questionnaire }: { questionnaire: RetailerQuestionnaire }) {
  const saved = questionnaire.answers[step];
  const { form, answer, field } = useAnswerForm(RETAILER_ANSWER_SCHEMAS[step], {
    experience: saved?.experience ?? null,
    collaborationTypes: (saved?.collaborationTypes ?? []) as string[],
    audienceSizes: (saved?.audienceSizes ?? []) as string[],
    monthlyBudget: saved?.monthlyBudget ?? ({ amount: undefined, currency: "USD" } as Money),
    idealCreator: saved?.idealCreator ?? "",
  });
  return (
    <QuestionnaireStep
      steps={RETAILER_STEPS}
      step={step}
      home={HOME}
      title="Creators and collaborations"
      lead="CBM connects retailers with influencers. Tell us how you like to work with them."
      save={useSaveRetailerStep(step)}
      answer={answer}
      onFieldErrors={form.setErrors}
    >
      <Stack gap="xl">
        <ChoiceGrid
          label="Have you worked with creators before?"
          options={optionsOf(COLLABORATION_EXPERIENCES, COLLABORATION_EXPERIENCE_LABELS)}
          columns={{ base: 1, sm: 3 }}
          {...field("experience")}
        />
        <ChoiceGrid
          label="Kinds of collaboration you want"
          description="Choose as many as you like."
          multiple
          look="chips"
          options={optionsOf(COLLABORATION_TYPES, COLLABORATION_TYPE_LABELS)}
          {...field("collaborationTypes")}
        />
        <ChoiceGrid
          label="Audience sizes you are looking for"
          multiple
          options={optionsOf(AUDIENCE_SIZES, AUDIENCE_SIZE_LABELS)}
          columns={{ base: 2, sm: 3 }}
          {...field("audienceSizes")}
        />
        <Stack gap={4} maw={360}>
          <MoneyInput
            label="Budget a month"
            value={form.values.monthlyBudget}
            onChange={(money) => form.setFieldValue("monthlyBudget", money)}
            error={moneyError(form.errors, "monthlyBudget")}
          />
          <Text size="xs" c="dimmed">
            For fees and commissions; 0 if you only gift products.
          </Text>
        </Stack>
        <Textarea
          label="Your ideal creator"
          description={`Optional (${form.values.idealCreator.trim().length} / ${RETAILER_NOTE_MAX}).`}
          placeholder="Slow-fashion lovers who wear one piece for years and show how."
          autosize
          minRows={3}
          maxRows={6}
          {...form.getInputProps("idealCreator")}
        />
      </Stack>
    </QuestionnaireStep>
  );
}
