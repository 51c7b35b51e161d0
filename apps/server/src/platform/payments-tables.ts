// The built-in test provider's own records (payments-test.ts): what Stripe would keep on its side.
import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Payment methods attached to customers: copies of the test methods, as Stripe makes them. */
export const testPaymentMethods = pgTable("test_payment_methods", {
  id: text("id").primaryKey(),
  /** The documented test method it copies (pm_card_visa, ...): what its charges do. */
  behaviour: text("behaviour").notNull(),
  customerId: text("customer_id"),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: integer("exp_month").notNull(),
  expYear: integer("exp_year").notNull(),
  detachedAt: timestamp("detached_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every charge asked for, declined ones too, by its idempotency key. */
export const testCharges = pgTable("test_charges", {
  id: text("id").primaryKey(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  /** What was asked, to tell a replay from another request under the same key. */
  request: text("request").notNull(),
  paymentMethodId: text("payment_method_id").notNull(),
  amountMinor: integer("amount_minor").notNull(),
  currency: text("currency").notNull(),
  /** succeeded, or the decline's code. */
  outcome: text("outcome").notNull(),
  card: jsonb("card").notNull(),
  metadata: jsonb("metadata").$type<Record<string, string>>().notNull(),
  refundedMinor: integer("refunded_minor").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const testRefunds = pgTable("test_refunds", {
  id: text("id").primaryKey(),
  idempotencyKey: text("idempotency_key").notNull().unique(),
  chargeId: text("charge_id")
    .notNull()
    .references(() => testCharges.id),
  amountMinor: integer("amount_minor").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
