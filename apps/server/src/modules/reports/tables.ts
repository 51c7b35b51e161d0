import type { ReportReason, ReportSubject } from "@cbm/contracts";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { userReference } from "../users/index.ts";

/**
 * One report of one thing (a user, outfit, closet, comment, event or message) by one person; the admin
 * area moderates them. A person reports a thing once: reporting it again changes nothing.
 */
export const reports = pgTable(
  "reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reporterId: userReference("reporter_id", "set null"),
    subjectType: text("subject_type").$type<ReportSubject>().notNull(),
    subjectId: uuid("subject_id").notNull(),
    /** Whose thing it is, so moderators see repeat offenders; null once that account is deleted. */
    subjectOwnerId: userReference("subject_owner_id", "set null"),
    reason: text("reason").$type<ReportReason>().notNull(),
    details: text("details"),
    status: text("status").$type<"open" | "dismissed" | "actioned">().notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: userReference("handled_by", "set null"),
  },
  (table) => [
    uniqueIndex("reports_reporter_subject_key").on(table.reporterId, table.subjectType, table.subjectId),
    index("reports_status_created_idx").on(table.status, table.createdAt),
    index("reports_subject_idx").on(table.subjectType, table.subjectId),
  ],
);

export type ReportRow = typeof reports.$inferSelect;
export type NewReportRow = typeof reports.$inferInsert;
