// The plans members subscribe to, as the admin makes and changes them.
import type { PlanAudience } from "@cbm/contracts";
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import { type PlanRow, plans } from "./tables.ts";

export function plansOf(db: Executor, filter: { audience?: PlanAudience; activeOnly: boolean }) {
  const conditions = [
    filter.audience ? eq(plans.audience, filter.audience) : undefined,
    filter.activeOnly ? eq(plans.active, true) : undefined,
  ];
  return db
    .select()
    .from(plans)
    .where(and(...conditions))
    .orderBy(asc(plans.audience), asc(plans.displayOrder), asc(plans.monthlyPrice));
}

export async function planOf(db: Executor, where: { id: string } | { slug: string }) {
  const [row] = await db
    .select()
    .from(plans)
    .where("id" in where ? eq(plans.id, where.id) : eq(plans.slug, where.slug));
  return row;
}

/** The new plan; none when its slug is taken. */
export async function insertedPlan(db: Executor, plan: typeof plans.$inferInsert) {
  const [row] = await db.insert(plans).values(plan).onConflictDoNothing().returning();
  return row;
}

/** Plans as the demo data has them: those whose slug is taken are left as they are. */
export function insertedPlans(db: Executor, rows: (typeof plans.$inferInsert)[]): Promise<PlanRow[]> {
  return db.insert(plans).values(rows).onConflictDoNothing().returning();
}

export async function updatedPlan(db: Executor, id: string, fields: Partial<typeof plans.$inferInsert>) {
  const [row] = await db
    .update(plans)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(plans.id, id))
    .returning();
  return row;
}
