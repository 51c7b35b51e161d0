import type { BillingInterval, Plan, Subscription } from "@cbm/contracts";
import { Button, Text } from "@mantine/core";
import { Link, useNavigate } from "@tanstack/react-router";
import { longDate } from "../dates.ts";
import { isFree } from "../plans.ts";
import { CancelAtPeriodEndButton } from "./cancel-button.tsx";
import { ChangePlanButton } from "./change-plan.tsx";

/** Back to the free plan: the paid one is cancelled at its period's end, keeping its features until then. */
function DowngradeToFree({ current, plan }: { current: Subscription; plan: Plan }) {
  if (current.cancelAtPeriodEnd)
    return (
      <Text size="sm" fw={600} ta="center">
        Yours again from {longDate(current.currentPeriodEnd)}
      </Text>
    );
  return (
    <CancelAtPeriodEndButton
      subscription={current}
      label="Downgrade"
      accessibleLabel={`Downgrade to ${plan.name}`}
      question={`Downgrade to ${plan.name}?`}
    />
  );
}

/** What a plan's card offers the member, given their live subscription (null: on the free plan). */
export function PlanAction({
  plan,
  interval,
  current,
}: {
  plan: Plan;
  interval: BillingInterval;
  current: Subscription | null;
}) {
  const navigate = useNavigate();
  const yours = (
    <Button variant="default" disabled>
      Your plan
    </Button>
  );
  if (!current) {
    if (isFree(plan)) return yours;
    return (
      <Button
        renderRoot={(props) => (
          <Link to="/subscriptions/$slug" params={{ slug: plan.slug }} search={{ interval }} {...props} />
        )}
      >
        {plan.trialDays > 0 ? "Start free trial" : `Choose ${plan.name}`}
      </Button>
    );
  }
  if (current.plan.id === plan.id && current.interval === interval) return yours;
  if (isFree(plan)) return <DowngradeToFree current={current} plan={plan} />;
  const scheduled = current.scheduledChange;
  if (scheduled?.plan.id === plan.id && scheduled.interval === interval)
    return (
      <Text size="sm" fw={600} ta="center">
        Starts on {longDate(current.currentPeriodEnd)}
      </Text>
    );
  return (
    <ChangePlanButton
      from={current}
      plan={plan}
      interval={interval}
      onDone={(subscription) =>
        void navigate({ to: "/subscription-confirmation", search: { subscription: subscription.id } })
      }
    />
  );
}
