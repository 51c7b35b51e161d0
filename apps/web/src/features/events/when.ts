import type { EventStatus, EventSummary } from "@cbm/contracts";

const DAY = new Intl.DateTimeFormat(undefined, {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
});
const TIME = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });
const TIME_AND_ZONE = new Intl.DateTimeFormat(undefined, {
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

const sameDay = (one: Date, other: Date) => DAY.format(one) === DAY.format(other);

/** When an event runs, in the viewer's own time zone: "Sat, 5 Dec 2026, 18:00 – 19:30 CET". */
export function whenOf(event: Pick<EventSummary, "startsAt" | "endsAt">): string {
  const start = new Date(event.startsAt);
  const end = new Date(event.endsAt);
  const ends = sameDay(start, end)
    ? TIME_AND_ZONE.format(end)
    : `${DAY.format(end)}, ${TIME_AND_ZONE.format(end)}`;
  return `${DAY.format(start)}, ${TIME.format(start)} – ${ends}`;
}

export const STATUS_LABELS: Record<EventStatus, string> = {
  scheduled: "Upcoming",
  live: "Live now",
  ended: "Past",
  cancelled: "Cancelled",
};

/** The host's list, live first, then upcoming, past and cancelled; empty groups left out. */
const GROUP_ORDER: readonly EventStatus[] = ["live", "scheduled", "ended", "cancelled"];

export function byStatus<T extends Pick<EventSummary, "status">>(events: readonly T[]) {
  return GROUP_ORDER.map((status) => ({
    status,
    events: events.filter((event) => event.status === status),
  })).filter((group) => group.events.length > 0);
}
