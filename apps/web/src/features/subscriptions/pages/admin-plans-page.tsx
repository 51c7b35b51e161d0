import { type AdminPlan, PLAN_AUDIENCES, type PlanAudience } from "@cbm/contracts";
import {
  Badge,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { ConfirmButton } from "../../../components/confirm-button.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { RoleGate } from "../../../components/role-gate.tsx";
import { formatMoney } from "../../../lib/money.ts";
import { notify } from "../../../lib/notify.ts";
import { adminPlansQuery, useDeactivatePlan } from "../admin-api.ts";
import { AUDIENCE_NAMES } from "../audience.ts";
import { PlanForm } from "../components/admin/plan-form.tsx";

/** A plan's form in a dialog, opened by its button. */
function PlanDialog({ plan, label }: { plan?: AdminPlan; label: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      {plan ? (
        <Button size="compact-sm" variant="default" onClick={open} aria-label={`Edit ${plan.name}`}>
          Edit
        </Button>
      ) : (
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={open}>
          {label}
        </Button>
      )}
      <Modal opened={opened} onClose={close} title={label} size="xl">
        <PlanForm plan={plan} onDone={close} />
      </Modal>
    </>
  );
}

function DeactivateButton({ plan }: { plan: AdminPlan }) {
  const deactivate = useDeactivatePlan();
  return (
    <ConfirmButton
      size="compact-sm"
      variant="subtle"
      color="red.9"
      label="Deactivate"
      aria-label={`Deactivate ${plan.name}`}
      question={`Stop offering ${plan.name}?`}
      consequence={`New members can no longer choose it. The ${plan.subscriberCount} members on it keep it and renew on it.`}
      keepLabel="Keep offering it"
      busy={deactivate.isPending}
      onConfirm={() =>
        deactivate
          .mutateAsync(plan.id)
          .then(() => notify.success(`${plan.name} is no longer offered.`))
          .catch(notify.error)
      }
    />
  );
}

function PlanRow({ plan }: { plan: AdminPlan }) {
  const money = (amount: number) => formatMoney(amount, plan.currency);
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} size="sm">
          {plan.name}
        </Text>
        <Text size="xs" c="ink.7">
          {plan.slug}
        </Text>
      </Table.Td>
      <Table.Td>{AUDIENCE_NAMES[plan.audience]}</Table.Td>
      <Table.Td ta="right">{money(plan.monthlyPrice)}</Table.Td>
      <Table.Td ta="right">{money(plan.yearlyPrice)}</Table.Td>
      <Table.Td ta="right">{plan.trialDays > 0 ? `${plan.trialDays} days` : "—"}</Table.Td>
      <Table.Td ta="right">{plan.subscriberCount}</Table.Td>
      <Table.Td>
        <Badge variant="light" color={plan.active ? "teal" : "gray"} c="ink.9">
          {plan.active ? "Offered" : "Inactive"}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <PlanDialog plan={plan} label={`Edit ${plan.name}`} />
          {plan.active && <DeactivateButton plan={plan} />}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function PlanTable({ plans }: { plans: AdminPlan[] }) {
  if (plans.length === 0) return <Text c="dimmed">No plans for this audience yet.</Text>;
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="sm" highlightOnHover aria-label="Plans">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Plan</Table.Th>
            <Table.Th>For</Table.Th>
            <Table.Th ta="right">Monthly</Table.Th>
            <Table.Th ta="right">Yearly</Table.Th>
            <Table.Th ta="right">Trial</Table.Th>
            <Table.Th ta="right">Members</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {plans.map((plan) => (
            <PlanRow key={plan.id} plan={plan} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Plans() {
  const [audience, setAudience] = useState<PlanAudience | "all">("all");
  const plans = useQuery(adminPlansQuery());
  const shown = plans.data?.items.filter((plan) => audience === "all" || plan.audience === audience) ?? [];
  return (
    <Stack gap="lg" maw={1100}>
      <PageIntro
        eyebrow="Admin"
        title="Plans"
        lead="What members can subscribe to, by audience. A plan taken off offer stays with its members."
        actions={<PlanDialog label="New plan" />}
      />
      <SegmentedControl
        aria-label="Audience"
        value={audience}
        onChange={(value) => setAudience(value as PlanAudience | "all")}
        data={[
          { value: "all", label: "All" },
          ...PLAN_AUDIENCES.map((value) => ({ value, label: AUDIENCE_NAMES[value] })),
        ]}
        style={{ alignSelf: "flex-start" }}
      />
      {plans.isPending && <Skeleton height={240} radius="md" aria-label="Loading the plans" />}
      {plans.isError && <LoadError title="The plans could not load" onRetry={() => void plans.refetch()} />}
      {plans.data && <PlanTable plans={shown} />}
    </Stack>
  );
}

/** `/admin/plans`: every plan, created, edited and taken off offer here. */
export function AdminPlansPage() {
  return (
    <RoleGate rule="admin">
      <Plans />
    </RoleGate>
  );
}
