// What people do with events, and the events API: inviting and answering, reacting, the products on an
// event's shelf, and the endpoints.
import { z } from "zod";
import { oneOf, PageQuerySchema, uuidField } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { ProductCardSchema } from "../products/index.ts";
import {
  EVENT_LIMITS,
  EVENT_REACTIONS,
  EventBodySchema,
  EventCountsSchema,
  EventIdParamsSchema,
  EventKeyParamsSchema,
  EventPageSchema,
  EventSchema,
  EventSummarySchema,
  EventsQuerySchema,
  INVITATION_RESPONSES,
  InvitationPageSchema,
} from "./event.ts";

export const InviteBodySchema = z.object({
  userIds: z
    .array(uuidField("Person"), { error: "Choose the people to invite" })
    .min(1, "Choose at least one person")
    .max(EVENT_LIMITS.invitees, `Invite at most ${EVENT_LIMITS.invitees} people at a time`),
});
export const InviteResultSchema = z.object({
  /** How many were newly invited (those invited before are left as they were). */
  invited: z.number().int(),
  invitedCount: z.number().int(),
});

export const InvitationAnswerSchema = z.object({
  response: oneOf(INVITATION_RESPONSES, "accepted, declined or maybe"),
});

export const INVITATION_STATES = ["open", "past"] as const;
export const InvitationsQuerySchema = PageQuerySchema.extend({
  /** Open: unanswered or maybe, for an event not yet over; past: the rest. */
  state: oneOf(INVITATION_STATES, "open or past").default("open"),
});

export const ReactBodySchema = z.object({ action: oneOf(EVENT_REACTIONS, "interested, going or like") });
export const ReactionStateSchema = z.object({
  counts: EventCountsSchema,
  viewerReactions: z.array(z.enum(EVENT_REACTIONS)),
});

export const EventProductsBodySchema = z.object({
  productIds: z
    .array(uuidField("Product"), { error: "Choose the products" })
    .min(1, "Choose at least one product")
    .max(EVENT_LIMITS.products, `Choose at most ${EVENT_LIMITS.products} products`),
});
export const EventProductsSchema = z.object({ products: z.array(ProductCardSchema) });

const anEvent = { params: EventIdParamsSchema, access: "signed-in" } as const;

export const eventsEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/v1/events",
    access: "signed-in",
    summary: "Events the viewer may see: upcoming, live, past or their own; by host or keyword",
    query: EventsQuerySchema,
    response: EventPageSchema,
  }),
  create: endpoint({
    method: "POST",
    path: "/v1/events",
    access: ["retailer", "influencer"],
    summary: "Create an event (retailers and influencers)",
    body: EventBodySchema,
    status: 201,
    response: EventSchema,
  }),
  invitations: endpoint({
    method: "GET",
    path: "/v1/events/invitations",
    access: "signed-in",
    summary: "The viewer's invitations: open ones (the side menu's dot) or past ones",
    query: InvitationsQuerySchema,
    response: InvitationPageSchema,
  }),
  read: endpoint({
    method: "GET",
    path: "/v1/event/:id",
    params: EventKeyParamsSchema,
    access: "signed-in",
    summary: "One event, by id or slug",
    response: EventSchema,
  }),
  update: endpoint({
    ...anEvent,
    method: "PUT",
    path: "/v1/event/:id",
    summary: "Edit the host's event; a new time tells everyone invited or going",
    body: EventBodySchema,
    response: EventSchema,
  }),
  cancel: endpoint({
    ...anEvent,
    method: "POST",
    path: "/v1/event/:id/cancel",
    summary:
      "Cancel the host's event before it ends; it stays listed as cancelled, and everyone invited or going is told",
    response: EventSchema,
  }),
  remove: endpoint({
    ...anEvent,
    method: "DELETE",
    path: "/v1/event/:id",
    summary:
      "Delete the event (its host or an admin); if it was still to come, everyone invited or going is told",
    status: 204,
    response: z.void(),
  }),
  calendar: endpoint({
    ...anEvent,
    method: "GET",
    path: "/v1/event/:id/calendar",
    summary: "The event as an iCalendar file, for the viewer's calendar",
    produces: ["text/calendar"],
    response: z.string(),
  }),
  invite: endpoint({
    ...anEvent,
    method: "POST",
    path: "/v1/event/:id/invite",
    summary: "Invite people to the host's event",
    body: InviteBodySchema,
    response: InviteResultSchema,
  }),
  answer: endpoint({
    ...anEvent,
    method: "PATCH",
    path: "/v1/event/:id/invite",
    summary: "Answer an invitation",
    body: InvitationAnswerSchema,
    response: EventSummarySchema,
  }),
  react: endpoint({
    ...anEvent,
    method: "POST",
    path: "/v1/event/:id/react",
    summary: "Toggle a reaction: interested, going (within the capacity) or like",
    body: ReactBodySchema,
    response: ReactionStateSchema,
  }),
  addProducts: endpoint({
    ...anEvent,
    method: "POST",
    path: "/v1/event/:id/add-products",
    summary: "Show products on the event: a retailer its own, an influencer any shop product",
    body: EventProductsBodySchema,
    response: EventProductsSchema,
  }),
  removeProducts: endpoint({
    ...anEvent,
    method: "POST",
    path: "/v1/event/:id/remove-products",
    summary: "Take products off the event",
    body: EventProductsBodySchema,
    response: EventProductsSchema,
  }),
};
