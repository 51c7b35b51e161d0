import type { Plan, Subscription } from "@cbm/contracts";
import { Alert, Anchor, Button, Paper, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { LoadError } from "../../../components/load-error.tsx";
import { currentSubscriptionQuery } from "../api.ts";
import { isFree } from "../plans.ts";
import { PlanCard } from "./plan-card.tsx";
import { SubscribeForm, type SubscribeProps } from "./subscribe-form.tsx";

/** Why no payment is needed here: the member is on this plan, on another one, or this one is free. */
type Covered = "this-plan" | "another-plan" | "free";

function coveredBy(plan: Plan, current: Subscription | null): Covered | null {
  if (current) return current.plan.id === plan.id ? "this-plan" : "another-plan";
  return isFree(plan) ? "free" : null;
}

function AlreadyCovered({
  covered,
  plan,
  current,
}: {
  covered: Covered;
  plan: Plan;
  current: Subscription | null;
}) {
  if (covered === "another-plan")
    return (
      <Alert color="ink" variant="light" title={`You are on ${current?.plan.name}`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            A member has one plan at a time. Change yours on the pricing page, which shows what the change
            costs before you confirm it.
          </Text>
          <Button component={Link} to="/pricing" size="xs">
            Compare plans
          </Button>
        </Stack>
      </Alert>
    );
  return (
    <Alert color="teal" variant="light" title={`${plan.name} is your plan`}>
      {covered === "free" ? (
        "It costs nothing and needs no card."
      ) : (
        <Anchor
          renderRoot={(props) => <Link to="/settings" search={{ section: "subscription" }} {...props} />}
        >
          See your subscription in Settings
        </Anchor>
      )}
    </Alert>
  );
}

/**
 * Subscribes to a plan, for the subscribe page and the onboarding: the plan beside the payment form, or
 * why none is needed. `onSubscribed` is given the new subscription.
 */
export function SubscribeToPlan({ plan, interval, onInterval, onSubscribed }: SubscribeProps) {
  const current = useQuery(currentSubscriptionQuery());
  if (current.isPending) return <Skeleton height={360} radius="lg" aria-label="Loading your plan" />;
  if (current.isError)
    return <LoadError title="Your plan could not load" onRetry={() => void current.refetch()} />;
  const covered = coveredBy(plan, current.data);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <PlanCard plan={plan} interval={interval} current={covered === "this-plan"} />
      <Paper withBorder radius="lg" p={{ base: "md", sm: "lg" }}>
        {covered ? (
          <AlreadyCovered covered={covered} plan={plan} current={current.data} />
        ) : (
          <SubscribeForm
            plan={plan}
            interval={interval}
            onInterval={onInterval}
            onSubscribed={onSubscribed}
          />
        )}
      </Paper>
    </SimpleGrid>
  );
}
