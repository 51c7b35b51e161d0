import type { ReasonBody } from "@cbm/contracts";
import { Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { UseMutationResult } from "@tanstack/react-query";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { FormTextarea } from "../../../components/form-fields.tsx";
import { fieldErrors } from "../../../lib/api-error.ts";
import { MoveError } from "./move-error.tsx";

/** A rule of a form's text field: it must hold more than spaces. */
export const required = (name: string) => (value: string) => (value.trim() ? null : `${name} is required`);

/** A refusal beside the form's buttons, unless its 400 names fields the form shows beside them. */
export const unlessFields = (error: unknown) =>
  error && Object.keys(fieldErrors(error)).length === 0 ? error : null;

/** A move of the order made with a reason the other side reads: cancelling it, declining its return. */
export function ReasonForm({
  orderId,
  useMove,
  label,
  explanation,
  onDone,
}: {
  orderId: string;
  /** The mutation of the move, for this order. */
  useMove: (orderId: string) => UseMutationResult<unknown, Error, ReasonBody>;
  /** The form's name and its button's words, as in "Cancel order". */
  label: string;
  /** What follows the move, above the reason. */
  explanation: string;
  onDone: () => void;
}) {
  const move = useMove(orderId);
  const form = useForm({ initialValues: { reason: "" }, validate: { reason: required("Reason") } });
  const submit = form.onSubmit((body) =>
    move.mutate(body, { onSuccess: onDone, onError: (error) => form.setErrors(fieldErrors(error)) }),
  );
  return (
    <DialogForm label={label} onSubmit={submit} submitLabel={label} saving={move.isPending}>
      <Text size="sm">{explanation}</Text>
      <FormTextarea
        form={form}
        name="reason"
        label="Reason"
        description="The customer reads it."
        autosize
        minRows={3}
        required
        data-autofocus
      />
      <MoveError error={unlessFields(move.error)} />
    </DialogForm>
  );
}
