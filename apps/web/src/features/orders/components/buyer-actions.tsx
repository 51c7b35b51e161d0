import type { OrderDetails } from "@cbm/contracts";
import { Button, Stack } from "@mantine/core";
import { useCancelOrder, useConfirmReceipt } from "../api.ts";
import { ConfirmButton } from "./confirm-button.tsx";
import { MoveError } from "./move-error.tsx";

/** What the buyer may do with the order now: cancel it before it ships, confirm it arrived. */
export function BuyerActions({ order }: { order: OrderDetails }) {
  const cancel = useCancelOrder(order.id);
  const confirm = useConfirmReceipt(order.id);
  if (order.actions.length === 0 && !cancel.error && !confirm.error) return null;
  return (
    <Stack gap="sm" aria-label="What you can do" role="group">
      {order.actions.includes("confirm-receipt") && (
        <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
          Confirm receipt
        </Button>
      )}
      {order.actions.includes("cancel") && (
        <ConfirmButton
          label="Cancel order"
          variant="light"
          color="red"
          question="Cancel this order?"
          consequence={`${order.store.name} will not ship it, and you are refunded in full to the card you paid with.`}
          keepLabel="Keep the order"
          busy={cancel.isPending}
          onConfirm={() => cancel.mutateAsync().catch(() => undefined)}
        />
      )}
      <MoveError error={cancel.error ?? confirm.error} />
    </Stack>
  );
}
