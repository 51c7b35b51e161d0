// The clock's side of a subscription (Stripe Billing's): at a period's end it expires (cancelled at the
// period's end) or renews; a renewal's invoice is charged, and when declined retried 1, 3 and 5 days
// after the period began (past due, access kept), then the subscription is cancelled.
import { RENEWAL_RETRY_DAYS } from "@cbm/contracts";
import { type Db, inTransaction, type Tx } from "../../platform/db.ts";
import type { Charge } from "../../platform/payments.ts";
import { type Billing, type Outcome, PAID_BY_MEMBER } from "./billing.ts";
import * as invoicesRepo from "./invoices-repo.ts";
import { addDays, periodEndFrom } from "./periods.ts";
import * as plansRepo from "./plans-repo.ts";
import * as repo from "./repo.ts";
import { priceOf } from "./shown.ts";
import type { InvoiceRow, SubscriptionRow } from "./tables.ts";

/** How long a claimed charge is left to the instance that claimed it before another may try. */
const LEASE_MS = 10 * 60_000;
/** When the provider did not answer, the same attempt is tried again this much later. */
const UNKNOWN_RETRY_MS = 5 * 60_000;

const isDue = (row: SubscriptionRow, now: Date) =>
  (row.status === "trialing" || row.status === "active") && row.currentPeriodEnd <= now;

/**
 * What a renewal starting at `start` writes: a scheduled change (a downgrade), or a plan's new price once
 * its notice has run; a notice it settles is cleared. CBM's clock and the provider's renewals share it.
 */
export async function renewedTerms(tx: Tx, row: SubscriptionRow, start: Date) {
  const settled = { scheduledPlanId: null, scheduledInterval: null };
  const noticeDone = { pendingPrice: null, pendingPriceFrom: null, pendingPriceAtProvider: false };
  const plan = row.scheduledPlanId ? await plansRepo.planOf(tx, { id: row.scheduledPlanId }) : undefined;
  if (plan) {
    const interval = row.scheduledInterval ?? row.interval;
    return { planId: plan.id, interval, price: priceOf(plan, interval), ...settled, ...noticeDone };
  }
  const noticeRan =
    row.pendingPrice !== null && row.pendingPriceFrom !== null && row.pendingPriceFrom <= start;
  return {
    planId: row.planId,
    interval: row.interval,
    ...settled,
    ...(noticeRan ? { price: row.pendingPrice as number, ...noticeDone } : { price: row.price }),
  };
}

