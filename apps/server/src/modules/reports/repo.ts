import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import { type NewReportRow, reports } from "./tables.ts";

/** A person's second report of the same thing changes nothing. */
export async function insertReportOnce(db: Executor, report: NewReportRow): Promise<void> {
  await db.insert(reports).values(report).onConflictDoNothing();
}

/** How many reports wait for a moderator (the admin dashboard). */
export async function countOpenReports(db: Executor): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(reports)
    .where(eq(reports.status, "open"));
  return row?.count ?? 0;
}
