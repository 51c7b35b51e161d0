import { EVENT_FORMATS, EVENT_REACTIONS, EVENT_STATUSES, EVENT_VISIBILITIES } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { productReference } from "../products/index.ts";
import { userReference } from "../users/index.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** An event hosted by a retailer or an influencer; `status` moves scheduled → live → ended, or to cancelled. */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    hostId: userReference("host_id", "cascade").notNull(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** The uploaded cover's location; null shows the default image. */
    image: text("image"),
    startsAt: at("starts_at").notNull(),
    endsAt: at("ends_at").notNull(),
    format: text("format", { enum: EVENT_FORMATS }).notNull(),
    streamUrl: text("stream_url"),
    place: text("place"),
    visibility: text("visibility", { enum: EVENT_VISIBILITIES }).notNull().default("public"),
    capacity: integer("capacity"),
    status: text("status", { enum: EVENT_STATUSES }).notNull().default("scheduled"),
    /** When the live last started and ended: a live may be resumed within 2 hours of its end. */
    wentLiveAt: at("went_live_at"),
    liveEndedAt: at("live_ended_at"),
    /** Kept with the reactions, in the same transaction as a reaction row. */
    interestedCount: integer("interested_count").notNull().default(0),
    goingCount: integer("going_count").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("events_host_starts_idx").on(table.hostId, table.startsAt),
    index("events_status_starts_idx").on(table.status, table.startsAt),
    check("events_ends_after_start", sql`${table.endsAt} > ${table.startsAt}`),
    check(
      "events_going_within_capacity",
      sql`${table.capacity} is null or ${table.goingCount} <= ${table.capacity}`,
    ),
  ],
);
export type EventRow = typeof events.$inferSelect;
export type NewEventRow = typeof events.$inferInsert;

/** A column naming an event: its rows go with the event, unless `onDelete` keeps them (a cart line's source). */
export const eventReference = (name: string, onDelete: "cascade" | "set null" = "cascade") =>
  uuid(name).references(() => events.id, { onDelete });

/** Who was invited to an event, by whom, and their answer (null until they give one). */
export const eventInvitations = pgTable(
  "event_invitations",
  {
    eventId: eventReference("event_id").notNull(),
    userId: userReference("user_id", "cascade").notNull(),
    invitedBy: userReference("invited_by", "cascade").notNull(),
    response: text("response", { enum: ["accepted", "declined", "maybe"] }),
    invitedAt: at("invited_at").notNull().defaultNow(),
    answeredAt: at("answered_at"),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId] }),
    index("event_invitations_user_idx").on(table.userId, table.invitedAt),
  ],
);

/** One row per person and reaction they have on; the event's counts move with these rows. */
export const eventReactions = pgTable(
  "event_reactions",
  {
    eventId: eventReference("event_id").notNull(),
    userId: userReference("user_id", "cascade").notNull(),
    action: text("action", { enum: EVENT_REACTIONS }).notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.userId, table.action] }),
    index("event_reactions_user_idx").on(table.userId),
  ],
);

/** The event's shelf: products shown on it, in the order they were added. */
export const eventProducts = pgTable(
  "event_products",
  {
    eventId: eventReference("event_id").notNull(),
    productId: productReference("product_id", "cascade").notNull(),
    addedAt: at("added_at").notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.eventId, table.productId] }),
    index("event_products_product_idx").on(table.productId),
  ],
);
