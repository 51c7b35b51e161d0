import type { Card } from "@cbm/contracts";
import { Alert, Skeleton, Stack } from "@mantine/core";
import type { Stripe } from "@stripe/stripe-js";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { ApiError, fieldErrors, messageFor } from "../../../lib/api-error.ts";
import { notify } from "../../../lib/notify.ts";
import { paymentsConfigQuery, useSaveCard } from "../api.ts";
import { type CardReader, CardRefusal } from "../card-reader.ts";
import { stripeQuery } from "../stripe.ts";
import { StripeCardFields } from "./stripe-card-fields.tsx";
import { TestCardFields } from "./test-card-form.tsx";

/** Whose card fields the form shows: the server's choice, and for Stripe, Stripe.js loaded. */
type CardProvider =
  | { kind: "loading" }
  | { kind: "failed"; retry: () => void }
  | { kind: "test" }
  | { kind: "stripe"; stripe: Stripe };

function useCardProvider(): CardProvider {
  const config = useQuery(paymentsConfigQuery());
  const publishableKey = config.data?.provider === "stripe" ? (config.data.publishableKey ?? "") : null;
  const stripe = useQuery(stripeQuery(publishableKey));
  if (config.isError) return { kind: "failed", retry: () => void config.refetch() };
  if (config.isPending) return { kind: "loading" };
  if (publishableKey === null) return { kind: "test" };
  if (stripe.isError) return { kind: "failed", retry: () => void stripe.refetch() };
  if (stripe.isPending) return { kind: "loading" };
  return { kind: "stripe", stripe: stripe.data };
}

/** Where a refusal of the card shows: a decline (402), or the server's word on it (400). */
const refusalOf = (error: unknown): string | undefined =>
  error instanceof ApiError && error.status === 402 ? messageFor(error) : fieldErrors(error).paymentMethodId;

/**
 * The state of the card form of whichever provider the server uses: on submit the provider's fields read
 * the card, and its reference (never the number) is saved, calling `onSaved` with the saved card.
 */
export function useCardForm({ onSaved }: { onSaved: (card: Card) => void }) {
  const provider = useCardProvider();
  const reader = useRef<CardReader>(null);
  const save = useSaveCard();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string>();

  const saveCard = async () => {
    setSaving(true);
    try {
      const paymentMethodId = await reader.current?.read();
      if (paymentMethodId) onSaved(await save.mutateAsync({ paymentMethodId }));
    } catch (error) {
      if (error instanceof CardRefusal) {
        setRefusal(error.message);
      } else {
        setRefusal(refusalOf(error));
        notify.error(error);
      }
    } finally {
      setSaving(false);
    }
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setRefusal(undefined);
    void saveCard();
  };

  const ready = provider.kind === "test" || provider.kind === "stripe";
  return { form: { provider, reader, refusal }, submit, saving, ready };
}

type CardFormState = ReturnType<typeof useCardForm>["form"];

function CardFieldsLoading() {
  return (
    <Stack gap="md" role="status" aria-busy aria-label="Loading the card form">
      <Skeleton height={60} />
      <Skeleton height={60} />
    </Stack>
  );
}

/** The card fields of the server's provider, for a form of the caller's (a dialog, a questionnaire step). */
export function CardFields({ form: { provider, reader, refusal } }: { form: CardFormState }) {
  if (provider.kind === "loading") return <CardFieldsLoading />;
  if (provider.kind === "failed") {
    return <LoadError title="We could not load the card form" onRetry={provider.retry} />;
  }
  return (
    <Stack gap="md">
      {refusal && (
        <Alert color="red" variant="light" role="alert">
          {refusal}
        </Alert>
      )}
      {provider.kind === "stripe" ? (
        <StripeCardFields stripe={provider.stripe} ref={reader} />
      ) : (
        <TestCardFields ref={reader} />
      )}
    </Stack>
  );
}

export interface CardFormProps {
  /** Called with the saved card. */
  onSaved: (card: Card) => void;
  /** Shows a Cancel button that calls it. */
  onCancel?: () => void;
}

/** A whole form to add a card, with its own Save button. */
export function CardForm({ onSaved, onCancel }: CardFormProps) {
  const { form, submit, saving } = useCardForm({ onSaved });
  return (
    <DialogForm
      label="New card"
      onSubmit={submit}
      submitLabel="Save card"
      saving={saving}
      onCancel={onCancel}
    >
      <CardFields form={form} />
    </DialogForm>
  );
}
