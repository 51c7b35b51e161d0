// What an event is: its vocabulary and limits, the event as lists and its page show it and as its host
// writes it, and an invitation to one as the invited see it.
import { z } from "zod";
import { Id, oneOf, optional, PageQuerySchema, pageOf, requiredText, uuidField } from "../common.ts";
import { ProductCardSchema } from "../products/index.ts";
import { MediaLocationSchema } from "../uploads.ts";
import { PersonSchema } from "../users/index.ts";

/** `scheduled` → `live` → `ended` (a live may be resumed within 2 hours of ending), or `cancelled`. */
export const EVENT_STATUSES = ["scheduled", "live", "ended", "cancelled"] as const;
export const EventStatusSchema = z.enum(EVENT_STATUSES);
export type EventStatus = z.infer<typeof EventStatusSchema>;

export const EVENT_FORMATS = ["online", "in_person"] as const;
export type EventFormat = (typeof EVENT_FORMATS)[number];

export const EVENT_VISIBILITIES = ["public", "invite_only"] as const;
export type EventVisibility = (typeof EVENT_VISIBILITIES)[number];

/** Each is toggled on its own; `going` counts against the capacity. */
export const EVENT_REACTIONS = ["interested", "going", "like"] as const;
export type EventReaction = (typeof EVENT_REACTIONS)[number];

export const INVITATION_RESPONSES = ["accepted", "declined", "maybe"] as const;
export type InvitationResponse = (typeof INVITATION_RESPONSES)[number];

export const EVENT_SCOPES = ["upcoming", "live", "past", "mine"] as const;
export type EventScope = (typeof EVENT_SCOPES)[number];

/** The cover shown when the host gives none: CBM's own vector image, served by the web app. */
export const DEFAULT_EVENT_IMAGE = "/images/event-default.svg";

export const EVENT_LIMITS = {
  title: 120,
  description: 5000,
  place: 300,
  streamUrl: 1000,
  capacity: 100_000,
  invitees: 100,
  products: 50,
  /** How long after its end a live may be resumed. */
  resumeHours: 2,
} as const;

const time = z.iso.datetime({ offset: true });
const timeField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .pipe(z.iso.datetime({ offset: true, error: `${label} must be a date and time` }));

export const EventHostSchema = PersonSchema.extend({ role: z.enum(["retailer", "influencer"]) });

export const EventCountsSchema = z.object({
  interested: z.number().int(),
  going: z.number().int(),
  like: z.number().int(),
});
export type EventCounts = z.infer<typeof EventCountsSchema>;

/** An event in a list: what a card shows, with the viewer's own reactions and invitation. */
export const EventSummarySchema = z.object({
  id: Id,
  slug: z.string(),
  title: z.string(),
  /** The uploaded cover, or `DEFAULT_EVENT_IMAGE`. */
  image: z.string(),
  startsAt: time,
  endsAt: time,
  format: z.enum(EVENT_FORMATS),
  /** In person: where. */
  place: z.string().nullable(),
  visibility: z.enum(EVENT_VISIBILITIES),
  status: EventStatusSchema,
  capacity: z.number().int().nullable(),
  host: EventHostSchema,
  counts: EventCountsSchema,
  viewerReactions: z.array(z.enum(EVENT_REACTIONS)),
  /** The viewer's invitation: null when not invited, `pending` until they answer. */
  viewerInvitation: z.enum([...INVITATION_RESPONSES, "pending"]).nullable(),
});
export type EventSummary = z.infer<typeof EventSummarySchema>;

/** One event's page. */
export const EventSchema = EventSummarySchema.extend({
  description: z.string(),
  /** Online: the HLS stream the host's streaming service gives. */
  streamUrl: z.string().nullable(),
  /** The shelf: products shown on the event, buyable while their shop sells them. */
  products: z.array(ProductCardSchema),
  /** The first people going, for the page's faces. */
  attendees: z.array(PersonSchema),
  /** The host's and admins' view: how many were invited. */
  invitedCount: z.number().int().nullable(),
  /** Whether the viewer may edit it (the host) or remove it (the host or an admin). */
  canEdit: z.boolean(),
  canRemove: z.boolean(),
  createdAt: time,
});
export type Event = z.infer<typeof EventSchema>;

export const EventPageSchema = pageOf(EventSummarySchema);
export type EventPage = z.infer<typeof EventPageSchema>;

export const EventsQuerySchema = PageQuerySchema.extend({
  scope: oneOf(EVENT_SCOPES, "upcoming, live, past or mine").default("upcoming"),
  hostId: optional(uuidField("Host")),
  keyword: optional(requiredText("Keyword", 100)),
});
export type EventsQuery = z.infer<typeof EventsQuerySchema>;

/** Creating or editing an event; the server checks the times against now and the status. */
export const EventBodySchema = z
  .object({
    title: requiredText("Title", EVENT_LIMITS.title),
    description: optional(requiredText("Description", EVENT_LIMITS.description)).transform(
      (description) => description ?? "",
    ),
    /** An uploaded image's location; none gives the default image. */
    image: optional(MediaLocationSchema).nullable(),
    startsAt: timeField("Start"),
    endsAt: timeField("End"),
    format: oneOf(EVENT_FORMATS, "online or in person"),
    streamUrl: optional(
      z
        .string()
        .trim()
        .max(EVENT_LIMITS.streamUrl, "Stream URL is too long")
        // A web address, or a path on CBM itself (never `//host` or `/\host`, which browsers read as another host).
        .regex(
          /^(?:https?:\/\/[^\s\p{Cc}]+|\/(?:[^\s\p{Cc}\\/][^\s\p{Cc}\\]*)?)$/u,
          "Stream URL must be a web address (http or https) or a path on CBM",
        ),
    ).nullable(),
    place: optional(requiredText("Place", EVENT_LIMITS.place)).nullable(),
    visibility: oneOf(EVENT_VISIBILITIES, "public or invite only").default("public"),
    capacity: optional(
      z.coerce
        .number({ error: "Capacity must be a number" })
        .int("Capacity must be a whole number")
        .min(1, "Capacity must be at least 1")
        .max(EVENT_LIMITS.capacity, `Capacity must be at most ${EVENT_LIMITS.capacity}`),
    ).nullable(),
  })
  .superRefine((body, context) => {
    if (Date.parse(body.endsAt) <= Date.parse(body.startsAt))
      context.addIssue({ code: "custom", path: ["endsAt"], message: "End must be after the start" });
    if (body.format === "in_person" && !body.place)
      context.addIssue({ code: "custom", path: ["place"], message: "Say where the event takes place" });
  });
export type EventBody = z.input<typeof EventBodySchema>;

export const EventIdParamsSchema = z.object({ id: uuidField("Event") });
/** `GET /v1/event/{idOrSlug}`. */
export const EventKeyParamsSchema = z.object({
  id: z.string().trim().min(1, "Event is required").max(200, "Event not found"),
});

export const InvitationSchema = z.object({
  event: EventSummarySchema,
  invitedBy: PersonSchema,
  response: z.enum([...INVITATION_RESPONSES, "pending"]),
  invitedAt: time,
});
export type Invitation = z.infer<typeof InvitationSchema>;

export const InvitationPageSchema = pageOf(InvitationSchema);
export type InvitationPage = z.infer<typeof InvitationPageSchema>;
