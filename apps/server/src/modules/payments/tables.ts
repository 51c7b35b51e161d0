import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { userReference } from "../users/index.ts";

/** The customer the payment provider keeps for a CBM user, made when they first save a card. */
export const paymentCustomers = pgTable("payment_customers", {
  userId: userReference("user_id", "cascade").primaryKey(),
  customerId: text("customer_id").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A user's saved cards: the provider's payment method and what a receipt shows; at most one default. */
export const cards = pgTable(
  "cards",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userReference("user_id", "cascade").notNull(),
    providerMethodId: text("provider_method_id").notNull().unique(),
    brand: text("brand").notNull(),
    last4: text("last4").notNull(),
    expMonth: integer("exp_month").notNull(),
    expYear: integer("exp_year").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("cards_user_idx").on(table.userId, table.createdAt),
    uniqueIndex("cards_one_default_key").on(table.userId).where(sql`${table.isDefault}`),
  ],
);

export type CardRow = typeof cards.$inferSelect;