export function lifecycle(db: Db, kit: Billing) {
  /** Ends a subscription cancelled at its period's end, once that end has come. */
  const expireIn = async (tx: Tx, id: string, now: Date) => {
    const row = await repo.subscriptionOf(tx, { id }, true);
    if (!row || !isDue(row, now) || !row.cancelAtPeriodEnd) return;
    const ended = await repo.updatedSubscription(tx, id, {
      status: "expired",
      endedAt: row.currentPeriodEnd,
    });
    await kit.announce(tx, ended as SubscriptionRow, "expired", { on: row.currentPeriodEnd });
  };

  /**
   * Starts the next period with its invoice to charge. Under the row's lock, and the period's invoice is
   * unique: an instance that comes second finds the period moved on and does nothing.
   */
  const renewIn = async (tx: Tx, id: string, now: Date) => {
    const row = await repo.subscriptionOf(tx, { id }, true);
    if (!row || !isDue(row, now) || row.cancelAtPeriodEnd) return;
    const start = row.currentPeriodEnd;
    const terms = await renewedTerms(tx, row, start);
    const end = periodEndFrom(start, terms.interval);
    const invoice = await invoicesRepo.insertedInvoice(tx, {
      subscriptionId: id,
      reason: "subscription_cycle",
      periodStart: start,
      periodEnd: end,
      subtotal: terms.price,
      amount: terms.price,
      currency: row.currency,
      status: "open",
      nextAttemptAt: start,
      createdAt: start,
    });
    if (!invoice) return;
    await repo.updatedSubscription(tx, id, { ...terms, currentPeriodStart: start, currentPeriodEnd: end });
  };

  /** Writes what an invoice's charge came to, and what it means for its subscription. */
  async function settleIn(tx: Tx, invoice: InvoiceRow, outcome: Outcome, now: Date): Promise<void> {
    const row = await repo.subscriptionOf(tx, { id: invoice.subscriptionId }, true);
    if (!row) return;
    if ("paid" in outcome) {
      const { card } = outcome.paid;
      await invoicesRepo.updatedInvoice(tx, invoice.id, {
        status: "paid",
        chargeId: outcome.paid.id,
        card: { brand: card.brand, last4: card.last4 },
        nextAttemptAt: null,
        failureMessage: null,
      });
      const renewed = await repo.updatedSubscription(
        tx,
        row.id,
        { status: "active" },
        {
          status: ["trialing", "active", "past_due"],
        },
      );
      if (renewed)
        await kit.announce(tx, renewed, "renewed", {
          amount: invoice.amount,
          on: renewed.currentPeriodEnd,
          mark: invoice.id,
        });
      return;
    }
    if ("unknown" in outcome) {
      await invoicesRepo.updatedInvoice(tx, invoice.id, {
        attempts: invoice.attempts - 1,
        nextAttemptAt: new Date(now.getTime() + UNKNOWN_RETRY_MS),
      });
      return;
    }
    const retryDays = RENEWAL_RETRY_DAYS[invoice.attempts - 1];
    if (retryDays === undefined) {
      await invoicesRepo.updatedInvoice(tx, invoice.id, {
        status: "uncollectible",
        nextAttemptAt: null,
        failureMessage: outcome.declined,
      });
      const cancelled = await repo.updatedSubscription(
        tx,
        row.id,
        { status: "cancelled", endedAt: now },
        {
          status: ["trialing", "active", "past_due"],
        },
      );
      if (cancelled)
        await kit.announce(tx, cancelled, "cancelled", { amount: invoice.amount, mark: invoice.id });
      return;
    }
    const nextAttemptAt = addDays(invoice.periodStart, retryDays);
    await invoicesRepo.updatedInvoice(tx, invoice.id, { nextAttemptAt, failureMessage: outcome.declined });
    const overdue = await repo.updatedSubscription(
      tx,
      row.id,
      { status: "past_due" },
      {
        status: ["trialing", "active", "past_due"],
      },
    );
    if (overdue) {
      await kit.announce(tx, overdue, "payment-failed", {
        amount: invoice.amount,
        on: nextAttemptAt,
        mark: `${invoice.id}-${invoice.attempts}`,
      });
    }
  }

  /**
   * Claims the invoice's next charge (nothing when another instance has it), charges it and settles it.
   * With the member at the screen, their bank may ask them to confirm first: that attempt is not counted,
   * and the charge it confirms settles the invoice (`paidByMemberIn`), or the same card asked again does.
   */
  async function collect(
    invoiceId: string,
    now: Date,
    memberAtScreen = false,
  ): Promise<Outcome | { confirm: string } | undefined> {
    const claimed = await invoicesRepo.claimedAttempt(db, invoiceId, now, new Date(now.getTime() + LEASE_MS));
    if (!claimed) return undefined;
    const row = await repo.subscriptionOf(db, { id: claimed.subscriptionId });
    if (!row) return undefined;
    const outcome = await kit.chargeInvoice(row, claimed, memberAtScreen);
    const settled: Outcome = "confirm" in outcome ? { unknown: true } : outcome;
    await inTransaction(db, (tx) => settleIn(tx, claimed, settled, now));
    return outcome;
  }

  /** The provider's word that a charge the member made at the screen, after their bank's check, paid an invoice. */
  async function paidByMemberIn(tx: Tx, charge: Charge): Promise<void> {
    if (charge.metadata[PAID_BY_MEMBER] !== "true" || !charge.metadata.invoiceId) return;
    const invoice = await invoicesRepo.openInvoiceOf(tx, charge.metadata.invoiceId);
    if (invoice) await settleIn(tx, invoice, { paid: charge }, new Date());
  }

  return {
    collect,
    paidByMemberIn,

    /** Everything the clock moves by `now` (for `userId` alone, when given): expiries, renewals, then the charges due. */
    async keepTime(now: Date, userId?: string): Promise<void> {
      for (const row of await repo.dueSubscriptions(db, now, true, userId)) {
        await inTransaction(db, (tx) => expireIn(tx, row.id, now));
      }
      for (const row of await repo.dueSubscriptions(db, now, false, userId)) {
        await inTransaction(db, (tx) => renewIn(tx, row.id, now));
      }
      for (const invoice of await invoicesRepo.dueInvoices(db, now, userId)) await collect(invoice.id, now);
    },
  };
}
