import type { EventSummary } from "@cbm/contracts";
import { Button, Group, SimpleGrid, Skeleton, Stack, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconCalendarPlus, IconConfetti } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { EmptyInvitation } from "../../../components/empty-invitation.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { RoleGate } from "../../../components/role-gate.tsx";
import { myEventsQuery } from "../api.ts";
import { EventCard } from "../components/event-card.tsx";
import { EventFormDialog } from "../components/event-form.tsx";
import { RemoveActions } from "../components/remove-actions.tsx";
import { byStatus, STATUS_LABELS } from "../when.ts";

const GRID = { base: 1, sm: 2, lg: 3 };

function Loading() {
  return (
    <SimpleGrid cols={GRID} role="status" aria-label="Loading your events">
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} radius="lg" h={320} />
      ))}
    </SimpleGrid>
  );
}

function Groups({ events, onCreate }: { events: EventSummary[]; onCreate: () => void }) {
  if (events.length === 0)
    return (
      <EmptyInvitation
        icon={<IconConfetti size={28} aria-hidden />}
        title="No events yet"
        description="Host a trunk show, a styling session or a live shopping stream, and invite your followers."
        py={48}
        width={480}
      >
        <Button onClick={onCreate}>Create your first event</Button>
      </EmptyInvitation>
    );
  return byStatus(events).map(({ status, events: inGroup }) => (
    <Stack key={status} gap="sm" component="section" aria-label={STATUS_LABELS[status]}>
      <Title order={2} fz="h3">
        {STATUS_LABELS[status]}
      </Title>
      <SimpleGrid cols={GRID} spacing="lg">
        {inGroup.map((event) => (
          <EventCard key={event.id} event={event}>
            <Group gap="xs" mt="auto" pt="xs">
              <RemoveActions event={event} canCancel size="xs" />
            </Group>
          </EventCard>
        ))}
      </SimpleGrid>
    </Stack>
  ));
}

function MyEvents() {
  const events = useQuery(myEventsQuery());
  const [creating, creator] = useDisclosure(false);
  const navigate = useNavigate();
  return (
    <Stack gap="xl" maw={1200}>
      <PageIntro
        eyebrow="Host"
        title="My Events"
        lead="Your trunk shows, styling sessions and live streams: who is coming, and what is on the shelf."
        actions={
          <Button leftSection={<IconCalendarPlus size={18} aria-hidden />} onClick={creator.open}>
            Create event
          </Button>
        }
      />
      {events.isPending ? (
        <Loading />
      ) : events.isError ? (
        <LoadError title="Your events could not load" onRetry={() => void events.refetch()} />
      ) : (
        <Groups events={events.data.items} onCreate={creator.open} />
      )}
      <EventFormDialog
        opened={creating}
        onClose={creator.close}
        onSaved={(saved) => void navigate({ to: "/events/$slug", params: { slug: saved.slug } })}
      />
    </Stack>
  );
}

/** `/events`: the host's events by status, and a new one (retailers and influencers, spec section 6). */
export function MyEventsPage() {
  return (
    <RoleGate rule="influencer-retailer">
      <MyEvents />
    </RoleGate>
  );
}
