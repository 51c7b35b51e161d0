import type { AdminSubscription } from "@cbm/contracts";
import { Group } from "@mantine/core";
import { ConfirmButton } from "../../../../components/confirm-button.tsx";
import { formatMoney } from "../../../../lib/money.ts";
import { notify } from "../../../../lib/notify.ts";
import { useAdminCancel, useAdminRefund } from "../../admin-api.ts";
import { longDate } from "../../dates.ts";

const LIVE = ["trialing", "active", "past_due"];

/** What an admin may do to a member's subscription: cancel it now or at its period's end, refund its last invoice. */
export function SubscriptionActions({ subscription }: { subscription: AdminSubscription }) {
  const cancel = useAdminCancel();
  const refund = useAdminRefund();
  const { member, plan } = subscription;
  const done = (message: string) => () => notify.success(message);
  const live = LIVE.includes(subscription.status);
  const small = { size: "compact-sm", variant: "subtle" } as const;
  return (
    <Group gap={4} wrap="nowrap">
      {live && !subscription.cancelAtPeriodEnd && (
        <ConfirmButton
          {...small}
          color="ink"
          label="Cancel at period end"
          aria-label={`Cancel at period end: ${member.fullName}`}
          question={`Cancel ${member.fullName}'s ${plan.name} at its period's end?`}
          consequence={`It runs until ${longDate(subscription.currentPeriodEnd)} and is not renewed. ${member.fullName} is told.`}
          keepLabel="Keep it"
          busy={cancel.isPending}
          onConfirm={() =>
            cancel
              .mutateAsync({ id: subscription.id, when: "period-end" })
              .then(
                done(`${member.fullName}'s ${plan.name} ends on ${longDate(subscription.currentPeriodEnd)}.`),
              )
              .catch(notify.error)
          }
        />
      )}
      {live && (
        <ConfirmButton
          {...small}
          color="red.9"
          label="Cancel now"
          aria-label={`Cancel now: ${member.fullName}`}
          question={`End ${member.fullName}'s ${plan.name} now?`}
          consequence={`The plan's features stop at once and nothing is refunded by this (refund the last invoice for that). ${member.fullName} is told.`}
          keepLabel="Keep it"
          busy={cancel.isPending}
          onConfirm={() =>
            cancel
              .mutateAsync({ id: subscription.id, when: "now" })
              .then(done(`${member.fullName}'s ${plan.name} has ended.`))
              .catch(notify.error)
          }
        />
      )}
      {subscription.refundable > 0 && (
        <ConfirmButton
          {...small}
          color="red.9"
          label="Refund"
          aria-label={`Refund: ${member.fullName}'s last invoice`}
          question={`Refund ${formatMoney(subscription.refundable, subscription.currency)} to ${member.fullName}?`}
          consequence="The last paid invoice is refunded in full to the card it was paid with. The subscription itself does not change."
          keepLabel="Do not refund"
          busy={refund.isPending}
          onConfirm={() =>
            refund
              .mutateAsync(subscription.id)
              .then(done(`${formatMoney(subscription.refundable, subscription.currency)} is refunded.`))
              .catch(notify.error)
          }
        />
      )}
    </Group>
  );
}
