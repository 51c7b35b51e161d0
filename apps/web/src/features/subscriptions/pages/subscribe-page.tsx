import type { BillingInterval } from "@cbm/contracts";
import { Button, Stack } from "@mantine/core";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams, useSearch } from "@tanstack/react-router";
import { PageIntro } from "../../../components/page-intro.tsx";
import { planQuery } from "../api.ts";
import { SubscribeToPlan } from "../components/subscribe-to-plan.tsx";

/** `/subscriptions/{slug}`: one plan, subscribed to with a saved or new card; then the confirmation. */
export function SubscribePage() {
  const { slug = "" } = useParams({ strict: false });
  const { interval = "month" } = useSearch({ strict: false }) as { interval?: BillingInterval };
  const navigate = useNavigate();
  const { data: plan } = useSuspenseQuery(planQuery(slug));
  return (
    <Stack gap="lg" maw={1100}>
      <PageIntro
        eyebrow="Plans"
        title={`Subscribe to ${plan.name}`}
        lead="Pay monthly or yearly; cancel any time and your plan runs to the end of its period."
        actions={
          <Button component={Link} to="/pricing" variant="default">
            All plans
          </Button>
        }
      />
      <SubscribeToPlan
        plan={plan}
        interval={interval}
        onInterval={(chosen) => void navigate({ to: ".", search: { interval: chosen }, replace: true })}
        onSubscribed={(subscription) =>
          void navigate({ to: "/subscription-confirmation", search: { subscription: subscription.id } })
        }
      />
    </Stack>
  );
}
