// The store form's selling terms: the currency of its prices, how soon it ships, how returns work, and
// where shoppers write about an order.
import { CURRENCIES, STORE_LIMITS, type StoreBody } from "@cbm/contracts";
import { NativeSelect, NumberInput, SimpleGrid } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { FormTextarea, FormTextInput } from "../../../components/form-fields.tsx";
import { FormSection } from "../../../components/form-section.tsx";
import { count, type StoreValues } from "./store-values.ts";

/** The selling terms' fields of the store form; the currency is fixed once the store has orders in it. */
export function StoreSellingTerms({
  form,
  currencyLocked,
}: {
  form: UseFormReturnType<StoreValues, StoreBody>;
  currencyLocked: boolean;
}) {
  const { values } = form;
  return (
    <FormSection
      title="Selling terms"
      description="Shown to shoppers before they buy: the currency of your prices, how soon you ship and how returns work."
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <NativeSelect
          label="Currency"
          description={
            currencyLocked
              ? "Fixed: your store has orders in this currency."
              : "Your products and shipping are priced in it."
          }
          data={CURRENCIES}
          required
          disabled={currencyLocked}
          {...form.getInputProps("currency")}
        />
        <NumberInput
          label="Handling time"
          description="Days to get an order ready to ship."
          required
          min={STORE_LIMITS.handlingDays.min}
          max={STORE_LIMITS.handlingDays.max}
          allowDecimal={false}
          allowNegative={false}
          suffix={Number(values.handlingDays) === 1 ? " day" : " days"}
          {...form.getInputProps("handlingDays")}
        />
        <NumberInput
          label="Return window"
          description="Days to send an order back; 0 for no returns."
          required
          min={STORE_LIMITS.returnWindowDays.min}
          max={STORE_LIMITS.returnWindowDays.max}
          allowDecimal={false}
          allowNegative={false}
          suffix={Number(values.returnWindowDays) === 1 ? " day" : " days"}
          {...form.getInputProps("returnWindowDays")}
        />
      </SimpleGrid>
      <FormTextarea
        form={form}
        name="returnPolicy"
        label="Return policy"
        description={`Optional: the condition items must come back in, who pays the postage, how refunds are made (${count(values.returnPolicy, STORE_LIMITS.returnPolicy)}).`}
        autosize
        minRows={3}
        maxRows={10}
      />
      <FormTextInput
        form={form}
        name="contactEmail"
        label="Contact email"
        description="Optional: where shoppers write about an order. Without one, they write through CBM."
        type="email"
        autoComplete="email"
      />
    </FormSection>
  );
}
