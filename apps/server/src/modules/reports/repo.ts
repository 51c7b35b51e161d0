import type { Executor } from "../../platform/db.ts";
import { type NewReportRow, reports } from "./tables.ts";

/** A person's second report of the same thing changes nothing. */
export async function insertReportOnce(db: Executor, report: NewReportRow): Promise<void> {
  await db.insert(reports).values(report).onConflictDoNothing();
}
