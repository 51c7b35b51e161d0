import type { Subscription } from "@cbm/contracts";
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconCircleOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useLocation, useSearch } from "@tanstack/react-router";
import { LoadError } from "../../../components/load-error.tsx";
import { loginRedirect } from "../../../lib/guard.ts";
import { useSession } from "../../../lib/use-session.ts";
import { currentSubscriptionQuery, subscriptionQuery } from "../api.ts";
import { ConfirmPayment } from "../components/confirm-payment.tsx";
import { SubscriptionFacts } from "../components/subscription-facts.tsx";
import { longDate } from "../dates.ts";

/** While a payment is still being settled (after the provider's extra step), the page asks again, a while. */
const SETTLING_POLLS = 10;
const isSettled = (subscription: Subscription | null | undefined) =>
  subscription !== undefined && subscription?.status !== "past_due";

/** The headline for the subscription's state, as the server has it. */
function outcomeOf(subscription: Subscription) {
  const { plan, status } = subscription;
  if (status === "past_due")
    return { Icon: IconAlertTriangle, color: "orange", title: "Your payment has not gone through yet" };
  if (status === "cancelled" || status === "expired")
    return { Icon: IconCircleOff, color: "gray", title: `Your ${plan.name} subscription has ended` };
  if (subscription.cancelAtPeriodEnd)
    return {
      Icon: IconCircleCheck,
      color: "ink",
      title: `${plan.name} ends on ${longDate(subscription.currentPeriodEnd)}`,
    };
  if (status === "trialing")
    return {
      Icon: IconCircleCheck,
      color: "teal",
      title: `You are on ${plan.name}, free until ${longDate(subscription.trialEnd ?? subscription.currentPeriodEnd)}`,
    };
  return { Icon: IconCircleCheck, color: "teal", title: `You are subscribed to ${plan.name}` };
}

function Outcome({ subscription }: { subscription: Subscription }) {
  const { Icon, color, title } = outcomeOf(subscription);
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="center">
        <ThemeIcon size={48} radius="xl" variant="light" color={color} aria-hidden>
          <Icon size={28} />
        </ThemeIcon>
        <Title order={1} fz={{ base: "h2", sm: "h1" }}>
          {title}
        </Title>
      </Group>
      {subscription.confirmPaymentUrl ? (
        <ConfirmPayment url={subscription.confirmPaymentUrl} />
      ) : (
        subscription.status === "past_due" && (
          <Alert color="orange" variant="light">
            Your card was not charged. Use another card in Settings; you keep your plan meanwhile.
          </Alert>
        )
      )}
      {subscription.scheduledChange && (
        <Text size="sm">
          {subscription.scheduledChange.plan.name} starts on {longDate(subscription.currentPeriodEnd)}.
        </Text>
      )}
      <SubscriptionFacts subscription={subscription} />
    </Stack>
  );
}

function OnFreePlan() {
  return (
    <Stack gap="sm">
      <Title order={1} fz={{ base: "h2", sm: "h1" }}>
        You are on the free plan
      </Title>
      <Text c="ink.7">No subscription of yours is running now.</Text>
    </Stack>
  );
}

/** The subscription named in the address, or the member's current one, as the server has it. */
function Confirmation({ id }: { id?: string }) {
  const polling = {
    refetchInterval: (query: { state: { data?: Subscription | null; dataUpdateCount: number } }) =>
      isSettled(query.state.data) || query.state.dataUpdateCount >= SETTLING_POLLS ? false : 2_000,
  };
  const one = useQuery({ ...subscriptionQuery(id ?? ""), ...polling, enabled: id !== undefined });
  const current = useQuery({ ...currentSubscriptionQuery(), ...polling, enabled: id === undefined });
  const query = id === undefined ? current : one;
  if (query.isPending) return <Skeleton height={220} radius="lg" aria-label="Loading your subscription" />;
  if (query.isError)
    return <LoadError title="Your subscription could not load" onRetry={() => void query.refetch()} />;
  return query.data ? <Outcome subscription={query.data} /> : <OnFreePlan />;
}

/**
 * `/subscription-confirmation` (public): where paying for a plan ends, also when the payment provider
 * sends the member back from an extra authentication step. It shows what the server says, never what
 * the address says; signed out, it asks to sign in first.
 */
export function SubscriptionConfirmationPage() {
  const signedIn = useSession() !== null;
  const { subscription } = useSearch({ strict: false }) as { subscription?: string };
  const { href } = useLocation();
  return (
    <Paper withBorder radius="lg" p={{ base: "lg", sm: 40 }} maw={760} mx="auto" bg="var(--cbm-paper)">
      <Stack gap="xl">
        {signedIn ? (
          <Confirmation id={subscription} />
        ) : (
          <Stack gap="sm">
            <Title order={1}>Sign in to see your subscription</Title>
            <Text c="ink.7">Your subscription is kept with your account.</Text>
          </Stack>
        )}
        <Group gap="sm">
          {signedIn ? (
            <>
              <Button
                renderRoot={(props) => (
                  <Link to="/settings" search={{ section: "subscription" }} {...props} />
                )}
              >
                Your subscription in Settings
              </Button>
              <Button component={Link} to="/pricing" variant="default">
                Compare plans
              </Button>
            </>
          ) : (
            <Button renderRoot={(props) => <Link {...loginRedirect(href)} {...props} />}>Sign in</Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
