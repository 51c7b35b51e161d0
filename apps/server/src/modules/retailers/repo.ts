import type { RetailerStep } from "@cbm/contracts";
import { eq, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import {
  type NewRetailerLeadRow,
  type RetailerLeadRow,
  type RetailerProfileRow,
  retailerLeads,
  retailerProfiles,
} from "./tables.ts";

export async function retailerProfileOf(
  db: Executor,
  userId: string,
): Promise<RetailerProfileRow | undefined> {
  const [row] = await db.select().from(retailerProfiles).where(eq(retailerProfiles.userId, userId)).limit(1);
  return row;
}

/**
 * Sets one step's answer, keeping the others, and marks the step answered: one statement, so two
 * answers saved at once for different steps both stay.
 */
export async function savedRetailerAnswer(
  db: Executor,
  userId: string,
  step: RetailerStep,
  answer: object,
): Promise<RetailerProfileRow> {
  const [row] = await db
    .insert(retailerProfiles)
    .values({ userId, answers: { [step]: answer }, answeredSteps: [step] })
    .onConflictDoUpdate({
      target: retailerProfiles.userId,
      set: {
        answers: sql`${retailerProfiles.answers} || excluded.answers`,
        answeredSteps: sql`case when ${step} = any(${retailerProfiles.answeredSteps}) then ${retailerProfiles.answeredSteps} else array_append(${retailerProfiles.answeredSteps}, ${step}::text) end`,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error("retailer profile upsert returned nothing");
  return row;
}

export async function insertedRetailerProfiles(
  db: Executor,
  rows: Pick<RetailerProfileRow, "userId" | "answers" | "answeredSteps">[],
): Promise<void> {
  if (rows.length > 0) await db.insert(retailerProfiles).values(rows);
}

export async function insertedRetailerLeads(
  db: Executor,
  leads: NewRetailerLeadRow[],
): Promise<RetailerLeadRow[]> {
  if (leads.length === 0) return [];
  return db.insert(retailerLeads).values(leads).returning();
}

/** Deletes the retailer profile of a person whose account is being deleted. */
export async function forgetPerson(db: Executor, userId: string): Promise<void> {
  await db.delete(retailerProfiles).where(eq(retailerProfiles.userId, userId));
}

/** How many retailer leads came in (the admin dashboard). */
export async function countRetailerLeads(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(retailerLeads);
  return row?.count ?? 0;
}
