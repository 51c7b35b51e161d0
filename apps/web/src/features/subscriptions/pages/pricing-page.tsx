import type { BillingInterval, Plan, Subscription } from "@cbm/contracts";
import { Anchor, Group, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { LoadError } from "../../../components/load-error.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { useSession } from "../../../lib/use-session.ts";
import { currentSubscriptionQuery, plansQuery } from "../api.ts";
import { audienceOf } from "../audience.ts";
import { PlanAction } from "../components/current-plan-action.tsx";
import { IntervalSwitch } from "../components/interval-switch.tsx";
import { PlanCard } from "../components/plan-card.tsx";
import { isFree, yearlySaving } from "../plans.ts";

const AUDIENCE_LEADS = {
  customer: "More closets and room for every piece you own.",
  influencer: "Your storefront, and a bigger share of what your followers buy.",
  retailer: "List more products, go live more often, and read your store's numbers.",
};

/** Whether the card shows the member's plan: their subscription's, or the free one when they have none. */
const isCurrent = (plan: Plan, current: Subscription | null) =>
  current ? current.plan.id === plan.id : isFree(plan);

function Plans({ plans, current }: { plans: Plan[]; current: Subscription | null }) {
  const [interval, setInterval] = useState<BillingInterval>(current?.interval ?? "month");
  if (plans.length === 0)
    return <Text c="dimmed">No plans are on offer yet: everything is free for now.</Text>;
  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <IntervalSwitch
          value={interval}
          onChange={setInterval}
          bestSaving={Math.max(0, ...plans.map(yearlySaving))}
        />
        {current && (
          <Anchor
            size="sm"
            renderRoot={(props) => <Link to="/settings" search={{ section: "subscription" }} {...props} />}
          >
            Manage your subscription
          </Anchor>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(plans.length, 3) }} spacing="lg">
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} interval={interval} current={isCurrent(plan, current)}>
            <PlanAction plan={plan} interval={interval} current={current} />
          </PlanCard>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        An upgrade starts at once, with the unused time of your plan credited; a downgrade starts at your next
        renewal. Cancel any time: your plan runs to the end of its period.
      </Text>
    </Stack>
  );
}

function Loading() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} role="status" aria-busy="true" aria-label="Loading the plans">
      {[1, 2, 3].map((slot) => (
        <Skeleton key={slot} height={420} radius="lg" />
      ))}
    </SimpleGrid>
  );
}

/** `/pricing`: the plans of the viewer's role side by side, monthly or yearly, their own marked. */
export function PricingPage() {
  const roles = useSession()?.user?.roles ?? [];
  const member = !roles.includes("admin");
  const audience = audienceOf(roles);
  const plans = useQuery(plansQuery(audience));
  const current = useQuery({ ...currentSubscriptionQuery(), enabled: member });
  const failed = [plans, current].filter((query) => query.isError);

  return (
    <Stack gap="lg" maw={1100}>
      <PageIntro eyebrow="Plans" title="Pricing" lead={AUDIENCE_LEADS[audience]} />
      {failed.length > 0 && (
        <LoadError
          title="The plans could not load"
          onRetry={() => void Promise.all(failed.map((query) => query.refetch()))}
        />
      )}
      {failed.length === 0 &&
        (plans.isPending || (member && current.isPending) ? (
          <Loading />
        ) : (
          <Plans plans={plans.data?.items ?? []} current={current.data ?? null} />
        ))}
    </Stack>
  );
}
