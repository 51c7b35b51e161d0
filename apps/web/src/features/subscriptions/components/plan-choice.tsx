import type { BillingInterval, Plan, PlanAudience } from "@cbm/contracts";
import { Button, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadError } from "../../../components/load-error.tsx";
import { plansQuery } from "../api.ts";
import { isFree, yearlySaving } from "../plans.ts";
import { IntervalSwitch } from "./interval-switch.tsx";
import { PlanCard } from "./plan-card.tsx";

/**
 * The audience's plans to pick one from, monthly or yearly: the free one is taken at once (`onFree`),
 * a paid one goes on to paying for it (`onChoose`).
 */
export function PlanChoice({
  audience,
  onFree,
  onChoose,
}: {
  audience: PlanAudience;
  onFree: () => void;
  onChoose: (plan: Plan, interval: BillingInterval) => void;
}) {
  const plans = useQuery(plansQuery(audience));
  const [interval, setInterval] = useState<BillingInterval>("month");
  if (plans.isPending) return <Skeleton height={360} radius="lg" aria-label="Loading the plans" />;
  if (plans.isError)
    return <LoadError title="The plans could not load" onRetry={() => void plans.refetch()} />;
  const items = plans.data.items;
  if (items.length === 0)
    return (
      <Stack gap="sm" align="flex-start">
        <Text>No plans are on offer yet: you start on the free plan.</Text>
        <Button onClick={onFree}>Continue</Button>
      </Stack>
    );
  return (
    <Stack gap="md">
      <IntervalSwitch
        value={interval}
        onChange={setInterval}
        bestSaving={Math.max(0, ...items.map(yearlySaving))}
      />
      <SimpleGrid cols={{ base: 1, sm: Math.min(items.length, 3) }} spacing="md">
        {items.map((plan) => (
          <PlanCard key={plan.id} plan={plan} interval={interval}>
            {isFree(plan) ? (
              <Button variant="default" onClick={onFree}>
                Continue with {plan.name}
              </Button>
            ) : (
              <Button onClick={() => onChoose(plan, interval)}>Choose {plan.name}</Button>
            )}
          </PlanCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
