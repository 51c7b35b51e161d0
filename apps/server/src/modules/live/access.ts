// Who may do what in a live room: anyone who may see the event watches and comments; its host runs it;
// the host and admins moderate.
import type { Executor } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import { type EventRow, type EventViewer, eventForViewer } from "../events/index.ts";

const NOT_FOUND = "We could not find this event.";
const HOST_ONLY = "Only the event's host can do this.";
const MODERATORS_ONLY = "Only the event's host or an admin can do this.";
const NOT_LIVE = "This event is not live.";

/** The realtime room of the sockets watching the event. */
export const roomOf = (eventId: string) => `event:${eventId}`;

/** The event the viewer may see; 404 otherwise, as for an unknown one. */
export async function seenEvent(db: Executor, viewer: EventViewer, eventId: string): Promise<EventRow> {
  const event = await eventForViewer(db, eventId, viewer);
  if (!event) throw AppError.notFound(NOT_FOUND);
  return event;
}

export async function hostedEvent(db: Executor, viewer: EventViewer, eventId: string): Promise<EventRow> {
  const event = await seenEvent(db, viewer, eventId);
  if (event.hostId !== viewer.userId) throw AppError.forbidden(HOST_ONLY);
  return event;
}

export const mayModerate = (viewer: EventViewer, event: EventRow) =>
  event.hostId === viewer.userId || viewer.roles.includes("admin");

export async function moderatedEvent(db: Executor, viewer: EventViewer, eventId: string): Promise<EventRow> {
  const event = await seenEvent(db, viewer, eventId);
  if (!mayModerate(viewer, event)) throw AppError.forbidden(MODERATORS_ONLY);
  return event;
}

export function refuseUnlessLive(event: EventRow): void {
  if (event.status !== "live") throw AppError.conflict(NOT_LIVE);
}
