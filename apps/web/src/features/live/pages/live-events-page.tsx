import { useSuspenseQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { PageIntro } from "../../../components/page-intro.tsx";
import { liveRoomQuery } from "../api.ts";
import { LiveNow } from "../components/live-now.tsx";
import { LiveRoomView } from "../components/live-room.tsx";
import { useLiveRoomUpdates } from "../live.ts";

/** The room of the live chosen, kept current over the realtime channel while it is shown. */
function Room({ eventId }: { eventId: string }) {
  const { data: room } = useSuspenseQuery(liveRoomQuery(eventId));
  useLiveRoomUpdates(eventId);
  return <LiveRoomView room={room} />;
}

/** `/events/live-event`: what is live now and next; `?event=<id>` opens that live's room. */
export function LiveEventsPage() {
  const { event } = useSearch({ strict: false }) as { event?: string };
  if (event) return <Room key={event} eventId={event} />;
  return (
    <>
      <PageIntro
        eyebrow="Live shopping"
        title="Live Events"
        lead="Watch retailers and influencers live, chat with them, and buy what they show as they show it."
      />
      <LiveNow />
    </>
  );
}
