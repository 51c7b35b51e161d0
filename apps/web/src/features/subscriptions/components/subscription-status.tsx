import type { SubscriptionStatus } from "@cbm/contracts";
import { Badge } from "@mantine/core";

const STATUS: Record<SubscriptionStatus, { label: string; color: string }> = {
  trialing: { label: "Free trial", color: "teal" },
  active: { label: "Active", color: "teal" },
  past_due: { label: "Payment due", color: "orange" },
  cancelled: { label: "Cancelled", color: "gray" },
  expired: { label: "Expired", color: "gray" },
};

/** Each state's name, for filters. */
export const STATUS_NAMES = Object.fromEntries(
  Object.entries(STATUS).map(([status, { label }]) => [status, label]),
) as Record<SubscriptionStatus, string>;

/** A subscription's state, in words a member reads. */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <Badge color={STATUS[status].color} variant="light" c="ink.9" miw="max-content">
      {STATUS[status].label}
    </Badge>
  );
}
