import type { Subscription } from "@cbm/contracts";
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { LoadError } from "../../../components/load-error.tsx";
import { notify } from "../../../lib/notify.ts";
import { useSession } from "../../../lib/use-session.ts";
import { currentSubscriptionQuery, subscriptionQuery, useResumeSubscription } from "../api.ts";
import { longDate } from "../dates.ts";
import { CancelAtPeriodEndButton } from "./cancel-button.tsx";
import { ConfirmPayment } from "./confirm-payment.tsx";
import { InvoiceList } from "./invoice-list.tsx";
import { SubscriptionCard } from "./subscription-card.tsx";
import { SubscriptionFacts } from "./subscription-facts.tsx";

function ResumeButton({ subscription }: { subscription: Subscription }) {
  const resume = useResumeSubscription();
  return (
    <Button
      loading={resume.isPending}
      onClick={() =>
        resume.mutate(undefined, {
          onSuccess: () =>
            notify.success(`${subscription.plan.name} renews on ${longDate(subscription.currentPeriodEnd)}.`),
          onError: notify.error,
        })
      }
    >
      Resume subscription
    </Button>
  );
}

function Invoices({ id }: { id: string }) {
  const details = useQuery(subscriptionQuery(id));
  if (details.isPending) return <Skeleton height={120} aria-label="Loading your invoices" />;
  if (details.isError)
    return <LoadError title="Your invoices could not load" onRetry={() => void details.refetch()} />;
  return <InvoiceList invoices={details.data.invoices} />;
}

function Current({ subscription }: { subscription: Subscription }) {
  return (
    <Stack gap="lg">
      <SubscriptionFacts subscription={subscription} />
      {subscription.confirmPaymentUrl && <ConfirmPayment url={subscription.confirmPaymentUrl} />}
      {subscription.cancelAtPeriodEnd && (
        <Alert
          color="ink"
          variant="light"
          title={`Cancelled: ${subscription.plan.name} ends on ${longDate(subscription.currentPeriodEnd)}`}
        >
          You keep everything it gives until then. Resume it to keep it renewing.
        </Alert>
      )}
      {subscription.scheduledChange && (
        <Text size="sm">
          {subscription.scheduledChange.plan.name} ({subscription.scheduledChange.interval}ly) starts on{" "}
          {longDate(subscription.currentPeriodEnd)}.
        </Text>
      )}
      <Group gap="sm">
        <Button
          component={Link}
          to="/pricing"
          variant={subscription.cancelAtPeriodEnd ? "default" : "filled"}
        >
          Change plan
        </Button>
        {subscription.cancelAtPeriodEnd ? (
          <ResumeButton subscription={subscription} />
        ) : (
          <CancelAtPeriodEndButton subscription={subscription} />
        )}
      </Group>
      {!subscription.confirmPaymentUrl && <SubscriptionCard subscription={subscription} />}
      <Stack gap="xs">
        <Title order={3} fz="h5">
          Invoices
        </Title>
        <Invoices id={subscription.id} />
      </Stack>
    </Stack>
  );
}

/** The member's plan, with cancelling or resuming it and its invoices; on the free plan, the way to the plans. */
export function MySubscription() {
  const admin = useSession()?.user?.roles.includes("admin") ?? false;
  const current = useQuery({ ...currentSubscriptionQuery(), enabled: !admin });
  if (admin) return <Text>An admin account has no plan.</Text>;
  if (current.isPending) return <Skeleton height={160} aria-label="Loading your subscription" />;
  if (current.isError)
    return <LoadError title="Your subscription could not load" onRetry={() => void current.refetch()} />;
  if (current.data) return <Current subscription={current.data} />;
  return (
    <Stack gap="sm" align="flex-start">
      <Text>You are on the free plan.</Text>
      <Button component={Link} to="/pricing">
        See plans
      </Button>
    </Stack>
  );
}
