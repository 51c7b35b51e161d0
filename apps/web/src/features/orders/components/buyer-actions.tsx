import type { OrderDetails } from "@cbm/contracts";
import { Button, Stack, Text } from "@mantine/core";
import { ConfirmButton } from "../../../components/confirm-button.tsx";
import { AddOrderToCloset } from "../../closets/index.ts";
import { useCancelOrder, useConfirmReceipt } from "../api.ts";
import { DialogButton } from "./dialog-button.tsx";
import { LocalTime } from "./local-time.tsx";
import { MoveError } from "./move-error.tsx";
import { ReturnForm } from "./return-form.tsx";

/** What has arrived and was not sent back: it can go into the buyer's closets. */
const IN_HAND = new Set<OrderDetails["status"]>(["delivered", "completed"]);

/**
 * What the buyer may do with the order now: cancel it before it ships, confirm it arrived, return items,
 * put what arrived into a closet.
 */
export function BuyerActions({ order }: { order: OrderDetails }) {
  const cancel = useCancelOrder(order.id);
  const confirm = useConfirmReceipt(order.id);
  const inHand = IN_HAND.has(order.status);
  if (order.actions.length === 0 && !inHand && !cancel.error && !confirm.error) return null;
  return (
    <Stack gap="sm" aria-label="What you can do" role="group">
      {order.actions.includes("confirm-receipt") && (
        <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
          Confirm receipt
        </Button>
      )}
      {inHand && <AddOrderToCloset orderId={order.id} />}
      {order.actions.includes("return") && (
        <>
          <DialogButton
            label="Return items"
            title="Return items"
            variant="light"
            content={(close) => <ReturnForm order={order} onDone={close} />}
          />
          {order.returnBy && (
            <Text size="sm" c="dimmed">
              You can ask to return items until <LocalTime iso={order.returnBy} />.
            </Text>
          )}
        </>
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
