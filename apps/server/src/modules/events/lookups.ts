// What other rooms need of events (the live room, the cart, the seed), each a small read or change.
import type { Event } from "@cbm/contracts";
import type { Executor } from "../../platform/db.ts";
import * as engagement from "./reactions-and-shelf-repo.ts";
import * as repo from "./repo.ts";
import { pageOf } from "./shown.ts";
import type { EventRow } from "./tables.ts";
import type { EventViewer } from "./visibility.ts";

/** The event when the viewer may see it; null when it is unknown, invite-only to them, or across a block. */
export async function eventForViewer(
  db: Executor,
  eventId: string,
  viewer: EventViewer,
): Promise<EventRow | null> {
  return (await repo.eventSeen(db, viewer, eventId))?.event ?? null;
}

/** The event's page (the contract's `Event`) as the viewer sees it; null when they may not see it. */
export async function eventShownTo(
  db: Executor,
  eventId: string,
  viewer: EventViewer,
): Promise<Event | null> {
  const row = await repo.eventSeen(db, viewer, eventId);
  return row ? pageOf(db, viewer, row) : null;
}

/**
 * Moves the event to `live` (noting when it went live) or to `ended` (noting when the live ended); the
 * caller (the live room) checks the transition is allowed. Answers the row, or undefined for an unknown event.
 */
export function setEventStatus(
  db: Executor,
  eventId: string,
  status: "live" | "ended",
  at = new Date(),
): Promise<EventRow | undefined> {
  return repo.updatedEvent(
    db,
    eventId,
    status === "live" ? { status, wentLiveAt: at } : { status, liveEndedAt: at },
  );
}

/** How many of the host's events went live since `since`: what a plan's live events a month count. */
export const liveStartsSince = (db: Executor, hostId: string, since: Date): Promise<number> =>
  repo.wentLiveCount(db, hostId, since);

/** The ids of the products on the event's shelf, in the order they were added. */
export const eventProductIds = (db: Executor, eventId: string): Promise<string[]> =>
  engagement.productIdsOf(db, eventId);

export async function isEventHost(db: Executor, eventId: string, userId: string): Promise<boolean> {
  return (await repo.hostOf(db, eventId)) === userId;
}

/** Whether the shopper may see the event and it shows the product (a cart line's attribution). */
export async function eventShowsProductTo(
  db: Executor,
  shopperId: string,
  eventId: string,
  productId: string,
): Promise<boolean> {
  const seen = await repo.eventSeen(db, { userId: shopperId, roles: [] }, eventId);
  return seen !== undefined && (await engagement.shows(db, eventId, productId));
}
