import type { BillingInterval, ChangePreview, Plan, Subscription } from "@cbm/contracts";
import { Alert, Button, Group, Modal, Skeleton, Stack, Table, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { messageFor } from "../../../lib/api-error.ts";
import { formatMoney } from "../../../lib/money.ts";
import { changePreviewQuery, useChangePlan } from "../api.ts";
import { longDate } from "../dates.ts";
import { priceOf } from "../plans.ts";

/** A month's worth of a price, so a yearly and a monthly price compare. */
const perMonth = (price: number, interval: BillingInterval) => (interval === "year" ? price / 12 : price);

/** Whether moving from the subscription to the plan at this interval costs more: an upgrade. */
export const isUpgrade = (from: Subscription, plan: Plan, interval: BillingInterval) =>
  perMonth(priceOf(plan, interval), interval) > perMonth(from.price, from.interval);

/** "Upgrade", "Downgrade", or on the same plan "Switch to yearly". */
function changeLabel(from: Subscription, plan: Plan, interval: BillingInterval) {
  if (from.plan.id === plan.id) return `Switch to ${interval === "year" ? "yearly" : "monthly"}`;
  return isUpgrade(from, plan, interval) ? "Upgrade" : "Downgrade";
}

/** The proration as Stripe shows it: the new price, the unused time credited, what is due now. */
function UpgradeSummary({ preview, from }: { preview: ChangePreview; from: Subscription }) {
  const money = (amount: number) => formatMoney(amount, preview.currency);
  return (
    <Stack gap="sm">
      <Text size="sm">
        {preview.plan.name} starts now.
        {preview.credit > 0 && ` The unused time of your ${from.plan.name} plan is credited.`}
      </Text>
      <Table withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>
              {preview.plan.name}, one {preview.interval}
            </Table.Td>
            <Table.Td ta="right">{money(preview.price)}</Table.Td>
          </Table.Tr>
          {preview.credit > 0 && (
            <Table.Tr>
              <Table.Td>Credit for unused time</Table.Td>
              <Table.Td ta="right">−{money(preview.credit)}</Table.Td>
            </Table.Tr>
          )}
          <Table.Tr fw={700}>
            <Table.Td>Due now</Table.Td>
            <Table.Td ta="right">{money(preview.amountDue)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <Text size="sm" c="ink.7">
        {preview.amountDue > 0 ? "Charged to your card on file. " : "Nothing is charged now. "}
        Your next renewal is on {longDate(preview.periodEnd)}.
      </Text>
    </Stack>
  );
}

function DowngradeSummary({ preview }: { preview: ChangePreview }) {
  return (
    <Text size="sm">
      {preview.plan.name} starts on {longDate(preview.effectiveAt)}, when your current period ends. Nothing is
      charged now; then {formatMoney(preview.price, preview.currency)} each {preview.interval}. Until then you
      keep everything your plan gives.
    </Text>
  );
}

function confirmLabel(preview: ChangePreview) {
  if (preview.kind === "downgrade") return "Confirm downgrade";
  return preview.amountDue > 0
    ? `Pay ${formatMoney(preview.amountDue, preview.currency)} and upgrade`
    : "Upgrade now";
}

/** What the change does, from the server, then the confirmation. */
function ChangeDialogBody({
  from,
  plan,
  interval,
  onDone,
  onCancel,
}: {
  from: Subscription;
  plan: Plan;
  interval: BillingInterval;
  onDone: (subscription: Subscription) => void;
  onCancel: () => void;
}) {
  const preview = useQuery(changePreviewQuery({ planId: plan.id, interval }));
  const change = useChangePlan();
  if (preview.isPending) return <Skeleton height={140} aria-label="Working out the change" />;
  if (preview.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {messageFor(preview.error)}
      </Alert>
    );
  const upgrade = preview.data.kind === "upgrade";
  return (
    <Stack gap="lg">
      {upgrade ? (
        <UpgradeSummary preview={preview.data} from={from} />
      ) : (
        <DowngradeSummary preview={preview.data} />
      )}
      {change.isError && (
        <Alert color="red" variant="light" role="alert" title="Your plan did not change">
          {messageFor(change.error)}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="subtle" color="ink" onClick={onCancel} disabled={change.isPending}>
          Keep my plan
        </Button>
        <Button
          loading={change.isPending}
          // The promise, not mutate's callbacks: the changed plan's card no longer offers this dialog.
          onClick={() => change.mutateAsync({ planId: plan.id, interval }).then(onDone, () => undefined)}
        >
          {confirmLabel(preview.data)}
        </Button>
      </Group>
    </Stack>
  );
}

/** Upgrade or downgrade to `plan`: the proration preview first, then the change. */
export function ChangePlanButton({
  from,
  plan,
  interval,
  onDone,
}: {
  from: Subscription;
  plan: Plan;
  interval: BillingInterval;
  onDone: (subscription: Subscription) => void;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const upgrade = isUpgrade(from, plan, interval);
  const label = changeLabel(from, plan, interval);
  return (
    <>
      <Button variant={upgrade ? "filled" : "default"} onClick={open} aria-label={`${label} to ${plan.name}`}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={`${label} to ${plan.name}`}>
        {opened && (
          <ChangeDialogBody from={from} plan={plan} interval={interval} onDone={onDone} onCancel={close} />
        )}
      </Modal>
    </>
  );
}
