import type { ShipBody, StoreOrderDetails } from "@cbm/contracts";
import { Button, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { FormTextarea, FormTextInput } from "../../../components/form-fields.tsx";
import { fieldErrors } from "../../../lib/api-error.ts";
import { useDeliverOrder, useShipOrder, useStoreCancelOrder } from "../api.ts";
import { DialogButton } from "./dialog-button.tsx";
import { MoveError } from "./move-error.tsx";

const required = (name: string) => (value: string) => (value.trim() ? null : `${name} is required`);

/** The carrier and tracking number of the parcel; the server's word on a field shows beside it. */
function ShipForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const ship = useShipOrder(orderId);
  const form = useForm<ShipBody>({
    initialValues: { carrier: "", trackingNumber: "" },
    validate: { carrier: required("Carrier"), trackingNumber: required("Tracking number") },
  });
  const submit = form.onSubmit((body) =>
    ship.mutate(body, { onSuccess: onDone, onError: (error) => form.setErrors(fieldErrors(error)) }),
  );
  return (
    <DialogForm
      label="Ship the order"
      onSubmit={submit}
      submitLabel="Ship"
      saving={ship.isPending}
      onCancel={onDone}
    >
      <FormTextInput
        form={form}
        name="carrier"
        label="Carrier"
        placeholder="Colissimo, UPS, DHL…"
        required
        data-autofocus
      />
      <FormTextInput form={form} name="trackingNumber" label="Tracking number" required />
      <MoveError error={ship.error && !Object.keys(fieldErrors(ship.error)).length ? ship.error : null} />
    </DialogForm>
  );
}

/** Why the store cancels: the buyer reads it, and is refunded in full. */
function CancelForm({ orderId, onDone }: { orderId: string; onDone: () => void }) {
  const cancel = useStoreCancelOrder(orderId);
  const form = useForm({ initialValues: { reason: "" }, validate: { reason: required("Reason") } });
  const submit = form.onSubmit((body) =>
    cancel.mutate(body, { onSuccess: onDone, onError: (error) => form.setErrors(fieldErrors(error)) }),
  );
  return (
    <DialogForm
      label="Cancel the order"
      onSubmit={submit}
      submitLabel="Cancel order"
      saving={cancel.isPending}
    >
      <Text size="sm">The customer is refunded in full and the items go back into your stock.</Text>
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
      <MoveError
        error={cancel.error && !Object.keys(fieldErrors(cancel.error)).length ? cancel.error : null}
      />
    </DialogForm>
  );
}

/** What the store may do with the order now: ship it, mark it delivered, cancel it. */
export function StoreActions({ order }: { order: StoreOrderDetails }) {
  const deliver = useDeliverOrder(order.id);
  const may = (action: StoreOrderDetails["actions"][number]) => order.actions.includes(action);
  if (order.actions.length === 0 && !deliver.error) return null;
  return (
    <Stack gap="sm" role="group" aria-label="What you can do">
      {may("ship") && (
        <DialogButton
          label="Ship"
          title="Ship the order"
          content={(close) => <ShipForm orderId={order.id} onDone={close} />}
        />
      )}
      {may("deliver") && (
        <Button loading={deliver.isPending} onClick={() => deliver.mutate()}>
          Mark delivered
        </Button>
      )}
      {may("cancel") && (
        <DialogButton
          label="Cancel order"
          title="Cancel the order"
          variant="light"
          color="red"
          content={(close) => <CancelForm orderId={order.id} onDone={close} />}
        />
      )}
      <MoveError error={deliver.error} />
    </Stack>
  );
}
