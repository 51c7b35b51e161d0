import {
  CURRENCY_DIGITS,
  type Currency,
  SHIPPING_LIMITS,
  type ShippingMethod,
  type ShippingMethodBody,
  ShippingMethodBodySchema,
} from "@cbm/contracts";
import { Button, Group, MultiSelect, NumberInput, SimpleGrid, Stack, Switch } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { FormTextInput } from "../../../components/form-fields.tsx";
import { fieldErrors } from "../../../lib/api-error.ts";
import { currencySign, toMajor, toMinor } from "../../../lib/money.ts";
import { notify } from "../../../lib/notify.ts";
import { COUNTRY_OPTIONS } from "../../addresses/index.ts";
import { useCreateShippingMethod, useUpdateShippingMethod } from "../api.ts";
import { countryName } from "../wording.ts";

interface MethodValues {
  name: string;
  /** In major units, as typed. */
  price: number | string;
  freeOver: number | string;
  minDays: number | string;
  maxDays: number | string;
  countries: string[];
  active: boolean;
}

/** The contract's fields on the form's ("priceMinor" is typed as a price; "countries.2" is the list). */
const FIELD_OF: Record<string, keyof MethodValues> = { priceMinor: "price", freeOverMinor: "freeOver" };
const FIELD_ORDER: (keyof MethodValues)[] = ["name", "price", "freeOver", "minDays", "maxDays", "countries"];

const valuesOf = (method: ShippingMethod | undefined, currency: Currency): MethodValues => ({
  name: method?.name ?? "",
  price: method ? toMajor(method.priceMinor, currency) : "",
  freeOver: method ? toMajor(method.freeOverMinor, currency) : "",
  minDays: method?.minDays ?? "",
  maxDays: method?.maxDays ?? "",
  countries: method?.countries ?? [],
  active: method?.active ?? true,
});

const days = (typed: number | string) => (typed === "" ? undefined : Number(typed));

const bodyOf = (values: MethodValues, currency: Currency) => ({
  name: values.name,
  priceMinor: toMinor(values.price, currency),
  freeOverMinor: toMinor(values.freeOver, currency),
  minDays: days(values.minDays),
  maxDays: days(values.maxDays),
  countries: values.countries,
  active: values.active,
});

function onFields(messages: [path: string, message: string][]): FormErrors {
  const errors: Record<string, string> = {};
  for (const [path, message] of messages) {
    const [first = path] = path.split(".");
    const field = FIELD_OF[first] ?? first;
    errors[field] = errors[field] ? `${errors[field]} ${message}` : message;
  }
  return errors;
}

const check = (currency: Currency) => (values: MethodValues) => {
  const result = ShippingMethodBodySchema.safeParse(bodyOf(values, currency));
  return onFields(
    result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]),
  );
};

export interface ShippingMethodFormProps {
  /** The method to change; without it the form adds one. */
  method?: ShippingMethod;
  /** The store's currency, which prices are typed in. */
  currency: Currency;
  onSaved: (saved: ShippingMethod) => void;
  onCancel: () => void;
}

/** Adds a shipping method, or changes `method`: prices typed in the store's currency, sent in minor units. */
export function ShippingMethodForm({ method, currency, onSaved, onCancel }: ShippingMethodFormProps) {
  const create = useCreateShippingMethod();
  const update = useUpdateShippingMethod();
  const form = useForm<MethodValues, ShippingMethodBody>({
    initialValues: valuesOf(method, currency),
    validate: check(currency),
    transformValues: (values) => ShippingMethodBodySchema.parse(bodyOf(values, currency)),
  });
  const saving = create.isPending || update.isPending;
  const sign = currencySign(currency);
  const money = {
    min: 0,
    allowNegative: false,
    decimalScale: CURRENCY_DIGITS[currency],
    thousandSeparator: ",",
    hideControls: true,
    inputMode: "decimal" as const,
    leftSection: sign,
    leftSectionWidth: Math.max(36, sign.length * 10 + 16),
  };
  const dayInput = {
    min: 0,
    max: SHIPPING_LIMITS.days,
    allowDecimal: false,
    allowNegative: false,
    suffix: " days",
  };
  // A method may ship to a country the address book does not list: it stays among the options.
  const countryOptions = [
    ...COUNTRY_OPTIONS,
    ...form.values.countries
      .filter((code) => !COUNTRY_OPTIONS.some((option) => option.value === code))
      .map((code) => ({ value: code, label: countryName(code) })),
  ];

  const focusFirst = (errors: FormErrors) => {
    const first = FIELD_ORDER.find((field) => field in errors);
    if (first) form.getInputNode(first)?.focus();
  };

  const submit = form.onSubmit(async (body) => {
    try {
      onSaved(method ? await update.mutateAsync({ id: method.id, body }) : await create.mutateAsync(body));
    } catch (error) {
      const errors = onFields(Object.entries(fieldErrors(error)));
      form.setErrors(errors);
      focusFirst(errors);
      notify.error(error);
    }
  }, focusFirst);

  return (
    <form
      onSubmit={(event) => {
        event.stopPropagation();
        submit(event);
      }}
      noValidate
      aria-label={method ? "Edit shipping method" : "New shipping method"}
    >
      <Stack gap="md">
        <FormTextInput
          form={form}
          name="name"
          label="Name"
          description="What shoppers choose at checkout, like Standard or Express."
          required
          maxLength={SHIPPING_LIMITS.name}
          data-autofocus
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberInput
            label="Price"
            description={`In ${currency}; 0 for free.`}
            required
            {...money}
            {...form.getInputProps("price")}
          />
          <NumberInput
            label="Free over"
            description="Optional: orders worth this much ship free."
            {...money}
            {...form.getInputProps("freeOver")}
          />
          <NumberInput
            label="Fastest delivery"
            description="Days in transit, at best."
            required
            {...dayInput}
            {...form.getInputProps("minDays")}
          />
          <NumberInput
            label="Slowest delivery"
            description="Days in transit, at worst."
            required
            {...dayInput}
            {...form.getInputProps("maxDays")}
          />
        </SimpleGrid>
        <MultiSelect
          label="Countries"
          description="Where this method ships. Leave empty to ship everywhere."
          data={countryOptions}
          searchable
          clearable
          hidePickedOptions
          nothingFoundMessage="No country of that name"
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps("countries")}
        />
        <Switch
          label="Active"
          description="Shoppers can choose it at checkout."
          {...form.getInputProps("active", { type: "checkbox" })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="subtle" color="ink" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {method ? "Save changes" : "Add method"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
