import { notify } from "../../../lib/notify.ts";
import { useDismiss } from "../api.ts";
import { BusyButton } from "./busy-button.tsx";

/** Dismisses one notification, saying 'Dismissing' meanwhile. */
export function DismissButton({ id }: { id: string }) {
  const dismiss = useDismiss();
  return (
    <BusyButton
      variant="subtle"
      color="ink"
      size="compact-sm"
      busy={dismiss.isPending}
      label="Dismiss"
      busyLabel="Dismissing"
      onClick={() => dismiss.mutate(id, { onError: notify.error })}
    />
  );
}
