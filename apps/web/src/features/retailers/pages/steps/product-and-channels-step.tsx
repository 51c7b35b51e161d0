import {
  CATALOGUE_SIZE_LABELS,
  CATALOGUE_SIZES,
  PRICE_POSITION_LABELS,
  PRICE_POSITIONS,
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABELS,
  RETAILER_ANSWER_SCHEMAS,
  RETAILER_LIMITS,
  RETAILER_STEPS,
  type RetailerQuestionnaire,
  SALES_CHANNEL_LABELS,
  SALES_CHANNELS,
  SHIPPING_REACH_LABELS,
  SHIPPING_REACHES,
} from "@cbm/contracts";
import { Stack } from "@mantine/core";
import { QuestionnaireStep, useAnswerForm } from "../../../../components/questionnaire-flow.tsx";
import { ChoiceGrid, optionsOf } from "../../../../components/wizard/index.ts";
import { useSaveRetailerStep } from "../../api.ts";
import { HOME } from "../../steps.ts";

const step = "product-and-channels";

/** What the retailer sells, where, at which price and how far they ship. */
export function ProductAndChannelsStep({ questionnaire }: { questionnaire: RetailerQuestionnaire }) {
  const saved = questionnaire.answers[step];
  const { form, answer, field } = useAnswerForm(RETAILER_ANSWER_SCHEMAS[step], {
    categories: (saved?.categories ?? []) as string[],
    channels: (saved?.channels ?? []) as string[],
    pricePosition: saved?.pricePosition ?? null,
    catalogueSize: saved?.catalogueSize ?? null,
    shipsTo: saved?.shipsTo ?? null,
  });
  return (
    <QuestionnaireStep
      steps={RETAILER_STEPS}
      step={step}
      home={HOME}
      title="What do you sell, and where?"
      lead="Tell us about your products and the places you sell them, so we can match you with the right creators and shoppers."
      save={useSaveRetailerStep(step)}
      answer={answer}
      onFieldErrors={form.setErrors}
    >
      <Stack gap="xl">
        <ChoiceGrid
          label="Categories"
          description={`Choose up to ${RETAILER_LIMITS.categories}.`}
          multiple
          look="chips"
          max={RETAILER_LIMITS.categories}
          options={optionsOf(PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS)}
          {...field("categories")}
        />
        <ChoiceGrid
          label="Where you sell today"
          description="Choose every channel you use."
          multiple
          look="chips"
          options={optionsOf(SALES_CHANNELS, SALES_CHANNEL_LABELS)}
          {...field("channels")}
        />
        <ChoiceGrid
          label="Price position"
          options={optionsOf(PRICE_POSITIONS, PRICE_POSITION_LABELS)}
          columns={{ base: 1, xs: 2, sm: 4 }}
          {...field("pricePosition")}
        />
        <ChoiceGrid
          label="How many products you sell"
          look="chips"
          options={optionsOf(CATALOGUE_SIZES, CATALOGUE_SIZE_LABELS)}
          {...field("catalogueSize")}
        />
        <ChoiceGrid
          label="Where you ship"
          options={optionsOf(SHIPPING_REACHES, SHIPPING_REACH_LABELS)}
          columns={{ base: 1, xs: 2, sm: 4 }}
          {...field("shipsTo")}
        />
      </Stack>
    </QuestionnaireStep>
  );
}
