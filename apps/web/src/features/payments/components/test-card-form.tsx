import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconCreditCard } from "@tabler/icons-react";
import { type ChangeEvent, type Ref, useImperativeHandle } from "react";
import {
  type CardDetails,
  cvcLength,
  cvcProblem,
  expiryProblem,
  formatCvc,
  formatExpiry,
  formatNumber,
  numberProblem,
  testPaymentMethodFor,
} from "../card-details.ts";
import type { CardReader } from "../card-reader.ts";
import { TestCardsNote } from "./test-cards-note.tsx";

/** The fields in the order they appear, for focusing the first one that needs attention. */
const FIELD_ORDER: (keyof CardDetails)[] = ["number", "expiry", "cvc"];

/**
 * The test provider's card fields, formatted as typed: they check the card as Stripe's form does, and
 * hand the card form the test card's payment method, never its number.
 */
export function TestCardFields({ ref }: { ref: Ref<CardReader> }) {
  const form = useForm<CardDetails>({
    mode: "controlled",
    initialValues: { number: "", expiry: "", cvc: "" },
    validate: {
      number: numberProblem,
      expiry: (expiry) => expiryProblem(expiry),
      cvc: (cvc, { number }) => cvcProblem(cvc, number),
    },
  });

  useImperativeHandle(ref, () => ({
    read: async () => {
      const { hasErrors, errors } = form.validate();
      if (!hasErrors) return testPaymentMethodFor(form.getValues());
      const first = FIELD_ORDER.find((field) => field in errors);
      if (first) form.getInputNode(first)?.focus();
      return null;
    },
  }));

  const { number } = form.getValues();
  const input = (field: keyof CardDetails, format: (text: string) => string) => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setFieldValue(field, format(event.currentTarget.value)),
    // As in Stripe's form, a field is checked when left with something in it; every field on submit.
    onBlur: () => {
      if (form.getValues()[field]) form.validateField(field);
    },
    inputMode: "numeric" as const,
    required: true,
  });

  return (
    <Stack gap="md">
      <TextInput
        label="Card number"
        placeholder="1234 1234 1234 1234"
        autoComplete="cc-number"
        leftSection={<IconCreditCard size={18} aria-hidden />}
        {...input("number", formatNumber)}
      />
      <SimpleGrid cols={2} spacing="md">
        <TextInput
          label="Expiration date"
          placeholder="MM / YY"
          autoComplete="cc-exp"
          {...input("expiry", formatExpiry)}
        />
        <TextInput
          label="Security code"
          placeholder={cvcLength(number) === 4 ? "CVC (4 digits)" : "CVC"}
          autoComplete="cc-csc"
          {...input("cvc", (text) => formatCvc(text, number))}
        />
      </SimpleGrid>
      <TestCardsNote />
    </Stack>
  );
}
