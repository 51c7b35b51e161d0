import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { eventReference } from "../events/index.ts";
import { productReference, variantReference } from "../products/index.ts";
import { userReference } from "../users/index.ts";

const at = (name: string) => timestamp(name, { withTimezone: true });

/** What a live event's room holds beyond the event: the pinned product and the cheers counted so far. */
export const liveRooms = pgTable("live_rooms", {
  eventId: eventReference("event_id").primaryKey(),
  pinnedProductId: productReference("pinned_product_id", "set null"),
  heart: integer("heart").notNull().default(0),
  fire: integer("fire").notNull().default(0),
  clap: integer("clap").notNull().default(0),
  wow: integer("wow").notNull().default(0),
});

export const liveComments = pgTable(
  "live_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: eventReference("event_id").notNull(),
    authorId: userReference("author_id", "cascade").notNull(),
    message: text("message").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [index("live_comments_event_idx").on(table.eventId, table.createdAt, table.id)],
);
export type LiveCommentRow = typeof liveComments.$inferSelect;

/** Viewers the host or an admin muted in an event's live: their comments are refused. */
export const liveMutes = pgTable(
  "live_mutes",
  {
    eventId: eventReference("event_id").notNull(),
    userId: userReference("user_id", "cascade").notNull(),
    mutedBy: userReference("muted_by", "cascade").notNull(),
    mutedAt: at("muted_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] })],
);

/**
 * A flash deal on one of the event's products: `remaining` units at `priceMinor` between `opensAt` and
 * `closesAt` (or `endedAt`, when the host closed it early). Claims take units off `remaining` by a
 * conditional update, which the check keeps from going below 0.
 */
export const flashDeals = pgTable(
  "flash_deals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: eventReference("event_id").notNull(),
    productId: productReference("product_id", "cascade").notNull(),
    priceMinor: integer("price_minor").notNull(),
    quantity: integer("quantity").notNull(),
    remaining: integer("remaining").notNull(),
    perBuyerLimit: integer("per_buyer_limit").notNull(),
    opensAt: at("opens_at").notNull(),
    closesAt: at("closes_at").notNull(),
    endedAt: at("ended_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("flash_deals_event_idx").on(table.eventId, table.createdAt),
    check("flash_deals_remaining_within", sql`${table.remaining} between 0 and ${table.quantity}`),
  ],
);
export type FlashDealRow = typeof flashDeals.$inferSelect;

export const CLAIM_STATES = ["reserved", "ordered", "paid", "released"] as const;

/**
 * Units of a deal a buyer took: reserved (off the deal and the variant's stock, in their cart at the
 * deal's price) until `expiresAt`; ordered once a checkout took them over (its orders hold the stock);
 * paid with that checkout, or released back when not paid in time.
 */
export const dealClaims = pgTable(
  "deal_claims",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Emptied when the deal goes with its event: a reserved claim still gives its stock back when released. */
    dealId: uuid("deal_id").references(() => flashDeals.id, { onDelete: "set null" }),
    userId: userReference("user_id", "cascade").notNull(),
    variantId: variantReference("variant_id").notNull(),
    quantity: integer("quantity").notNull(),
    priceMinor: integer("price_minor").notNull(),
    state: text("state", { enum: CLAIM_STATES }).notNull().default("reserved"),
    expiresAt: at("expires_at").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("deal_claims_deal_user_idx").on(table.dealId, table.userId),
    index("deal_claims_reserved_idx").on(table.expiresAt).where(sql`${table.state} = 'reserved'`),
    index("deal_claims_user_variant_idx").on(table.userId, table.variantId),
  ],
);
export type DealClaimRow = typeof dealClaims.$inferSelect;
