import type { AdminDashboard } from "@cbm/contracts";
import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadError } from "../../../components/load-error.tsx";
import { RoleGate } from "../../../components/role-gate.tsx";

import { dashboardQuery } from "../api.ts";

const number = new Intl.NumberFormat("en");

function Figure({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={label}>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fz={32} fw={600} ff="heading" lh={1.2}>
        {number.format(value)}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

function FigureGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="md">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

function Figures({ dashboard }: { dashboard: AdminDashboard }) {
  const { people } = dashboard;
  return (
    <Stack gap="xl">
      <FigureGroup title="People">
        <Figure label="Customers" value={people.customer} />
        <Figure label="Influencers" value={people.influencer} />
        <Figure label="Retailers" value={people.retailer} />
        <Figure label="Admins" value={people.admin} />
        <Figure label="New this week" value={people.newThisWeek} hint="Joined in the last seven days" />
      </FigureGroup>
      <FigureGroup title="The wall">
        <Figure label="Outfits" value={dashboard.outfits} />
        <Figure label="Closets" value={dashboard.closets} />
        <Figure label="Closet items" value={dashboard.closetItems} />
        <Figure label="Brands" value={dashboard.brands} hint="Offered in the catalogue" />
      </FigureGroup>
      <FigureGroup title="Waiting for you">
        <Figure label="Open reports" value={dashboard.openReports} hint="Not handled by a moderator yet" />
        <Figure label="Retailer leads" value={dashboard.retailerLeads} hint="Businesses that wrote to us" />
      </FigureGroup>
    </Stack>
  );
}

/** One skeleton for each figure the dashboard will show. */
const FIGURE_SLOTS = [
  "customers",
  "influencers",
  "retailers",
  "admins",
  "new",
  "outfits",
  "closets",
  "items",
];

function Loading() {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 4 }}
      spacing="md"
      role="status"
      aria-busy="true"
      aria-label="Loading the dashboard"
    >
      {FIGURE_SLOTS.map((slot) => (
        <Skeleton key={slot} h={104} radius="md" />
      ))}
    </SimpleGrid>
  );
}

function Dashboard() {
  const query = useQuery(dashboardQuery());
  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1}>Dashboard</Title>
        <Text c="dimmed">CBM at a glance: who is here, what they share, and what waits for you.</Text>
      </Stack>
      {query.isPending && <Loading />}
      {query.isError && (
        <LoadError title="We could not load the dashboard" onRetry={() => void query.refetch()} />
      )}
      {query.data && <Figures dashboard={query.data} />}
    </Stack>
  );
}

/** `/admin/dashboard`: where an admin lands after signing in (spec section 2's admin landing). */
export function AdminDashboardPage() {
  return (
    <RoleGate rule="admin">
      <Dashboard />
    </RoleGate>
  );
}
