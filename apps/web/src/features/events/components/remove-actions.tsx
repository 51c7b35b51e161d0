import type { EventSummary } from "@cbm/contracts";
import { ConfirmButton } from "../../../components/confirm-button.tsx";
import { notify } from "../../../lib/notify.ts";
import { useCancelEvent, useDeleteEvent } from "../api.ts";

/** Whether an event may still be cancelled: it has not ended and is not cancelled already. */
export const isCancellable = (event: Pick<EventSummary, "status">) =>
  event.status === "scheduled" || event.status === "live";

/**
 * Cancel (it stays listed as cancelled) and Delete, each asked again first; everyone invited or going is
 * told. `onDeleted` follows a delete (a page showing the event leaves it).
 */
export function RemoveActions({
  event,
  canCancel,
  onDeleted,
  size = "sm",
}: {
  event: Pick<EventSummary, "id" | "title" | "status">;
  /** Only the host cancels; an admin may only delete. */
  canCancel: boolean;
  onDeleted?: () => void;
  /** Small buttons on a card in a list; the page's size elsewhere. */
  size?: "xs" | "sm";
}) {
  const cancel = useCancelEvent();
  const remove = useDeleteEvent();
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notify.success(done);
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <>
      {canCancel && isCancellable(event) && (
        <ConfirmButton
          label="Cancel event"
          aria-label={`Cancel event ${event.title}`}
          question={`Cancel ${event.title}?`}
          consequence="It stays in your list as cancelled, and everyone invited or going is told."
          keepLabel="Keep it"
          variant="default"
          size={size}
          busy={cancel.isPending}
          onConfirm={() => act(() => cancel.mutateAsync(event.id), "The event is cancelled.")}
        />
      )}
      <ConfirmButton
        label="Delete event"
        aria-label={`Delete event ${event.title}`}
        question={`Delete ${event.title}?`}
        consequence="It is gone for good, with its invitations and reactions. If it was still to come, everyone invited or going is told."
        keepLabel="Keep it"
        variant="subtle"
        color="red.9"
        size={size}
        busy={remove.isPending}
        onConfirm={() =>
          act(async () => {
            await remove.mutateAsync(event.id);
            onDeleted?.();
          }, "The event is deleted.")
        }
      />
    </>
  );
}
