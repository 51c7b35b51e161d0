import type { Invitation } from "@cbm/contracts";
import { Button, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconMailOpened } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { EmptyInvitation } from "../../../components/empty-invitation.tsx";
import { LoadError } from "../../../components/load-error.tsx";
import { PageIntro } from "../../../components/page-intro.tsx";
import { timeAgo } from "../../../lib/time-ago.ts";
import { invitationsQuery } from "../api.ts";
import { EventCard } from "../components/event-card.tsx";
import { InvitationAnswer, saidOf } from "../components/invitation-answer.tsx";
import { isCancellable } from "../components/remove-actions.tsx";

const GRID = { base: 1, sm: 2, lg: 3 };

/** An invitation: its event, who sent it, and the answer, which may change until the event is over. */
function InvitationCard({ invitation }: { invitation: Invitation }) {
  const { event, response } = invitation;
  return (
    <EventCard event={event}>
      <Text size="xs" c="dimmed">
        From {invitation.invitedBy.fullName}, {timeAgo(invitation.invitedAt)}
      </Text>
      {isCancellable(event) ? (
        <InvitationAnswer event={event} current={response} />
      ) : (
        <Text size="sm" fw={600}>
          {event.status === "cancelled" ? "Cancelled by the host" : saidOf(response)}
        </Text>
      )}
    </EventCard>
  );
}

function InvitationList({ state }: { state: "open" | "past" }) {
  const invitations = useQuery(invitationsQuery(state));
  if (invitations.isPending)
    return (
      <SimpleGrid cols={GRID} role="status" aria-label="Loading your invitations">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} radius="lg" h={320} />
        ))}
      </SimpleGrid>
    );
  if (invitations.isError)
    return <LoadError title="Your invitations could not load" onRetry={() => void invitations.refetch()} />;
  const { items } = invitations.data;
  if (items.length === 0)
    return state === "open" ? (
      <EmptyInvitation
        icon={<IconMailOpened size={28} aria-hidden />}
        title="No invitations waiting"
        description="When a shop or an influencer invites you to an event, it shows here for you to answer."
        py={32}
        width={480}
      >
        <Button component={Link} to="/events/live-event" variant="default">
          See live events
        </Button>
      </EmptyInvitation>
    ) : (
      <Text size="sm" c="dimmed">
        Invitations you have answered, and those to events that are over, show here.
      </Text>
    );
  return (
    <SimpleGrid cols={GRID} spacing="lg">
      {items.map((invitation) => (
        <InvitationCard key={invitation.event.id} invitation={invitation} />
      ))}
    </SimpleGrid>
  );
}

/** `/events/invitation`: the invitations waiting for an answer, then the past ones. */
export function InvitationsPage() {
  return (
    <Stack gap="xl" maw={1200}>
      <PageIntro
        eyebrow="Events"
        title="Event Invitations"
        lead="Trunk shows, styling sessions and live streams you are invited to: say whether you will come."
      />
      <Stack gap="sm" component="section" aria-label="Waiting for your answer">
        <Title order={2} fz="h3">
          Waiting for your answer
        </Title>
        <InvitationList state="open" />
      </Stack>
      <Stack gap="sm" component="section" aria-label="Past invitations">
        <Title order={2} fz="h3">
          Past invitations
        </Title>
        <InvitationList state="past" />
      </Stack>
    </Stack>
  );
}
