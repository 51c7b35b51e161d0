import type { OrderDetails } from "@cbm/contracts";
import { Group, Stack, Text } from "@mantine/core";
import { formatMoney } from "../../../lib/money.ts";
import { LocalTime } from "./local-time.tsx";
import { Section } from "./section.tsx";

/** Where the return's refund stands. */
const refundWords = (order: Omit<OrderDetails, "actions">) =>
  order.status === "refunded" ? "Refunded" : order.return?.declineReason ? "Not refunded" : "To refund";

/** The buyer's return of the order: what goes back, why, what it refunds, and the store's word if it declined. */
export function OrderReturn({ order }: { order: Omit<OrderDetails, "actions"> }) {
  const returned = order.return;
  if (!returned) return null;
  const titleOf = (lineId: string) => {
    const line = order.lines.find((each) => each.id === lineId);
    return line ? `${line.title} · Size ${line.size}` : "";
  };
  return (
    <Section title="Return">
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {returned.lines.map(({ lineId, quantity }) => (
          <Group key={lineId} component="li" justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" fw={500}>
              {titleOf(lineId)}
            </Text>
            <Text size="sm">× {quantity}</Text>
          </Group>
        ))}
      </Stack>
      <Text size="sm">Why: {returned.reason}</Text>
      <Group justify="space-between">
        <Text fw={600}>{refundWords(order)}</Text>
        <Text fw={700}>{formatMoney(returned.amount, order.currency)}</Text>
      </Group>
      {returned.declineReason && <Text size="sm">Why the store declined it: {returned.declineReason}</Text>}
      <Text size="sm" c="dimmed">
        Asked on <LocalTime iso={returned.requestedAt} withTime />
      </Text>
    </Section>
  );
}
