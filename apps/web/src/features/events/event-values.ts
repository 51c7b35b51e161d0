import {
  DEFAULT_EVENT_IMAGE,
  type Event,
  type EventBody,
  EventBodySchema,
  type EventFormat,
  type EventVisibility,
} from "@cbm/contracts";

/** The event form's fields as typed: times in the viewer's own zone, as `datetime-local` inputs hold them. */
export interface EventValues {
  title: string;
  description: string;
  /** An uploaded cover's location, or "" for CBM's default cover. */
  image: string;
  startsAt: string;
  endsAt: string;
  format: EventFormat;
  streamUrl: string;
  place: string;
  visibility: EventVisibility;
  capacity: number | string;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** An instant as a `datetime-local` input shows it: the viewer's wall-clock time, to the minute. */
export function toLocalInput(iso: string): string {
  const at = new Date(iso);
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A `datetime-local` value read in the viewer's zone, as the ISO instant the API takes; undefined when blank or unreadable. */
export function fromLocalInput(typed: string): string | undefined {
  const at = new Date(typed);
  return typed && !Number.isNaN(at.getTime()) ? at.toISOString() : undefined;
}

/** A new event starts at the next full hour tomorrow and lasts an hour. */
function tomorrowAtTheHour(now: Date): [string, string] {
  const start = new Date(now);
  start.setDate(start.getDate() + 1);
  start.setMinutes(0, 0, 0);
  start.setHours(start.getHours() + 1);
  const end = new Date(start.getTime() + 3_600_000);
  return [toLocalInput(start.toISOString()), toLocalInput(end.toISOString())];
}

/** The form's first values: the event's own when editing, else a blank public online event. */
export function valuesOf(event?: Event, now = new Date()): EventValues {
  if (!event) {
    const [startsAt, endsAt] = tomorrowAtTheHour(now);
    return {
      title: "",
      description: "",
      image: "",
      startsAt,
      endsAt,
      format: "online",
      streamUrl: "",
      place: "",
      visibility: "public",
      capacity: "",
    };
  }
  return {
    title: event.title,
    description: event.description,
    image: event.image === DEFAULT_EVENT_IMAGE ? "" : event.image,
    startsAt: toLocalInput(event.startsAt),
    endsAt: toLocalInput(event.endsAt),
    format: event.format,
    streamUrl: event.streamUrl ?? "",
    place: event.place ?? "",
    visibility: event.visibility,
    capacity: event.capacity ?? "",
  };
}

/** What is sent: only the format's own field (stream or place), blanks as none. */
export function bodyOf(values: EventValues): EventBody {
  const online = values.format === "online";
  return {
    title: values.title,
    description: values.description,
    image: values.image || null,
    startsAt: fromLocalInput(values.startsAt) as string,
    endsAt: fromLocalInput(values.endsAt) as string,
    format: values.format,
    streamUrl: online ? values.streamUrl || null : null,
    place: online ? null : values.place || null,
    visibility: values.visibility,
    capacity: values.capacity === "" ? null : Number(values.capacity),
  };
}

/** The contract's messages, each on its field (the form's fields are named as the body's). */
export function eventProblems(values: EventValues): Record<string, string> {
  const result = EventBodySchema.safeParse(bodyOf(values));
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "title");
    problems[field] ??= issue.message;
  }
  return problems;
}
