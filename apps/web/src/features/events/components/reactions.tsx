import { EVENT_REACTIONS, type Event, type EventReaction } from "@cbm/contracts";
import { Button, Group } from "@mantine/core";
import { IconCalendarCheck, IconHeart, IconStar, type TablerIcon } from "@tabler/icons-react";
import { notify } from "../../../lib/notify.ts";
import { useReact } from "../api.ts";

const REACTIONS: Record<EventReaction, { label: string; Icon: TablerIcon }> = {
  interested: { label: "Interested", Icon: IconStar },
  going: { label: "Going", Icon: IconCalendarCheck },
  like: { label: "Like", Icon: IconHeart },
};

/** Whether no one more may say they are going: the capacity is reached and the viewer is not among them. */
export const isFull = (event: Pick<Event, "capacity" | "counts" | "viewerReactions">) =>
  event.capacity !== null && event.counts.going >= event.capacity && !event.viewerReactions.includes("going");

/** Interested, Going and Like, each with its count and pressed while the viewer's; Going says Full at capacity. */
export function Reactions({ event }: { event: Event }) {
  const react = useReact();
  const over = event.status === "ended" || event.status === "cancelled";
  const full = isFull(event);
  const toggle = (action: EventReaction) =>
    react.mutate({ id: event.id, action }, { onError: (error) => notify.error(error) });
  return (
    <Group gap="xs" role="group" aria-label="Your reactions">
      {EVENT_REACTIONS.map((action) => {
        const { label, Icon } = REACTIONS[action];
        const pressed = event.viewerReactions.includes(action);
        const shut = action === "going" && full;
        return (
          <Button
            key={action}
            variant={pressed ? "filled" : "default"}
            aria-pressed={pressed}
            leftSection={<Icon size={16} aria-hidden />}
            disabled={(over && action !== "like") || shut}
            loading={react.isPending && react.variables?.action === action}
            onClick={() => toggle(action)}
          >
            {shut ? "Full" : label} · {event.counts[action]}
          </Button>
        );
      })}
    </Group>
  );
}
