import {
  type AdminPlan,
  CURRENCIES,
  CURRENCY_DIGITS,
  type Currency,
  featuresOf,
  PLAN_AUDIENCES,
  PLAN_FEATURES,
  type PlanAudience,
  type PlanFeatures,
  PRICE_CHANGE_NOTICE_DAYS,
} from "@cbm/contracts";
import {
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { DialogForm } from "../../../../components/dialog-form.tsx";
import { fieldErrors } from "../../../../lib/api-error.ts";
import { currencySign, toMajor, toMinor } from "../../../../lib/money.ts";
import { notify } from "../../../../lib/notify.ts";
import { useCreatePlan, useUpdatePlan } from "../../admin-api.ts";
import { AUDIENCE_NAMES } from "../../audience.ts";

type FeatureValue = number | boolean | "" | null;

interface PlanValues {
  name: string;
  slug: string;
  audience: PlanAudience;
  currency: Currency;
  description: string;
  monthlyPrice: number | "";
  yearlyPrice: number | "";
  trialDays: number | "";
  displayOrder: number | "";
  /** A limit left empty means no limit. */
  features: Record<string, FeatureValue>;
}

const initialValues = (plan?: AdminPlan): PlanValues => ({
  name: plan?.name ?? "",
  slug: plan?.slug ?? "",
  audience: plan?.audience ?? "customer",
  currency: plan?.currency ?? "EUR",
  description: plan?.description ?? "",
  monthlyPrice: plan ? toMajor(plan.monthlyPrice, plan.currency) : "",
  yearlyPrice: plan ? toMajor(plan.yearlyPrice, plan.currency) : "",
  trialDays: plan?.trialDays ?? 0,
  displayOrder: plan?.displayOrder ?? 0,
  features: { ...(plan?.features ?? {}) },
});

/** The features the audience's plans carry, as the API takes them (an empty limit: none). */
function featuresFor(audience: PlanAudience, typed: Record<string, FeatureValue>): PlanFeatures {
  const table: Record<string, { kind: string }> = PLAN_FEATURES[audience];
  return Object.fromEntries(
    featuresOf(audience).map((name) => {
      const value = typed[name];
      const kind = table[name]?.kind;
      if (kind === "right") return [name, value === true];
      if (kind === "percent") return [name, typeof value === "number" ? value : 0];
      return [name, typeof value === "number" ? value : null];
    }),
  );
}

const whole = (value: number | "") => (value === "" ? 0 : value);

function bodyOf(values: PlanValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    monthlyPrice: toMinor(values.monthlyPrice, values.currency) ?? 0,
    yearlyPrice: toMinor(values.yearlyPrice, values.currency) ?? 0,
    trialDays: whole(values.trialDays),
    displayOrder: whole(values.displayOrder),
    features: featuresFor(values.audience, values.features),
  };
}

/** One input per feature of the audience: a count (empty: no limit), a right, or a percentage. */
function FeatureInputs({ form }: { form: ReturnType<typeof useForm<PlanValues>> }) {
  const { audience } = form.getValues();
  const table: Record<string, { kind: string; label: string }> = PLAN_FEATURES[audience];
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Features
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {featuresOf(audience).map((name) => {
          const { kind, label } = table[name] as { kind: string; label: string };
          const path = `features.${name}`;
          if (kind === "right")
            return (
              <Switch
                key={form.key(path)}
                label={label}
                mt="md"
                {...form.getInputProps(path, { type: "checkbox" })}
              />
            );
          return (
            <NumberInput
              key={form.key(path)}
              label={label}
              description={kind === "limit" ? "Empty: no limit" : undefined}
              min={0}
              max={kind === "percent" ? 100 : undefined}
              allowDecimal={false}
              {...form.getInputProps(path)}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}

/** Creates a plan, or edits one (its audience, slug and currency stay). */
export function PlanForm({ plan, onDone }: { plan?: AdminPlan; onDone: () => void }) {
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const form = useForm<PlanValues>({ initialValues: initialValues(plan) });
  const values = form.getValues();
  const money = {
    prefix: currencySign(values.currency),
    min: 0,
    decimalScale: CURRENCY_DIGITS[values.currency],
  };

  const submit = form.onSubmit((typed) => {
    const body = bodyOf(typed);
    const handlers = {
      onSuccess: () => {
        notify.success(plan ? `${body.name} is saved.` : `${body.name} is on offer.`);
        onDone();
      },
      onError: (error: Error) => {
        form.setErrors(fieldErrors(error));
        notify.error(error);
      },
    };
    if (plan) update.mutate({ id: plan.id, body }, handlers);
    else
      create.mutate(
        { ...body, slug: typed.slug.trim(), audience: typed.audience, currency: typed.currency },
        handlers,
      );
  });

  return (
    <DialogForm
      label={plan ? `Edit ${plan.name}` : "New plan"}
      onSubmit={submit}
      submitLabel={plan ? "Save plan" : "Create plan"}
      saving={create.isPending || update.isPending}
      onCancel={onDone}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Name" required key={form.key("name")} {...form.getInputProps("name")} />
        <TextInput
          label="Slug"
          description="Its address: /subscriptions/{slug}"
          required
          disabled={plan !== undefined}
          key={form.key("slug")}
          {...form.getInputProps("slug")}
        />
        <NativeSelect
          label="For"
          disabled={plan !== undefined}
          data={PLAN_AUDIENCES.map((audience) => ({ value: audience, label: AUDIENCE_NAMES[audience] }))}
          key={form.key("audience")}
          {...form.getInputProps("audience")}
        />
        <NativeSelect
          label="Currency"
          disabled={plan !== undefined}
          data={CURRENCIES}
          key={form.key("currency")}
          {...form.getInputProps("currency")}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        required
        autosize
        minRows={2}
        key={form.key("description")}
        {...form.getInputProps("description")}
      />
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <NumberInput
          label="Monthly price"
          {...money}
          key={form.key("monthlyPrice")}
          {...form.getInputProps("monthlyPrice")}
        />
        <NumberInput
          label="Yearly price"
          {...money}
          key={form.key("yearlyPrice")}
          {...form.getInputProps("yearlyPrice")}
        />
        <NumberInput
          label="Trial days"
          min={0}
          max={90}
          allowDecimal={false}
          key={form.key("trialDays")}
          {...form.getInputProps("trialDays")}
        />
        <NumberInput
          label="Display order"
          min={0}
          allowDecimal={false}
          key={form.key("displayOrder")}
          {...form.getInputProps("displayOrder")}
        />
      </SimpleGrid>
      <FeatureInputs form={form} />
      {plan && (
        <Text size="xs" c="dimmed">
          A new price reaches new members at once, and members on this plan from their first renewal at least{" "}
          {PRICE_CHANGE_NOTICE_DAYS} days after they are told.
        </Text>
      )}
    </DialogForm>
  );
}
