import {
  GOAL_TIMELINE_LABELS,
  GOAL_TIMELINES,
  RETAIL_CHALLENGE_LABELS,
  RETAIL_CHALLENGES,
  RETAIL_GOAL_LABELS,
  RETAIL_GOALS,
  RETAILER_ANSWER_SCHEMAS,
  RETAILER_LIMITS,
  RETAILER_NOTE_MAX,
  RETAILER_STEPS,
  type RetailerQuestionnaire,
} from "@cbm/contracts";
import { Stack, Textarea } from "@mantine/core";
import { QuestionnaireStep, useAnswerForm } from "../../../../components/questionnaire-flow.tsx";
import { ChoiceGrid, optionsOf } from "../../../../components/wizard/index.ts";
import { useSaveRetailerStep } from "../../api.ts";
import { HOME } from "../../steps.ts";

const step = "challenges-obstacles-goals";

/** What holds the business back and where it wants to go. */
export function ChallengesStep({ questionnaire }: { questionnaire: RetailerQuestionnaire }) {
  const saved = questionnaire.answers[step];
  const { form, answer, field } = useAnswerForm(RETAILER_ANSWER_SCHEMAS[step], {
    challenges: (saved?.challenges ?? []) as string[],
    goals: (saved?.goals ?? []) as string[],
    timeline: saved?.timeline ?? null,
    obstacles: saved?.obstacles ?? "",
  });
  return (
    <QuestionnaireStep
      steps={RETAILER_STEPS}
      step={step}
      home={HOME}
      title="Challenges and goals"
      lead="What stands in your way, and what would success look like? We use this to suggest the right help."
      save={useSaveRetailerStep(step)}
      answer={answer}
      onFieldErrors={form.setErrors}
    >
      <Stack gap="xl">
        <ChoiceGrid
          label="Your biggest challenges"
          description={`Choose up to ${RETAILER_LIMITS.challenges}.`}
          multiple
          look="chips"
          max={RETAILER_LIMITS.challenges}
          options={optionsOf(RETAIL_CHALLENGES, RETAIL_CHALLENGE_LABELS)}
          {...field("challenges")}
        />
        <ChoiceGrid
          label="Your goals"
          description={`Choose up to ${RETAILER_LIMITS.goals}.`}
          multiple
          look="chips"
          max={RETAILER_LIMITS.goals}
          options={optionsOf(RETAIL_GOALS, RETAIL_GOAL_LABELS)}
          {...field("goals")}
        />
        <ChoiceGrid
          label="When you want to get there"
          look="chips"
          options={optionsOf(GOAL_TIMELINES, GOAL_TIMELINE_LABELS)}
          {...field("timeline")}
        />
        <Textarea
          label="Anything else in your way?"
          description={`Optional (${form.values.obstacles.trim().length} / ${RETAILER_NOTE_MAX}).`}
          placeholder="Our customers love the fabrics in the shop, but online they look flat."
          autosize
          minRows={3}
          maxRows={6}
          {...form.getInputProps("obstacles")}
        />
      </Stack>
    </QuestionnaireStep>
  );
}
