// A live room while it is shown: the socket watches the event (so it hears its pushes and counts as a
// viewer) and each push is folded into the cached room as data, never by fetching it again.
import type { LiveRoom, RealtimeEvents } from "@cbm/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useRealtimeEvent, useRealtimeRoom } from "../../lib/realtime.ts";
import { liveKeys } from "./api.ts";
import { withComment, withDeal, withoutComment } from "./room-cache.ts";

type LivePush = Extract<keyof RealtimeEvents, `live:${string}`>;

/** Folds each `event` pushed about `eventId` into its cached room with `update`. */
function usePush<E extends LivePush>(
  event: E,
  eventId: string,
  update: (room: LiveRoom, push: RealtimeEvents[E]) => LiveRoom,
  then?: () => void,
) {
  const queryClient = useQueryClient();
  useRealtimeEvent(event, (push) => {
    if (push.eventId !== eventId) return;
    queryClient.setQueryData<LiveRoom>(liveKeys.room(eventId), (room) => room && update(room, push));
    then?.();
  });
}

/** Keeps the cached room of `eventId` current while the calling component is shown. */
export function useLiveRoomUpdates(eventId: string): void {
  const queryClient = useQueryClient();
  useRealtimeRoom("live:watch", "live:leave", { eventId });
  usePush("live:comment", eventId, (room, { comment }) => withComment(room, comment));
  usePush("live:comment-removed", eventId, (room, { commentId }) => withoutComment(room, commentId));
  usePush("live:cheer", eventId, (room, { kind, count }) => ({
    ...room,
    cheers: { ...room.cheers, [kind]: count },
  }));
  usePush("live:viewers", eventId, (room, { viewers }) => ({ ...room, viewers }));
  usePush("live:pinned", eventId, (room, { product }) => ({ ...room, pinned: product }));
  usePush("live:deal", eventId, (room, { deal }) => withDeal(room, deal));
  usePush("live:muted", eventId, (room, { muted }) => ({ ...room, viewerMuted: muted }));
  // Going live or ending changes more than the status (until when it may be resumed, the lists).
  usePush(
    "live:status",
    eventId,
    (room, { status }) => ({ ...room, event: { ...room.event, status } }),
    () => void queryClient.invalidateQueries({ queryKey: liveKeys.all }),
  );
}
