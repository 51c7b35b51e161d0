import {
  MONTHLY_REVENUE_LABELS,
  MONTHLY_REVENUE_RANGES,
  ONLINE_SHARE_LABELS,
  ONLINE_SHARES,
  RETAILER_ANSWER_SCHEMAS,
  RETAILER_STEPS,
  RETURN_RATE_LABELS,
  RETURN_RATES,
  type RetailerQuestionnaire,
} from "@cbm/contracts";
import { Stack, Text } from "@mantine/core";
import { type Money, MoneyInput, moneyError } from "../../../../components/money-input.tsx";
import { QuestionnaireStep, useAnswerForm } from "../../../../components/questionnaire-flow.tsx";
import { ChoiceGrid, optionsOf } from "../../../../components/wizard/index.ts";
import { useSaveRetailerStep } from "../../api.ts";
import { HOME } from "../../steps.ts";

const step = "sales-metrics";

/** The business in numbers: ranges rather than exact figures, and one amount with its currency. */
export function SalesMetricsStep({ questionnaire }: { questionnaire: RetailerQuestionnaire }) {
  const saved = questionnaire.answers[step];
  const { form, answer, field } = useAnswerForm(RETAILER_ANSWER_SCHEMAS[step], {
    monthlyRevenue: saved?.monthlyRevenue ?? null,
    averageOrderValue: saved?.averageOrderValue ?? ({ amount: undefined, currency: "USD" } as Money),
    onlineShare: saved?.onlineShare ?? null,
    returnRate: saved?.returnRate ?? null,
  });
  return (
    <QuestionnaireStep
      steps={RETAILER_STEPS}
      step={step}
      home={HOME}
      title="Your sales at a glance"
      lead="Rough ranges are enough. Only CBM's partnerships team sees these numbers."
      save={useSaveRetailerStep(step)}
      answer={answer}
      onFieldErrors={form.setErrors}
    >
      <Stack gap="xl">
        <ChoiceGrid
          label="Revenue a month"
          description="In your main currency."
          look="chips"
          options={optionsOf(MONTHLY_REVENUE_RANGES, MONTHLY_REVENUE_LABELS)}
          {...field("monthlyRevenue")}
        />
        <Stack gap={4} maw={360}>
          <MoneyInput
            label="Average order value"
            value={form.values.averageOrderValue}
            onChange={(money) => form.setFieldValue("averageOrderValue", money)}
            error={moneyError(form.errors, "averageOrderValue")}
          />
          <Text size="xs" c="dimmed">
            What one order brings in, on average.
          </Text>
        </Stack>
        <ChoiceGrid
          label="Share of sales made online"
          look="chips"
          options={optionsOf(ONLINE_SHARES, ONLINE_SHARE_LABELS)}
          {...field("onlineShare")}
        />
        <ChoiceGrid
          label="Return rate"
          look="chips"
          options={optionsOf(RETURN_RATES, RETURN_RATE_LABELS)}
          {...field("returnRate")}
        />
      </Stack>
    </QuestionnaireStep>
  );
}
