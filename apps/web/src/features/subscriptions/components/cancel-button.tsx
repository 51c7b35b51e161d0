import type { Subscription } from "@cbm/contracts";
import { ConfirmButton } from "../../../components/confirm-button.tsx";
import { notify } from "../../../lib/notify.ts";
import { useCancelSubscription } from "../api.ts";
import { longDate } from "../dates.ts";

/** Cancels the subscription at its period's end, asked again first: its features stay until then. */
export function CancelAtPeriodEndButton({
  subscription,
  label = "Cancel at period end",
  accessibleLabel,
  question = `Cancel ${subscription.plan.name}?`,
}: {
  subscription: Subscription;
  label?: string;
  accessibleLabel?: string;
  question?: string;
}) {
  const cancel = useCancelSubscription();
  const end = longDate(subscription.currentPeriodEnd);
  return (
    <ConfirmButton
      variant="default"
      label={label}
      aria-label={accessibleLabel}
      question={question}
      consequence={`Your ${subscription.plan.name} plan ends on ${end}, at the end of the period you paid for. You keep everything it gives until then, and nothing more is charged. You can resume it before then.`}
      keepLabel={`Keep ${subscription.plan.name}`}
      busy={cancel.isPending}
      onConfirm={() =>
        cancel
          .mutateAsync()
          .then(() => notify.success(`${subscription.plan.name} ends on ${end}.`))
          .catch(notify.error)
      }
    />
  );
}
