import type { LiveRoom, ProductCard } from "@cbm/contracts";
import { Button, Group, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBolt, IconPin, IconPinnedOff, IconPlayerPlay } from "@tabler/icons-react";
import { ConfirmButton } from "../../../components/confirm-button.tsx";
import { notify } from "../../../lib/notify.ts";
import { isPlanLimit, UpgradePrompt } from "../../subscriptions/index.ts";
import { useEndLive, usePin, useStartLive } from "../api.ts";
import { dealPhase } from "../deal-clock.ts";
import { DealForm } from "./deal-form.tsx";

const TIME = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

/** The host goes live, ends the live, or resumes it within the hours allowed. */
export function LiveStatusControls({ room }: { room: LiveRoom }) {
  const { id, status } = room.event;
  const start = useStartLive(id);
  const end = useEndLive(id);
  const goLive = (label: string) => (
    <Button
      leftSection={<IconPlayerPlay size={18} aria-hidden />}
      loading={start.isPending}
      onClick={() =>
        start.mutate(undefined, {
          onError: (error) => {
            if (!isPlanLimit(error)) notify.error(error);
          },
        })
      }
    >
      {label}
    </Button>
  );
  // The host's plan allows no more lives this month: its words, and the way to a plan that does.
  if (status === "scheduled")
    return (
      <Stack gap="sm">
        <Group>{goLive("Go live")}</Group>
        {isPlanLimit(start.error) && <UpgradePrompt error={start.error} />}
      </Stack>
    );
  if (status === "live")
    return (
      <Group>
        <ConfirmButton
          label="End the live"
          question="End the live?"
          consequence="Viewers then see the replay, and its products stay on sale. You can resume the live within 2 hours."
          keepLabel="Stay live"
          color="red.9"
          variant="outline"
          busy={end.isPending}
          onConfirm={() => end.mutateAsync().catch(notify.error)}
        />
      </Group>
    );
  const until = room.resumableUntil;
  if (status !== "ended" || !until || Date.parse(until) <= Date.now()) return null;
  return (
    <Group gap="sm">
      {goLive("Resume the live")}
      <Text size="sm" c="dimmed">
        Until {TIME.format(new Date(until))}
      </Text>
    </Group>
  );
}

/** The host's moves on a product of the live: pin it above the comments (or unpin it), or start a deal. */
export function ShelfHostActions({ room, product }: { room: LiveRoom; product: ProductCard }) {
  const pin = usePin(room.event.id);
  const [dealOpened, deal] = useDisclosure(false);
  const pinned = room.pinned?.id === product.id;
  const live = room.event.status === "live";
  const dealRunning = room.deal !== null && dealPhase(room.deal, Date.now()) !== "closed";
  return (
    <>
      <Button
        size="xs"
        variant="light"
        color="ink"
        leftSection={pinned ? <IconPinnedOff size={16} aria-hidden /> : <IconPin size={16} aria-hidden />}
        loading={pin.isPending}
        aria-label={`${pinned ? "Unpin" : "Pin"} ${product.title}`}
        onClick={() => pin.mutate(pinned ? null : product.id, { onError: notify.error })}
      >
        {pinned ? "Unpin" : "Pin"}
      </Button>
      {live && !dealRunning && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconBolt size={16} aria-hidden />}
          aria-label={`Flash deal on ${product.title}`}
          onClick={deal.open}
        >
          Flash deal
        </Button>
      )}
      <DealForm product={product} eventId={room.event.id} opened={dealOpened} onClose={deal.close} />
    </>
  );
}
