import type { LiveRoom } from "@cbm/contracts";
import { Anchor, Avatar, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useSession } from "../../../lib/use-session.ts";
import { Cheers } from "./cheers.tsx";
import { FlashDealBanner } from "./flash-deal.tsx";
import { LiveStatusControls, ShelfHostActions } from "./host-controls.tsx";
import classes from "./live.module.css";
import { LiveComments } from "./live-comments.tsx";
import { LivePlayer } from "./live-player.tsx";
import { ShelfItem } from "./shelf-item.tsx";
import { StatusBadge, Viewers } from "./status-badge.tsx";

const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** The stream while live and after (the replay); before it starts, or when cancelled, the cover. */
function Screen({ room }: { room: LiveRoom }) {
  const { event } = room;
  const playing = event.streamUrl && (event.status === "live" || event.status === "ended");
  if (playing)
    // A live's stream is endless; a recording shown as a live (the demo's) plays again from the start.
    return <LivePlayer src={event.streamUrl ?? ""} title={event.title} loop={event.status === "live"} />;
  return (
    <Box className={classes.player}>
      <img src={event.image} alt="" className={classes.video} />
      <Stack className={classes.playerNote} justify="center" align="center" gap={4}>
        <Text fw={600}>
          {event.status === "cancelled" ? "This event was cancelled" : "The live has not started"}
        </Text>
        {event.status === "scheduled" && (
          <Text size="sm">It starts {WHEN.format(new Date(event.startsAt))}.</Text>
        )}
      </Stack>
    </Box>
  );
}

function Heading({ room }: { room: LiveRoom }) {
  const { event } = room;
  return (
    <Stack gap="xs">
      <Group gap="sm">
        <StatusBadge status={event.status} />
        {event.status === "live" && <Viewers count={room.viewers} />}
      </Group>
      <Title order={1} fz={{ base: "h3", sm: "h2" }} style={{ overflowWrap: "anywhere" }}>
        {event.title}
      </Title>
      <Group gap="xs" wrap="nowrap">
        <Avatar
          src={event.host.avatar}
          alt=""
          name={event.host.fullName}
          color="rose"
          radius="xl"
          size="sm"
        />
        <Text size="sm">
          Hosted by{" "}
          <Anchor component={Link} to={`/users/profile/${event.host.id}`} fw={600}>
            {event.host.fullName}
          </Anchor>
        </Text>
      </Group>
    </Stack>
  );
}

function Shelf({ room }: { room: LiveRoom }) {
  const { event } = room;
  const host = event.canEdit;
  return (
    <Stack component="section" aria-labelledby="live-shelf" gap="sm">
      <Title order={2} fz="h4" id="live-shelf">
        {event.status === "ended" ? "Shop the replay" : "Shop the live"}
      </Title>
      {event.products.length === 0 ? (
        <Text size="sm" c="dimmed">
          No products are shown on this event.
          {host && (
            <>
              {" "}
              <Anchor component={Link} to={`/events/${event.slug}`}>
                Add some on the event's page
              </Anchor>
              .
            </>
          )}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {event.products.map((product) => (
            <ShelfItem
              key={product.id}
              product={product}
              eventId={event.id}
              extra={
                host && event.status !== "cancelled" && <ShelfHostActions room={room} product={product} />
              }
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** What shows beside the video: the deal, the pinned product and the chat. */
function Side({ room }: { room: LiveRoom }) {
  const live = room.event.status === "live";
  return (
    <Stack gap="md" className={classes.side}>
      {live && room.deal && (
        <FlashDealBanner deal={room.deal} eventId={room.event.id} host={room.event.canEdit} />
      )}
      {live && room.pinned && (
        <Paper component="section" aria-label="Pinned product" withBorder radius="lg" p="sm">
          <Text size="xs" tt="uppercase" fw={700} lts={1} c="rose.8" mb={6}>
            Pinned by the host
          </Text>
          <ShelfItem product={room.pinned} eventId={room.event.id} />
        </Paper>
      )}
      <LiveComments room={room} />
    </Stack>
  );
}

/** A live event's room: the video, the host's controls, the deal, the pinned product, the chat, the shelf. */
export function LiveRoomView({ room }: { room: LiveRoom }) {
  // Not `canEdit`: an ended event can no longer be edited, but its host may still resume the live.
  const hosting = useSession()?.user?.id === room.event.host.id;
  return (
    <Stack gap="lg" maw={1280}>
      <Anchor component={Link} to="/events/live-event" size="sm" underline="hover">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          All lives
        </Group>
      </Anchor>
      <Box className={classes.room}>
        <Stack gap="md" miw={0}>
          <Screen room={room} />
          <Cheers room={room} />
          <Heading room={room} />
          {hosting && <LiveStatusControls room={room} />}
        </Stack>
        <Side room={room} />
      </Box>
      <Shelf room={room} />
    </Stack>
  );
}
