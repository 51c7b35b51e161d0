import type { RetailerAnswers, RetailerLeadAnswers } from "@cbm/contracts";
import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userReference } from "../users/index.ts";

/**
 * A retailer's business profile, from the retailer questionnaire: one typed answer per step (the
 * contracts validate each), read by the admins and by matching with influencers.
 */
export const retailerProfiles = pgTable("retailer_profiles", {
  userId: userReference("user_id", "cascade").primaryKey(),
  answers: jsonb("answers").$type<RetailerAnswers>().notNull().default({}),
  answeredSteps: text("answered_steps").array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type RetailerProfileRow = typeof retailerProfiles.$inferSelect;

/** A prospective retailer's answers from the public /retailer-questionnaire, kept for the admins. */
export const retailerLeads = pgTable(
  "retailer_leads",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessName: text("business_name").notNull(),
    contactName: text("contact_name").notNull(),
    /** Stored lower-cased. */
    email: text("email").notNull(),
    answers: jsonb("answers").$type<RetailerLeadAnswers>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (table) => [
    index("retailer_leads_created_idx").on(table.createdAt),
    index("retailer_leads_email_idx").on(table.email),
  ],
);

export type RetailerLeadRow = typeof retailerLeads.$inferSelect;
export type NewRetailerLeadRow = typeof retailerLeads.$inferInsert;
