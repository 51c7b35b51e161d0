import type {
  BillingInterval,
  Currency,
  InvoiceStatus,
  PlanAudience,
  PlanFeatures,
  SubscriptionStatus,
} from "@cbm/contracts";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { userReference } from "../users/index.ts";

const time = (name: string) => timestamp(name, { withTimezone: true });

/** What CBM sells members: prices in minor units, features the server enforces. */
export const plans = pgTable("plans", {
  id: uuid("id").primaryKey().defaultRandom(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  audience: text("audience").$type<PlanAudience>().notNull(),
  description: text("description").notNull(),
  monthlyPrice: integer("monthly_price").notNull(),
  yearlyPrice: integer("yearly_price").notNull(),
  currency: text("currency").$type<Currency>().notNull(),
  trialDays: integer("trial_days").notNull().default(0),
  active: boolean("active").notNull().default(true),
  displayOrder: integer("display_order").notNull().default(0),
  features: jsonb("features").$type<PlanFeatures>().notNull(),
  createdAt: time("created_at").notNull().defaultNow(),
  updatedAt: time("updated_at").notNull().defaultNow(),
});

export type PlanRow = typeof plans.$inferSelect;

/**
 * `incomplete` is a subscription whose first charge is under way (never shown): it holds the member's
 * one live place, so two requests cannot both subscribe.
 */
export type StoredStatus = SubscriptionStatus | "incomplete";

/**
 * A member's subscription to a plan. The price is the member's own (a plan's new price reaches them
 * from `pendingPriceFrom`); a downgrade waits in `scheduledPlanId` for the renewal.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userReference("user_id", "cascade").notNull(),
    planId: uuid("plan_id")
      .notNull()
      .references(() => plans.id),
    status: text("status").$type<StoredStatus>().notNull(),
    interval: text("interval").$type<BillingInterval>().notNull(),
    price: integer("price").notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    currentPeriodStart: time("current_period_start").notNull(),
    currentPeriodEnd: time("current_period_end").notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    trialEnd: time("trial_end"),
    /** The saved card (payments module) renewals charge. */
    cardId: uuid("card_id"),
    scheduledPlanId: uuid("scheduled_plan_id").references(() => plans.id),
    scheduledInterval: text("scheduled_interval").$type<BillingInterval>(),
    pendingPrice: integer("pending_price"),
    pendingPriceFrom: time("pending_price_from"),
    /** The provider was told to bill `pendingPrice` from the renewal (a subscription it bills). */
    pendingPriceAtProvider: boolean("pending_price_at_provider").notNull().default(false),
    endedAt: time("ended_at"),
    /** Stripe Billing's Subscription, when the provider bills it (then CBM's clock leaves it alone). */
    providerSubscriptionId: text("provider_subscription_id"),
    /** The member's Idempotency-Key of the subscribe request, and that request, to answer it again. */
    idempotencyKey: text("idempotency_key"),
    request: text("request"),
    createdAt: time("created_at").notNull().defaultNow(),
    updatedAt: time("updated_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("subscriptions_one_live_key")
      .on(table.userId)
      .where(sql`status in ('incomplete', 'trialing', 'active', 'past_due')`),
    uniqueIndex("subscriptions_user_key_idx").on(table.userId, table.idempotencyKey),
    uniqueIndex("subscriptions_provider_key").on(table.providerSubscriptionId),
    index("subscriptions_user_idx").on(table.userId, table.createdAt),
    index("subscriptions_due_idx").on(table.currentPeriodEnd).where(sql`status in ('trialing', 'active')`),
  ],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * One bill: a period's price (or an upgrade's, less the unused time's credit), charged to the card. A
 * period has one invoice of each reason (unique), so two instances renewing at once write one; the
 * attempt to charge it is claimed by one instance at a time (`nextAttemptAt` moved on by the claim).
 */
export const invoices = pgTable(
  "subscription_invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subscriptionId: uuid("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    reason: text("reason")
      .$type<"subscription_create" | "subscription_cycle" | "subscription_update">()
      .notNull(),
    periodStart: time("period_start").notNull(),
    periodEnd: time("period_end").notNull(),
    subtotal: integer("subtotal").notNull(),
    credit: integer("credit").notNull().default(0),
    amount: integer("amount").notNull(),
    currency: text("currency").$type<Currency>().notNull(),
    status: text("status").$type<InvoiceStatus>().notNull(),
    attempts: integer("attempts").notNull().default(0),
    /** When the charge is next tried, while open. */
    nextAttemptAt: time("next_attempt_at"),
    failureMessage: text("failure_message"),
    chargeId: text("charge_id"),
    card: jsonb("card").$type<{ brand: string; last4: string }>(),
    /** The provider's invoice, when the provider bills the subscription. */
    providerInvoiceId: text("provider_invoice_id").unique(),
    /** Where the member confirms the charge with their bank (3-D Secure), while it waits for that. */
    actionUrl: text("action_url"),
    createdAt: time("created_at").notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("subscription_invoices_period_key").on(table.subscriptionId, table.reason, table.periodStart),
    index("subscription_invoices_due_idx").on(table.nextAttemptAt).where(sql`status = 'open'`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
