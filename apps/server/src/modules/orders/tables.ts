import type { Colour, Currency, Image, OrderStatus, ShippedTo } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { storeReference } from "../stores/index.ts";
import { userReference } from "../users/index.ts";

/**
 * One checkout: one charge for the orders of several stores, under the buyer's idempotency key. While
 * `pending` its stock is taken and its orders wait for the charge; it ends `paid`, `declined` (stock back,
 * orders gone) or `expired` (no charge was ever made). `answer` is what the same key answers again.
 */
export const checkouts = pgTable(
  "checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userReference("user_id", "cascade").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    /** The request the key was first used for, to refuse the key for another one. */
    request: text("request").notNull(),
    status: text("status").$type<"pending" | "paid" | "declined" | "expired">().notNull().default("pending"),
    currency: text("currency").$type<Currency>(),
    totalMinor: integer("total_minor"),
    /** The payment method charged, as the provider names it, and its customer. */
    paymentMethodId: text("payment_method_id"),
    customerId: text("customer_id"),
    chargeId: text("charge_id"),
    card: jsonb("card").$type<{ brand: string; last4: string }>(),
    /** Until when one request works on the checkout: another waits for it rather than charging too. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    answer: jsonb("answer").$type<{ status: number; body: unknown }>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("checkouts_user_key_idx").on(table.userId, table.idempotencyKey),
    index("checkouts_pending_idx").on(table.createdAt).where(sql`status = 'pending'`),
  ],
);

export type CheckoutRow = typeof checkouts.$inferSelect;

/** A store's part of a checkout: what it sells, ships and refunds on its own. */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    checkoutId: uuid("checkout_id")
      .notNull()
      .references(() => checkouts.id, { onDelete: "cascade" }),
    userId: userReference("user_id", "set null"),
    storeId: storeReference("store_id", "set null"),
    status: text("status").$type<OrderStatus>().notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    itemsMinor: integer("items_minor").notNull(),
    shippingMinor: integer("shipping_minor").notNull(),
    totalMinor: integer("total_minor").notNull(),
    /** What the buyer chose and where it goes, as they were at checkout. */
    store: jsonb("store").$type<{ id: string; name: string; slug: string; logo: string | null }>().notNull(),
    shippingMethod: jsonb("shipping_method")
      .$type<{ name: string; minDays: number; maxDays: number }>()
      .notNull(),
    address: jsonb("address").$type<ShippedTo>().notNull(),
    handlingDays: integer("handling_days").notNull(),
    shipBy: timestamp("ship_by", { withTimezone: true }),
    tracking: jsonb("tracking").$type<{ carrier: string; number: string }>(),
    cancelReason: text("cancel_reason"),
    /** The store's return window at checkout, in days after delivery (0: no returns): a later policy does not change it. */
    returnDays: integer("return_days").notNull(),
    /** When it arrived: the store marked it delivered, or the buyer confirmed a shipped order. */
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("orders_user_created_idx").on(table.userId, table.createdAt.desc()),
    index("orders_store_created_idx").on(table.storeId, table.createdAt.desc()),
    index("orders_checkout_idx").on(table.checkoutId),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/** What was bought, as it was: the line stays when the product changes or goes. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: uuid("product_id"),
    variantId: uuid("variant_id"),
    title: text("title").notNull(),
    size: text("size").notNull(),
    colour: text("colour").$type<Colour>().notNull(),
    image: jsonb("image").$type<Image | null>(),
    unitPriceMinor: integer("unit_price_minor").notNull(),
    quantity: integer("quantity").notNull(),
    /** The look it was bought from, and that look's author, as the cart line remembered them (affiliates). */
    outfitId: uuid("outfit_id"),
    outfitAuthorId: userReference("outfit_author_id", "set null"),
    /** The event it was bought from, as the cart line remembered it; kept when the event is deleted. */
    eventId: uuid("event_id"),
  },
  (table) => [
    index("order_lines_order_idx").on(table.orderId),
    index("order_lines_outfit_author_idx").on(table.outfitAuthorId).where(sql`outfit_author_id is not null`),
  ],
);

export type OrderLineRow = typeof orderLines.$inferSelect;

/** Every status an order went through, with its time: the order's timeline. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    status: text("status").$type<OrderStatus>().notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("order_events_order_idx").on(table.orderId, table.at)],
);

/**
 * The buyer's return of some of an order's lines: what comes back, why, and what it refunds. `restockedAt`
 * is when the lines went back into stock, so they go back once whether the store receives or refunds first.
 */
export const orderReturns = pgTable("order_returns", {
  orderId: uuid("order_id")
    .primaryKey()
    .references(() => orders.id, { onDelete: "cascade" }),
  lines: jsonb("lines").$type<{ lineId: string; quantity: number }[]>().notNull(),
  reason: text("reason").notNull(),
  amountMinor: integer("amount_minor").notNull(),
  declineReason: text("decline_reason"),
  restockedAt: timestamp("restocked_at", { withTimezone: true }),
  requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
});

export type OrderReturnRow = typeof orderReturns.$inferSelect;
