import type { ShipBody, StoreOrderDetails } from "@cbm/contracts";
import { Button, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { ConfirmButton } from "../../../components/confirm-button.tsx";
import { DialogForm } from "../../../components/dialog-form.tsx";
import { FormTextInput } from "../../../components/form-fields.tsx";
import { fieldErrors } from "../../../lib/api-error.ts";
import { formatMoney } from "../../../lib/money.ts";
import {
  useDeclineReturn,
  useDeliverOrder,
  useReceiveReturn,
  useRefundReturn,
  useShipOrder,
  useStoreCancelOrder,
} from "../api.ts";
import { DialogButton } from "./dialog-button.tsx";
import { MoveError } from "./move-error.tsx";
import { ReasonForm, required, unlessFields } from "./reason-form.tsx";

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
      <MoveError error={unlessFields(ship.error)} />
    </DialogForm>
  );
}

/** Accepting the return, once asked again: what the customer gets back. */
function RefundButton({ order, variant }: { order: StoreOrderDetails; variant: "filled" | "light" }) {
  const refund = useRefundReturn(order.id);
  const amount = formatMoney(order.return?.amount ?? 0, order.currency);
  const restock = order.status === "returned" ? "" : " The returned items go back into your stock.";
  return (
    <>
      <ConfirmButton
        label="Refund"
        variant={variant}
        question="Refund this return?"
        consequence={`${order.buyer.fullName} is refunded ${amount} to the card they paid with.${restock}`}
        keepLabel="Not yet"
        busy={refund.isPending}
        onConfirm={() => refund.mutateAsync().catch(() => undefined)}
      />
      <MoveError error={refund.error} />
    </>
  );
}

/**
 * What the store may do with the order now: ship it, mark it delivered, cancel it; and with a return:
 * mark the parcel received, refund it, or decline it.
 */
export function StoreActions({ order }: { order: StoreOrderDetails }) {
  const deliver = useDeliverOrder(order.id);
  const receive = useReceiveReturn(order.id);
  const may = (action: StoreOrderDetails["actions"][number]) => order.actions.includes(action);
  const error = deliver.error ?? receive.error;
  if (order.actions.length === 0 && !error) return null;
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
      {may("receive-return") && (
        <Button loading={receive.isPending} onClick={() => receive.mutate()}>
          Mark return received
        </Button>
      )}
      {may("refund") && <RefundButton order={order} variant={may("receive-return") ? "light" : "filled"} />}
      {may("cancel") && (
        <DialogButton
          label="Cancel order"
          title="Cancel the order"
          variant="light"
          color="red"
          content={(close) => (
            <ReasonForm
              orderId={order.id}
              useMove={useStoreCancelOrder}
              label="Cancel order"
              explanation="The customer is refunded in full and the items go back into your stock."
              onDone={close}
            />
          )}
        />
      )}
      {may("decline-return") && (
        <DialogButton
          label="Decline return"
          title="Decline the return"
          variant="light"
          color="red"
          content={(close) => (
            <ReasonForm
              orderId={order.id}
              useMove={useDeclineReturn}
              label="Decline return"
              explanation="The customer keeps the order as it is and is not refunded."
              onDone={close}
            />
          )}
        />
      )}
      <MoveError error={error} />
    </Stack>
  );
}
