import type { EventSummary, LiveNow as LiveNowData, ProductCard } from "@cbm/contracts";
import { Avatar, Box, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { LoadError } from "../../../components/load-error.tsx";
import { Picture } from "../../../components/picture.tsx";
import { formatMoney } from "../../../lib/money.ts";
import { liveNowQuery } from "../api.ts";
import classes from "./live.module.css";
import { StatusBadge, Viewers } from "./status-badge.tsx";

const WHEN = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "numeric",
  minute: "2-digit",
});

type LiveItem = LiveNowData["live"][number];

/** A live's card: its cover with the status, the title and host, and `children` below. */
function EventCard({
  event,
  overlay,
  children,
}: {
  event: EventSummary;
  overlay?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Link
      to="/events/live-event"
      search={{ event: event.id }}
      className={classes.card}
      aria-label={`${event.title}, ${event.status === "live" ? "live now" : WHEN.format(new Date(event.startsAt))}`}
    >
      <Box className={classes.cover}>
        <img src={event.image} alt="" loading="lazy" />
        <Group gap="xs" className={classes.coverBadges}>
          <StatusBadge status={event.status} />
          {overlay}
        </Group>
      </Box>
      <Stack gap={6} p="sm">
        <Text fw={600} lineClamp={2}>
          {event.title}
        </Text>
        <Group gap={6} wrap="nowrap">
          <Avatar
            src={event.host.avatar}
            alt=""
            name={event.host.fullName}
            color="rose"
            radius="xl"
            size={22}
          />
          <Text size="sm" c="dimmed" truncate>
            {event.host.fullName}
          </Text>
        </Group>
        {children}
      </Stack>
    </Link>
  );
}

function Pinned({ product }: { product: ProductCard }) {
  return (
    <Group gap={8} wrap="nowrap">
      <Box w={32} flex="none">
        <Picture image={product.image} alt="" sizes="32px" ratio={4 / 5} radius="sm" />
      </Box>
      <Text size="sm" lineClamp={1}>
        Pinned: {product.title} · {formatMoney(product.priceMinor, product.currency)}
      </Text>
    </Group>
  );
}

function Section({ title, empty, children }: { title: string; empty: string | null; children: ReactNode }) {
  return (
    <Stack component="section" aria-label={title} gap="sm">
      <Title order={2} fz="h3">
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed">{empty}</Text>
      ) : (
        <SimpleGrid
          component="ul"
          cols={{ base: 1, xs: 2, md: 3 }}
          spacing="md"
          className={classes.plainList}
        >
          {children}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function Loading() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" role="status" aria-label="Loading the lives">
      {[1, 2, 3].map((key) => (
        <Skeleton key={key} radius="lg" style={{ aspectRatio: 4 / 3 }} />
      ))}
    </SimpleGrid>
  );
}

/** What is live now, with its audience and pinned product, and what starts next. */
export function LiveNow() {
  const now = useQuery(liveNowQuery());
  if (now.isPending) return <Loading />;
  if (now.isError) return <LoadError title="The lives could not load" onRetry={() => void now.refetch()} />;
  const { live, next } = now.data;
  return (
    <Stack gap="xl">
      <Section title="Live now" empty={live.length === 0 ? "No one is live right now." : null}>
        {live.map(({ event, viewers, pinned }: LiveItem) => (
          <li key={event.id}>
            <EventCard
              event={event}
              overlay={
                <Box className={classes.pill}>
                  <Viewers count={viewers} />
                </Box>
              }
            >
              {pinned && <Pinned product={pinned} />}
            </EventCard>
          </li>
        ))}
      </Section>
      <Section title="Starting next" empty={next.length === 0 ? "No lives are planned yet." : null}>
        {next.map((event) => (
          <li key={event.id}>
            <EventCard event={event}>
              <Text size="sm">{WHEN.format(new Date(event.startsAt))}</Text>
            </EventCard>
          </li>
        ))}
      </Section>
    </Stack>
  );
}
