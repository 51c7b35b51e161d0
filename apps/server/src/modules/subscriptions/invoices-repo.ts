// The invoices of subscriptions: written per period and change, charged and retried by the clock (or the
// provider's), read by the member and the admin.
import { and, desc, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Executor, Tx } from "../../platform/db.ts";
import { type InvoiceRow, invoices, subscriptions } from "./tables.ts";

export function invoicesOf(db: Executor, subscriptionIds: string[]) {
  if (subscriptionIds.length === 0) return Promise.resolve([] as InvoiceRow[]);
  return db
    .select()
    .from(invoices)
    .where(inArray(invoices.subscriptionId, subscriptionIds))
    .orderBy(desc(invoices.periodStart), desc(invoices.createdAt));
}

/** A new invoice; none when the period already has one of that reason (another instance wrote it). */
export async function insertedInvoice(db: Executor, row: typeof invoices.$inferInsert) {
  const [inserted] = await db.insert(invoices).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function invoiceOfProvider(db: Executor, providerInvoiceId: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.providerInvoiceId, providerInvoiceId));
  return row;
}

export async function updatedInvoice(
  db: Executor,
  id: string,
  fields: Partial<typeof invoices.$inferInsert>,
) {
  const [row] = await db.update(invoices).set(fields).where(eq(invoices.id, id)).returning();
  return row as InvoiceRow;
}

/**
 * Open invoices CBM bills (of `userId`'s subscriptions alone, when given) whose next try is due (a
 * provider's are retried by the provider).
 */
export function dueInvoices(db: Executor, now: Date, userId?: string) {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.status, "open"),
        lte(invoices.nextAttemptAt, now),
        isNull(invoices.providerInvoiceId),
        userId
          ? inArray(
              invoices.subscriptionId,
              db.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId)),
            )
          : undefined,
      ),
    );
}

/**
 * Takes the invoice's next charge for this caller alone: the attempt is counted and the next one moved
 * to `leaseUntil`, in one statement, so another instance finds it not due.
 */
export async function claimedAttempt(db: Executor, id: string, now: Date, leaseUntil: Date) {
  const [row] = await db
    .update(invoices)
    .set({ attempts: sql`${invoices.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(and(eq(invoices.id, id), eq(invoices.status, "open"), lte(invoices.nextAttemptAt, now)))
    .returning();
  return row;
}

/** The invoice if it is still open, locked until the transaction ends. */
export async function openInvoiceOf(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.status, "open")))
    .for("update");
  return row;
}

export async function closeOpenInvoices(db: Executor, subscriptionId: string): Promise<void> {
  await db
    .update(invoices)
    .set({ status: "uncollectible", nextAttemptAt: null })
    .where(and(eq(invoices.subscriptionId, subscriptionId), eq(invoices.status, "open")));
}

export async function lastPaidInvoice(db: Executor, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.subscriptionId, subscriptionId),
        eq(invoices.status, "paid"),
        isNotNull(invoices.chargeId),
      ),
    )
    .orderBy(desc(invoices.createdAt))
    .limit(1);
  return row;
}
