import type { EventStatus } from "@cbm/contracts";
import { Badge, Group, Text } from "@mantine/core";
import { IconEye } from "@tabler/icons-react";
import classes from "./live.module.css";

const STATUS_WORDS: Record<EventStatus, string> = {
  scheduled: "Upcoming",
  live: "Live",
  ended: "Replay",
  cancelled: "Cancelled",
};

/** Live (with its beating dot), Upcoming, Replay or Cancelled. */
export function StatusBadge({ status }: { status: EventStatus }) {
  const live = status === "live";
  return (
    <Badge
      color={live ? "red.9" : "ink.8"}
      variant={live ? "filled" : "outline"}
      leftSection={live ? <span className={classes.liveDot} aria-hidden /> : undefined}
    >
      {STATUS_WORDS[status]}
    </Badge>
  );
}

/** How many watch now. */
export function Viewers({ count }: { count: number }) {
  return (
    <Group gap={4} wrap="nowrap">
      <IconEye size={16} aria-hidden />
      <Text size="sm" fw={600}>
        {count} watching
      </Text>
    </Group>
  );
}
