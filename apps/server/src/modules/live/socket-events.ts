import { z } from "zod";
import type { Deps } from "../../platform/deps.ts";
import { eventForViewer } from "../events/index.ts";
import { rolesOf } from "../users/index.ts";
import { roomOf } from "./access.ts";

const WatchSchema = z.object({ eventId: z.uuid() });
const ROOM_PREFIX = roomOf("");

/**
 * A socket watches a live event it may see (it then hears the event's pushes and counts as a viewer) and
 * stops watching it; each room's viewer count is pushed to it as it changes.
 */
export function liveSocketEvents({ database, realtime }: Pick<Deps, "database" | "realtime">): void {
  const { db } = database;
  realtime.onClientEvent("live:watch", async (userId, payload, rooms) => {
    const watch = WatchSchema.safeParse(payload);
    if (!watch.success) return;
    const viewer = { userId, roles: await rolesOf(db, userId) };
    if (await eventForViewer(db, watch.data.eventId, viewer)) await rooms.join(roomOf(watch.data.eventId));
  });
  realtime.onClientEvent("live:leave", async (_userId, payload, rooms) => {
    const leave = WatchSchema.safeParse(payload);
    if (leave.success) await rooms.leave(roomOf(leave.data.eventId));
  });
  realtime.onAudience(ROOM_PREFIX, (room, viewers) =>
    realtime.toRoom(room, "live:viewers", { eventId: room.slice(ROOM_PREFIX.length), viewers }),
  );
}
