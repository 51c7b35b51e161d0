import type { BillingInterval, Plan, SubscribeBody, Subscription } from "@cbm/contracts";
import { Alert, Button, Divider, Group, Stack, Text, Title } from "@mantine/core";
import { IconLock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError, messageFor } from "../../../lib/api-error.ts";
import { formatMoney } from "../../../lib/money.ts";
import { cardsQuery, useBankCheckedPayment } from "../../payments/index.ts";
import { useSubscribe } from "../api.ts";
import { longDate, trialEndFromToday } from "../dates.ts";
import { priceOf } from "../plans.ts";
import { CardPicker } from "./card-picker.tsx";
import { IntervalSwitch } from "./interval-switch.tsx";

const newKey = () => crypto.randomUUID().replaceAll("-", "");

/** What is charged today and when the next charge falls. */
function DueToday({ plan, interval }: { plan: Plan; interval: BillingInterval }) {
  const price = formatMoney(priceOf(plan, interval), plan.currency);
  const trial = plan.trialDays > 0;
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text>Due today</Text>
        <Text fw={700} size="lg">
          {trial ? formatMoney(0, plan.currency) : price}
        </Text>
      </Group>
      <Text size="sm" c="ink.7">
        {trial
          ? `Your ${plan.trialDays}-day free trial ends on ${longDate(trialEndFromToday(plan.trialDays))}; then ${price} each ${interval}, until you cancel.`
          : `Then ${price} each ${interval}, until you cancel.`}
      </Text>
    </Stack>
  );
}

/** What subscribing to a plan is given: the plan, the interval chosen and what follows. */
export interface SubscribeProps {
  plan: Plan;
  interval: BillingInterval;
  onInterval: (interval: BillingInterval) => void;
  onSubscribed: (subscription: Subscription) => void;
}

/**
 * Subscribes to `plan` with a saved or new card, under a new idempotency key for each attempt (the same
 * key while an answer is unknown, and after the bank's 3-D Secure check). A declined card shows the
 * provider's words and creates nothing.
 */
export function SubscribeForm({ plan, interval, onInterval, onSubscribed }: SubscribeProps) {
  const cards = useQuery(cardsQuery());
  const [cardChoice, setCard] = useState<string | null>(null);
  const [key, setKey] = useState(newKey);
  const subscribe = useSubscribe(key);
  const { pay, confirming, waiting, bankRefusal, bankDialog } = useBankCheckedPayment(subscribe.mutateAsync);
  const cardId = cardChoice ?? cards.data?.items.find((card) => card.isDefault)?.id ?? null;

  // The promise, not mutate's callbacks: once subscribed, this form gives way to "your plan" before
  // those would run. A refusal may be tried again as a new attempt; an unknown outcome (503) keeps its key.
  const attempt = (body: SubscribeBody): Promise<void> =>
    pay(body).then(onSubscribed, (error) => {
      if (!(error instanceof ApiError) || error.status !== 503) setKey(newKey());
    });

  const submit = () => {
    if (!cardId) return;
    void attempt({ planId: plan.id, interval, paymentMethodId: cardId });
  };
  const refusal = bankRefusal ?? (subscribe.isError && !confirming ? messageFor(subscribe.error) : undefined);

  return (
    <Stack gap="lg">
      {bankDialog}
      <Stack gap="xs">
        <Title order={2} fz="h4">
          Billing
        </Title>
        <IntervalSwitch value={interval} onChange={onInterval} />
      </Stack>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          Payment
        </Title>
        <CardPicker value={cardId} onChange={setCard} />
      </Stack>
      <Divider />
      <DueToday plan={plan} interval={interval} />
      {refusal && (
        <Alert color="red" variant="light" role="alert" title="You are not subscribed">
          {refusal}
        </Alert>
      )}
      <Button
        size="md"
        leftSection={<IconLock size={18} aria-hidden />}
        disabled={!cardId}
        loading={subscribe.isPending || waiting}
        onClick={submit}
      >
        {plan.trialDays > 0 ? "Start free trial" : `Subscribe to ${plan.name}`}
      </Button>
    </Stack>
  );
}
