// Events as the contract shows them to a viewer: a summary for lists, the whole page for one event.
import { DEFAULT_EVENT_IMAGE, type Event, type EventSummary } from "@cbm/contracts";
import type { Executor } from "../../platform/db.ts";
import { productCardsOf } from "../products/index.ts";
import * as invitations from "./invitations-repo.ts";
import * as engagement from "./reactions-and-shelf-repo.ts";
import type * as repo from "./repo.ts";
import { type EventViewer, isAdmin } from "./visibility.ts";

/** How many of the people going an event's page shows. */
const ATTENDEES_SHOWN = 12;

export function summaryOf({ event, host, viewerReactions, viewerInvitation }: repo.SummaryRow): EventSummary {
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    image: event.image ?? DEFAULT_EVENT_IMAGE,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    format: event.format,
    place: event.place,
    visibility: event.visibility,
    status: event.status,
    capacity: event.capacity,
    host: {
      id: host.id,
      fullName: host.fullName,
      avatar: host.avatar,
      role: host.roles.includes("retailer") ? "retailer" : "influencer",
    },
    counts: { interested: event.interestedCount, going: event.goingCount, like: event.likeCount },
    viewerReactions,
    viewerInvitation,
  };
}

/** An event that is over or cancelled can no longer be changed. */
export const isClosed = (status: string) => status === "cancelled" || status === "ended";

/** The event's page as the viewer sees it: its shelf, the first people going, and what they may do. */
export async function pageOf(db: Executor, viewer: EventViewer, row: repo.SummaryRow): Promise<Event> {
  const { event } = row;
  const isHost = event.hostId === viewer.userId;
  const [products, attendees, invited] = await Promise.all([
    engagement.productIdsOf(db, event.id).then((ids) => productCardsOf(db, ids)),
    engagement.attendeesOf(db, viewer.userId, event.id, ATTENDEES_SHOWN),
    isHost || isAdmin(viewer) ? invitations.invitedCount(db, event.id) : null,
  ]);
  return {
    ...summaryOf(row),
    description: event.description,
    streamUrl: event.streamUrl,
    products,
    attendees,
    invitedCount: invited,
    canEdit: isHost && !isClosed(event.status),
    canRemove: isHost || isAdmin(viewer),
    createdAt: event.createdAt.toISOString(),
  };
}
