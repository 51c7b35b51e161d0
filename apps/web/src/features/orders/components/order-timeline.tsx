import type { OrderDetails } from "@cbm/contracts";
import { Text, Timeline } from "@mantine/core";
import { LocalTime } from "./local-time.tsx";
import { STATUS_LOOKS } from "./order-status.tsx";

/** Every status the order went through, oldest first, each with the moment it came. */
export function OrderTimeline({ timeline }: { timeline: OrderDetails["timeline"] }) {
  return (
    <Timeline
      active={timeline.length - 1}
      bulletSize={14}
      lineWidth={2}
      role="list"
      aria-label="Status history"
    >
      {timeline.map((step) => (
        <Timeline.Item
          key={`${step.status} ${step.at}`}
          role="listitem"
          color={STATUS_LOOKS[step.status].color}
          title={STATUS_LOOKS[step.status].label}
        >
          <Text size="sm" c="dimmed">
            <LocalTime iso={step.at} withTime />
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
