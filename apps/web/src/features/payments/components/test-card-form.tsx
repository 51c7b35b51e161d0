import type { Card } from "@cbm/contracts";
import { Alert, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { type UseFormReturnType, useForm } from "@mantine/form";
import { IconCreditCard } from "@tabler/icons-react";
import type { ChangeEvent } from "react";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { ApiError, fieldErrors, messageFor } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { useSaveCard } from "../api.ts";
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
import { TestCardsNote } from "./test-cards-note.tsx";

type TestCardFormState = UseFormReturnType<CardDetails>;

/** The fields in the order they appear, for focusing the first one that needs attention. */
const FIELD_ORDER: (keyof CardDetails)[] = ["number", "expiry", "cvc"];

/** Where the provider's refusal of the card shows: a decline (402), or the server's word on it (400). */
const REFUSAL = "paymentMethodId";

const refusalOf = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status === 402 ? messageFor(error) : fieldErrors(error)[REFUSAL];

/**
 * The state of the test provider's card form: it checks the card as Stripe's form does, and saves the
 * test card's payment method (never its number), calling `onSaved` with the saved card.
 */
export function useTestCardForm({ onSaved }: { onSaved: (card: Card) => void }) {
  const save = useSaveCard();
  const form = useForm<CardDetails>({
    mode: "controlled",
    initialValues: { number: "", expiry: "", cvc: "" },
    validate: {
      number: numberProblem,
      expiry: (expiry) => expiryProblem(expiry),
      cvc: (cvc, { number }) => cvcProblem(cvc, number),
    },
  });

  const focusFirst = (errors: Record<string, unknown>) => {
    const first = FIELD_ORDER.find((field) => field in errors);
    if (first) form.getInputNode(first)?.focus();
  };

  const submit = form.onSubmit(async (details) => {
    try {
      onSaved(await save.mutateAsync({ paymentMethodId: testPaymentMethodFor(details) }));
    } catch (error) {
      form.setErrors({ [REFUSAL]: refusalOf(error) });
      notify.error(error);
    }
  }, focusFirst);

  return { form, submit, saving: save.isPending };
}

/** The card's inputs, formatted as typed, for a form of the caller's (a dialog, a questionnaire step). */
export function TestCardFields({ form }: { form: TestCardFormState }) {
  const refusal = form.errors[REFUSAL];
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
      {refusal && (
        <Alert color="red" variant="light" role="alert">
          {refusal}
        </Alert>
      )}
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

export interface TestCardFormProps {
  /** Called with the saved card. */
  onSaved: (card: Card) => void;
  /** Shows a Cancel button that calls it. */
  onCancel?: () => void;
}

/** A whole form to add a card with the test provider, with its own Save button. */
export function TestCardForm({ onSaved, onCancel }: TestCardFormProps) {
  const { form, submit, saving } = useTestCardForm({ onSaved });
  return (
    <DialogForm
      label="New card"
      onSubmit={submit}
      submitLabel="Save card"
      saving={saving}
      onCancel={onCancel}
    >
      <TestCardFields form={form} />
    </DialogForm>
  );
}
