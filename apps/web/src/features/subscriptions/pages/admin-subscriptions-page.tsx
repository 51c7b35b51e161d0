import {
  type AdminSubscription,
  PLAN_AUDIENCES,
  type PlanAudience,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from "@cbm/contracts";
import {
  Group,
  NativeSelect,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { LoadError } from "../../../components/load-error.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { RoleGate } from "../../../components/role-gate.tsx";
import { formatMoney } from "../../../lib/money.ts";
import { adminPlansQuery, adminSubscriptionsQuery } from "../admin-api.ts";
import { AUDIENCE_NAMES } from "../audience.ts";
import { SubscriptionActions } from "../components/admin/subscription-actions.tsx";
import { SubscriptionMetricsPanel } from "../components/admin/subscription-metrics.tsx";
import { STATUS_NAMES, SubscriptionStatusBadge } from "../components/subscription-status.tsx";
import { longDate } from "../dates.ts";

const PAGE_SIZE = 20;
/** A badge or a price reads on one line; the names and dates wrap instead. */
const NO_WRAP = { whiteSpace: "nowrap" } as const;

interface Filters {
  /** A plan's slug. */
  plan?: string;
  status?: SubscriptionStatus;
  audience?: PlanAudience;
}

const ANY = { value: "", label: "Any" };

function FilterBar({ filters, onChange }: { filters: Filters; onChange: (filters: Filters) => void }) {
  const plans = useQuery(adminPlansQuery());
  const set = (name: keyof Filters) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...filters, [name]: event.currentTarget.value || undefined });
  return (
    <Group gap="sm" align="flex-end">
      <NativeSelect
        label="Plan"
        value={filters.plan ?? ""}
        onChange={set("plan")}
        data={[ANY, ...(plans.data?.items ?? []).map((plan) => ({ value: plan.slug, label: plan.name }))]}
      />
      <NativeSelect
        label="Status"
        value={filters.status ?? ""}
        onChange={set("status")}
        data={[ANY, ...SUBSCRIPTION_STATUSES.map((value) => ({ value, label: STATUS_NAMES[value] }))]}
      />
      <NativeSelect
        label="Audience"
        value={filters.audience ?? ""}
        onChange={set("audience")}
        data={[ANY, ...PLAN_AUDIENCES.map((value) => ({ value, label: AUDIENCE_NAMES[value] }))]}
      />
    </Group>
  );
}

function SubscriptionRow({ subscription }: { subscription: AdminSubscription }) {
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} size="sm">
          {subscription.member.fullName}
        </Text>
        <Text size="xs" c="ink.7">
          {subscription.member.email}
        </Text>
      </Table.Td>
      <Table.Td>{subscription.plan.name}</Table.Td>
      <Table.Td style={NO_WRAP}>
        <SubscriptionStatusBadge status={subscription.status} />
      </Table.Td>
      <Table.Td ta="right" style={NO_WRAP}>
        {formatMoney(subscription.price, subscription.currency)} / {subscription.interval}
      </Table.Td>
      <Table.Td>
        {longDate(subscription.endedAt ?? subscription.currentPeriodEnd)}
        {subscription.cancelAtPeriodEnd && (
          <Text size="xs" c="ink.7">
            Cancelled at period end
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <SubscriptionActions subscription={subscription} />
      </Table.Td>
    </Table.Tr>
  );
}

function SubscriptionTable({ items }: { items: AdminSubscription[] }) {
  if (items.length === 0) return <Text c="dimmed">No subscription matches these filters.</Text>;
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table verticalSpacing="sm" aria-label="Subscriptions">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Member</Table.Th>
            <Table.Th>Plan</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th>Period end</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((subscription) => (
            <SubscriptionRow key={subscription.id} subscription={subscription} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function SubscriptionList() {
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(0);
  const list = useQuery(adminSubscriptionsQuery({ ...filters, page, size: PAGE_SIZE }));
  const pages = Math.ceil((list.data?.total ?? 0) / PAGE_SIZE);
  return (
    <Stack gap="md">
      <Title order={2} fz="h3">
        Every subscription
      </Title>
      <FilterBar
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(0);
        }}
      />
      {list.isPending && <Skeleton height={240} radius="md" aria-label="Loading the subscriptions" />}
      {list.isError && (
        <LoadError title="The subscriptions could not load" onRetry={() => void list.refetch()} />
      )}
      {list.data && <SubscriptionTable items={list.data.items} />}
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page + 1}
          onChange={(chosen) => setPage(chosen - 1)}
          aria-label="Pages"
        />
      )}
    </Stack>
  );
}

/** `/admin/subscriptions`: revenue, members and churn, and every subscription with the admin's actions. */
export function AdminSubscriptionsPage() {
  return (
    <RoleGate rule="admin">
      <Stack gap="xl" maw={1100}>
        <PageIntro
          eyebrow="Admin"
          title="Subscriptions"
          lead="What members pay for, how many stay, and the actions support needs."
        />
        <SubscriptionMetricsPanel />
        <SubscriptionList />
      </Stack>
    </RoleGate>
  );
}
