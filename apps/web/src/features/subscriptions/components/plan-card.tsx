import type { BillingInterval, Plan } from "@cbm/contracts";
import { Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { formatMoney } from "../../../lib/money.ts";
import { isFree, priceOf, yearlySaving } from "../plans.ts";
import { PlanFeatures } from "./plan-features.tsx";

/** The price for the chosen interval, and beside it the other interval's, so both compare at a glance. */
function PlanPrice({ plan, interval }: { plan: Plan; interval: BillingInterval }) {
  if (isFree(plan))
    return (
      <Text fz={32} fw={600} ff="heading" lh={1.1}>
        Free
      </Text>
    );
  const other: BillingInterval = interval === "year" ? "month" : "year";
  const saving = yearlySaving(plan);
  return (
    <Stack gap={2}>
      <Group gap={6} align="baseline">
        <Text fz={32} fw={600} ff="heading" lh={1.1}>
          {formatMoney(priceOf(plan, interval), plan.currency)}
        </Text>
        <Text c="dimmed" size="sm">
          / {interval}
        </Text>
      </Group>
      <Text size="sm" c="ink.7">
        or {formatMoney(priceOf(plan, other), plan.currency)} / {other}
        {saving > 0 && ` (yearly saves ${saving}%)`}
      </Text>
    </Stack>
  );
}

/** One plan as the pricing page and the onboarding show it; `children` is its action. */
export function PlanCard({
  plan,
  interval,
  current = false,
  children,
}: {
  plan: Plan;
  interval: BillingInterval;
  /** The member's plan now: marked, and outlined in the accent. */
  current?: boolean;
  children?: ReactNode;
}) {
  return (
    <Card
      component="section"
      aria-label={plan.name}
      withBorder
      radius="lg"
      padding="lg"
      bg="var(--cbm-paper)"
      style={current ? { borderColor: "var(--mantine-color-rose-7)", borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="h3">
            {plan.name}
          </Title>
          {current && (
            <Badge color="rose.8" variant="filled" style={{ flexShrink: 0 }}>
              Your plan
            </Badge>
          )}
        </Group>
        <Text size="sm" c="ink.7">
          {plan.description}
        </Text>
        <PlanPrice plan={plan} interval={interval} />
        {plan.trialDays > 0 && !isFree(plan) && (
          <Text size="sm" fw={600} c="teal.9">
            {plan.trialDays}-day free trial
          </Text>
        )}
        <PlanFeatures plan={plan} />
        <Stack mt="auto" gap="xs">
          {children}
        </Stack>
      </Stack>
    </Card>
  );
}
