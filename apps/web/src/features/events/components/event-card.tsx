import type { EventStatus, EventSummary } from "@cbm/contracts";
import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import { IconCalendarEvent, IconMapPin, IconWorld } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { STATUS_LABELS, whenOf } from "../when.ts";
import { EventCover } from "./event-cover.tsx";
import classes from "./events.module.css";

const STATUS_COLOURS: Record<EventStatus, string> = {
  scheduled: "ink.8",
  live: "red.9",
  ended: "ink.6",
  cancelled: "ink.6",
};

export function StatusBadge({ status }: { status: EventStatus }) {
  return (
    <Badge color={STATUS_COLOURS[status]} variant="filled" size="sm">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/** "3 interested · 1 going of 40 · 12 likes". */
export function countsOf(event: Pick<EventSummary, "counts" | "capacity">): string {
  const { interested, going, like } = event.counts;
  const capacity = event.capacity === null ? "" : ` of ${event.capacity}`;
  return `${interested} interested · ${going} going${capacity} · ${like} ${like === 1 ? "like" : "likes"}`;
}

/** Where an event happens, with its icon: the place, or online. */
export function WhereLine({ event }: { event: Pick<EventSummary, "format" | "place"> }) {
  const online = event.format === "online";
  const Icon = online ? IconWorld : IconMapPin;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Icon size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm">{online ? "Online" : event.place}</Text>
    </Group>
  );
}

/** An event in a list: cover and status, title (to its page), when and where, the counts; `children` below. */
export function EventCard({ event, children }: { event: EventSummary; children?: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding={0} className={classes.card} component="article">
      <div className={classes.coverBox}>
        <EventCover src={event.image} alt="" />
        <span className={classes.cardStatus}>
          <StatusBadge status={event.status} />
        </span>
      </div>
      <Stack gap={6} p="md" flex={1}>
        <Text component="h3" fw={600} size="lg" ff="heading" lineClamp={2} m={0}>
          <Link to="/events/$slug" params={{ slug: event.slug }} className={classes.cardLink}>
            {event.title}
          </Link>
        </Text>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">{whenOf(event)}</Text>
        </Group>
        <WhereLine event={event} />
        <Text size="xs" c="dimmed">
          {countsOf(event)}
          {event.visibility === "invite_only" ? " · Invited only" : ""}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
