import type { Event, EventSummary, Invitation } from "@cbm/contracts";

/** Events for the tests of the events screens. */
export const host = {
  id: "3a0b4b0e-7a55-4a57-9a0e-1a2b3c4d5e6f",
  fullName: "Maison Rue",
  avatar: null,
  role: "retailer" as const,
};

let serial = 0;

export function eventOf(changes: Partial<Event> = {}): Event {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, "0")}`,
    slug: `trunk-show-${serial}`,
    title: "Winter trunk show",
    image: "/images/event-default.svg",
    startsAt: "2026-12-05T17:00:00.000Z",
    endsAt: "2026-12-05T19:00:00.000Z",
    format: "in_person",
    place: "12 Rue Cler, Paris",
    visibility: "public",
    status: "scheduled",
    capacity: null,
    host,
    counts: { interested: 3, going: 1, like: 5 },
    viewerReactions: [],
    viewerInvitation: null,
    description: "Coats and knits of the season.",
    streamUrl: null,
    products: [],
    attendees: [],
    invitedCount: 0,
    canEdit: true,
    canRemove: true,
    createdAt: "2026-11-01T10:00:00.000Z",
    ...changes,
  };
}

export const summaryOf = (event: Event): EventSummary => {
  const {
    description,
    streamUrl,
    products,
    attendees,
    invitedCount,
    canEdit,
    canRemove,
    createdAt,
    ...summary
  } = event;
  return summary;
};

export const pageOf = <T>(items: T[]) => ({ items, page: 0, size: 100, total: items.length });

export const invitationTo = (event: Event, response: Invitation["response"] = "pending"): Invitation => ({
  event: summaryOf(event),
  invitedBy: { id: host.id, fullName: host.fullName, avatar: null },
  response,
  invitedAt: "2026-11-20T10:00:00.000Z",
});
