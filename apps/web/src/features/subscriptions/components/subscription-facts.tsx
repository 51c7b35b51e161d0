import type { Subscription } from "@cbm/contracts";
import { Group, SimpleGrid, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { formatMoney } from "../../../lib/money.ts";
import { CardDigits } from "../../payments/index.ts";
import { longDate } from "../dates.ts";
import { SubscriptionStatusBadge } from "./subscription-status.tsx";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" tt="uppercase" fw={600} c="ink.7" lts={0.5}>
        {label}
      </Text>
      <Group gap={6} fw={500} fz="sm">
        {children}
      </Group>
    </Stack>
  );
}

/** When the current period ends, and what happens then; or when the subscription ended. */
function periodEnd(subscription: Subscription): { label: string; at: string } {
  const { status, currentPeriodEnd: at } = subscription;
  if (status === "cancelled" || status === "expired")
    return { label: "Ended", at: subscription.endedAt ?? at };
  if (subscription.cancelAtPeriodEnd) return { label: "Ends on", at };
  if (status === "trialing") return { label: "Trial ends on", at: subscription.trialEnd ?? at };
  // The renewal was made and is not paid yet: nothing renews until it is.
  if (status === "past_due") return { label: "Period ends on", at };
  return { label: "Renews on", at };
}

/** A subscription at a glance: plan, state, price, when its period ends, the card it charges. */
export function SubscriptionFacts({ subscription }: { subscription: Subscription }) {
  const end = periodEnd(subscription);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md" verticalSpacing="md">
      <Fact label="Plan">{subscription.plan.name}</Fact>
      <Fact label="Status">
        <SubscriptionStatusBadge status={subscription.status} />
      </Fact>
      <Fact label="Price">
        {formatMoney(subscription.price, subscription.currency)} / {subscription.interval}
      </Fact>
      <Fact label={end.label}>{longDate(end.at)}</Fact>
      <Fact label="Card">{subscription.card ? <CardDigits card={subscription.card} /> : "None"}</Fact>
    </SimpleGrid>
  );
}
