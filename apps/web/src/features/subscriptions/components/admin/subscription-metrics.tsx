import type { SubscriptionMetrics } from "@cbm/contracts";
import { LineChart } from "@mantine/charts";
import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { LoadError } from "../../../../components/load-error.tsx";
import { formatMoney } from "../../../../lib/money.ts";
import { subscriptionMetricsQuery } from "../../admin-api.ts";
// The chart's own styles, and its legend's swatches, load with this page only.
import "@mantine/core/styles/ColorSwatch.css";
import "@mantine/charts/styles.css";

const number = new Intl.NumberFormat("en");

/** Revenue per currency, as one line: "€1,200.00 + $90.00"; "0" before any. */
const moneyLine = (amounts: SubscriptionMetrics["mrr"]) =>
  amounts.length === 0
    ? "0"
    : amounts.map(({ amount, currency }) => formatMoney(amount, currency)).join(" + ");

function Figure({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={label}>
      <Text size="sm" c="ink.7" fw={500}>
        {label}
      </Text>
      <Text fz={28} fw={600} ff="heading" lh={1.2}>
        {value}
      </Text>
      <Text size="xs" c="ink.7">
        {hint}
      </Text>
    </Card>
  );
}

/** "Nov 26" from "2026-11". */
const monthName = (month: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString("en-GB", { month: "short", year: "2-digit" });

function MembersAndChurn({ metrics }: { metrics: SubscriptionMetrics }) {
  const data = metrics.months.map((month) => ({
    month: monthName(month.month),
    "Active members": month.activeMembers,
    "Churn (%)": month.churnRate,
  }));
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Active members and churn">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Active members and churn, last 12 months
        </Title>
        <LineChart
          h={260}
          data={data}
          dataKey="month"
          withLegend
          withRightYAxis
          rightYAxisLabel="Churn (%)"
          series={[
            { name: "Active members", color: "rose.7" },
            { name: "Churn (%)", color: "ink.6", yAxisId: "right" },
          ]}
          curveType="monotone"
          yAxisProps={{ allowDecimals: false }}
        />
        <Text size="xs" c="ink.7">
          Churn: subscriptions that ended in the month, against those live at its start.
        </Text>
      </Stack>
    </Card>
  );
}

/** Recurring revenue, live members and churn now, and month by month over a year. */
export function SubscriptionMetricsPanel() {
  const metrics = useQuery(subscriptionMetricsQuery());
  if (metrics.isPending) return <Skeleton height={380} radius="md" aria-label="Loading the figures" />;
  if (metrics.isError)
    return <LoadError title="The figures could not load" onRetry={() => void metrics.refetch()} />;
  const { data } = metrics;
  const thisMonth = data.months.at(-1);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <Figure
          label="Monthly recurring revenue"
          value={moneyLine(data.mrr)}
          hint="A yearly price counts a twelfth"
        />
        <Figure
          label="Active members"
          value={number.format(data.activeMembers)}
          hint="Trialing, active or past due"
        />
        <Figure label="On a free trial" value={number.format(data.trialing)} hint="Not charged yet" />
        <Figure
          label="Churn this month"
          value={`${thisMonth?.churnRate ?? 0}%`}
          hint={`${data.pastDue} past due, being retried`}
        />
      </SimpleGrid>
      <MembersAndChurn metrics={data} />
    </Stack>
  );
}
