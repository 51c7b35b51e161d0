import type { Event } from "@cbm/contracts";
import { Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconBroadcast, IconCalendarDown, IconCalendarEvent, IconLock } from "@tabler/icons-react";
import { useSuspenseQuery } from "@tanstack/react-query";
import { Link, useParams } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { notify } from "../../../lib/notify.ts";
import { PersonCardHeading } from "../../users/index.ts";
import { downloadCalendar, eventQuery } from "../api.ts";
import { Attendees } from "../components/attendees.tsx";
import { StatusBadge, WhereLine } from "../components/event-card.tsx";
import { EventCover } from "../components/event-cover.tsx";
import classes from "../components/events.module.css";
import { HostControls } from "../components/host-controls.tsx";
import { InvitationAnswer } from "../components/invitation-answer.tsx";
import { Reactions } from "../components/reactions.tsx";
import { Shelf } from "../components/shelf.tsx";
import { whenOf } from "../when.ts";

const HOST_ROLES = { retailer: "Retailer", influencer: "Influencer" } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} fz="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The live's room, when the event is live: online events are watched there. */
function WatchLive({ event }: { event: Event }) {
  if (event.status !== "live") return null;
  return (
    <Button
      renderRoot={(props) => <Link to="/events/live-event" search={{ event: event.id }} {...props} />}
      color="red.9"
      leftSection={<IconBroadcast size={18} aria-hidden />}
    >
      Watch live
    </Button>
  );
}

function Facts({ event }: { event: Event }) {
  const over = event.status === "ended" || event.status === "cancelled";
  return (
    <Stack gap="md">
      <Group gap="xs">
        <StatusBadge status={event.status} />
        {event.visibility === "invite_only" && (
          <Badge variant="light" color="ink" leftSection={<IconLock size={12} aria-hidden />}>
            Invited only
          </Badge>
        )}
      </Group>
      <Title order={1} fz={{ base: "h2", sm: "h1" }} style={{ overflowWrap: "anywhere" }}>
        {event.title}
      </Title>
      <PersonCardHeading person={event.host} avatarSize={44}>
        <Text size="sm" c="dimmed">
          Host · {HOST_ROLES[event.host.role]}
        </Text>
      </PersonCardHeading>
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconCalendarEvent size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm">{whenOf(event)}</Text>
        </Group>
        <WhereLine event={event} />
        {event.capacity !== null && (
          <Text size="sm" c="dimmed">
            {event.counts.going} of {event.capacity} places taken
          </Text>
        )}
        {event.invitedCount !== null && (
          <Text size="sm" c="dimmed">
            {event.invitedCount === 1 ? "1 person invited" : `${event.invitedCount} people invited`}
          </Text>
        )}
      </Stack>
      <Group gap="xs">
        <WatchLive event={event} />
        {!over && (
          <Button
            variant="default"
            leftSection={<IconCalendarDown size={18} aria-hidden />}
            onClick={() => void downloadCalendar(event).catch((error) => notify.error(error))}
          >
            Add to calendar
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function Responses({ event }: { event: Event }) {
  return (
    <Paper withBorder radius="lg" p="md" bg="var(--cbm-paper)">
      <Stack gap="md">
        {event.viewerInvitation !== null && (
          <Stack gap={6}>
            <Text fw={600} size="sm">
              You are invited
            </Text>
            <InvitationAnswer event={event} current={event.viewerInvitation} />
          </Stack>
        )}
        <Reactions event={event} />
        <Attendees event={event} />
      </Stack>
    </Paper>
  );
}

/**
 * `/events/{slug}`: the cover, what and when (in the viewer's time zone), the host, answers and reactions,
 * who is going, and the products to buy; the host's tools for their own event.
 */
export function EventPage() {
  const { slug = "" } = useParams({ strict: false });
  const { data: event } = useSuspenseQuery(eventQuery(slug));
  return (
    <Stack gap="xl" maw={1100}>
      <div className={classes.hero}>
        <EventCover src={event.image} alt="" priority />
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Facts event={event} />
        <Stack gap="md">
          <Responses event={event} />
          {(event.canEdit || event.canRemove) && <HostControls event={event} />}
        </Stack>
      </SimpleGrid>
      {event.description && (
        <Section title="About">
          <Text style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>{event.description}</Text>
        </Section>
      )}
      <Divider />
      <Section title="Shop the event">
        <Shelf event={event} />
      </Section>
    </Stack>
  );
}
