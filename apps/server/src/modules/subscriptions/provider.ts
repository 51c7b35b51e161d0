// Subscriptions that Stripe Billing bills (the payment port has `billing`): CBM asks the provider to
// start, change and end them, and writes down what the provider then has. A webhook only says "look
// again": the provider's subscription and its latest invoice are read afresh and compared with ours, so
// a replayed or late webhook finds nothing new and tells the member nothing twice.
import type { BillingInterval } from "@cbm/contracts";
import { type Db, inTransaction, type Tx } from "../../platform/db.ts";
import type {
  BillingPrice,
  ProviderInvoice,
  ProviderSubscription,
  SubscriptionBilling,
} from "../../platform/payments.ts";
import { savedCard } from "../payments/index.ts";
import { type Attempt, attempt, type Billing } from "./billing.ts";
import * as invoicesRepo from "./invoices-repo.ts";
import { renewedTerms } from "./lifecycle.ts";
import * as plansRepo from "./plans-repo.ts";
import * as repo from "./repo.ts";
import { priceOf } from "./shown.ts";
import type { InvoiceRow, PlanRow, StoredStatus, SubscriptionRow } from "./tables.ts";

const NO_CARD = "The card for this subscription was removed. Add a card to keep your plan.";
/** No subscription has this id (a uuid's nil value), for a lookup with nothing to look up. */
const NO_ID = "00000000-0000-0000-0000-000000000000";

export const priceFor = (plan: PlanRow, interval: BillingInterval): BillingPrice => ({
  planId: plan.id,
  planName: plan.name,
  amountMinor: priceOf(plan, interval),
  currency: plan.currency,
  interval,
});

/** Our status for the provider's; an incomplete or paused one keeps ours. */
function statusFrom(provider: ProviderSubscription, row: SubscriptionRow): StoredStatus {
  switch (provider.status) {
    case "trialing":
    case "active":
    case "past_due":
      return provider.status;
    case "canceled": {
      const ranOut = provider.endedAt !== null && provider.endedAt >= provider.currentPeriodEnd;
      return ranOut && (provider.cancelAtPeriodEnd || row.cancelAtPeriodEnd) ? "expired" : "cancelled";
    }
    case "unpaid":
    case "incomplete_expired":
      return "cancelled";
    default:
      return row.status;
  }
}

const invoiceFields = (invoice: ProviderInvoice) => ({
  status:
    invoice.status === "paid"
      ? ("paid" as const)
      : invoice.status === "open" || invoice.status === "draft"
        ? ("open" as const)
        : ("uncollectible" as const),
  subtotal: invoice.subtotal,
  credit: Math.max(0, invoice.subtotal - invoice.amount),
  amount: invoice.amount,
  attempts: invoice.attempts,
  failureMessage: invoice.status === "paid" ? null : invoice.failureMessage,
  chargeId: invoice.chargeId,
  card: invoice.card,
  actionUrl: invoice.status === "open" ? invoice.actionUrl : null,
  nextAttemptAt: invoice.status === "open" ? invoice.nextAttemptAt : null,
});

/** The provider's invoice written down; answers ours as it was before (none when new). */
async function invoiceIn(
  tx: Tx,
  row: SubscriptionRow,
  invoice: ProviderInvoice,
): Promise<InvoiceRow | undefined> {
  const before = await invoicesRepo.invoiceOfProvider(tx, invoice.id);
  if (before) {
    // A refund is CBM's (the payment's), and Stripe's invoice stays paid: it is not undone by a sync.
    const fields = invoiceFields(invoice);
    await invoicesRepo.updatedInvoice(tx, before.id, {
      ...fields,
      status: before.status === "refunded" ? "refunded" : fields.status,
    });
    return before;
  }
  await invoicesRepo.insertedInvoice(tx, {
    subscriptionId: row.id,
    reason: invoice.reason,
    periodStart: invoice.periodStart,
    periodEnd: invoice.periodEnd,
    currency: row.currency,
    providerInvoiceId: invoice.id,
    createdAt: invoice.periodStart,
    ...invoiceFields(invoice),
  });
  return undefined;
}

export function providerBilled(db: Db, kit: Billing, billing: SubscriptionBilling) {
  /** What the provider has now, written over ours; each change is told to the member once. */
  async function syncedIn(
    tx: Tx,
    row: SubscriptionRow,
    provider: ProviderSubscription,
  ): Promise<SubscriptionRow> {
    if (row.status === "incomplete") return startedIn(tx, row, provider);
    const invoice = provider.latestInvoice;
    const before = invoice ? await invoiceIn(tx, row, invoice) : undefined;
    const renewed = provider.currentPeriodStart.getTime() > row.currentPeriodStart.getTime();
    const status = statusFrom(provider, row);
    const ended = status === "cancelled" || status === "expired";
    const updated = (await repo.updatedSubscription(tx, row.id, {
      status,
      currentPeriodStart: provider.currentPeriodStart,
      currentPeriodEnd: provider.currentPeriodEnd,
      trialEnd: provider.trialEnd,
      cancelAtPeriodEnd: provider.cancelAtPeriodEnd,
      ...(renewed ? await renewedTerms(tx, row, provider.currentPeriodStart) : {}),
      // Cancelling dropped the provider's schedule: a price notice is told to it again after a resume.
      ...(provider.cancelAtPeriodEnd !== row.cancelAtPeriodEnd ? { pendingPriceAtProvider: false } : {}),
      ...(provider.cancelAtPeriodEnd || ended ? { scheduledPlanId: null, scheduledInterval: null } : {}),
      ...(ended ? { endedAt: row.endedAt ?? provider.endedAt ?? new Date() } : {}),
    })) as SubscriptionRow;
    if (ended && row.status !== status) {
      await kit.announce(tx, updated, status as "cancelled" | "expired", {
        on: updated.endedAt,
        mark: provider.id,
      });
    } else if (
      invoice?.status === "paid" &&
      before?.status !== "paid" &&
      invoice.reason === "subscription_cycle"
    ) {
      await kit.announce(tx, updated, "renewed", {
        amount: invoice.amount,
        on: updated.currentPeriodEnd,
        mark: invoice.id,
      });
    } else if (invoice?.status === "open" && invoice.actionUrl && !before?.actionUrl) {
      await kit.announce(tx, updated, "payment-action-required", {
        amount: invoice.amount,
        mark: invoice.id,
      });
    } else if (
      invoice?.status === "open" &&
      invoice.failureMessage &&
      invoice.attempts > (before?.attempts ?? 0)
    ) {
      await kit.announce(tx, updated, "payment-failed", {
        amount: invoice.amount,
        on: invoice.nextAttemptAt,
        mark: `${invoice.id}-${invoice.attempts}`,
      });
    }
    if (!ended && provider.cancelAtPeriodEnd !== row.cancelAtPeriodEnd) {
      await kit.announce(tx, updated, provider.cancelAtPeriodEnd ? "cancel-scheduled" : "resumed", {
        on: updated.currentPeriodEnd,
      });
    }
    return updated;
  }

  /**
   * A held place the provider has started (its first payment made, confirmed with the bank, or a trial),
   * started here once, whether the member's request or the provider's webhook comes first. One the
   * provider gave up on (never confirmed) frees the member's place.
   */
  async function startedIn(tx: Tx, held: SubscriptionRow, provider: ProviderSubscription) {
    if (provider.status === "incomplete_expired" || provider.status === "canceled") {
      await repo.deleteSubscription(tx, held.id);
      return held;
    }
    if (provider.status !== "active" && provider.status !== "trialing") return held;
    const started = await repo.updatedSubscription(
      tx,
      held.id,
      {
        status: provider.status,
        providerSubscriptionId: provider.id,
        currentPeriodStart: provider.currentPeriodStart,
        currentPeriodEnd: provider.currentPeriodEnd,
        trialEnd: provider.trialEnd,
      },
      { status: ["incomplete"] },
    );
    if (!started) return (await repo.subscriptionOf(tx, { id: held.id })) as SubscriptionRow;
    const invoice = provider.latestInvoice;
    if (invoice && invoice.amount > 0) await invoiceIn(tx, started, invoice);
    const trial = provider.status === "trialing";
    await kit.announce(tx, started, trial ? "trial-started" : "started", {
      on: trial ? started.trialEnd : started.currentPeriodEnd,
    });
    return started;
  }

  /** Asks the provider, then writes down what it has under the row's lock. */
  async function applied(
    row: SubscriptionRow,
    call: (id: string) => Promise<ProviderSubscription>,
  ): Promise<Attempt<SubscriptionRow>> {
    const outcome = await attempt(() => call(row.providerSubscriptionId as string));
    if (!("done" in outcome)) return outcome;
    const done = await inTransaction(db, async (tx) => {
      const locked = (await repo.subscriptionOf(tx, { id: row.id }, true)) as SubscriptionRow;
      return syncedIn(tx, locked, outcome.done);
    });
    return { done };
  }

  return {
    billing,
    applied,
    startedIn,

    /** Ends it at the provider now, or lets it run to its period's end (a waiting downgrade dropped). */
    cancel: (row: SubscriptionRow, now: boolean) =>
      applied(row, (id) => (now ? billing.cancel(id) : billing.setCancelAtPeriodEnd(id, true))),

    /** Starts the held subscription at the provider: charged now, or trialing; declined, nothing is kept there. */
    async start(
      held: SubscriptionRow,
      plan: PlanRow,
      idempotencyKey: string,
    ): Promise<Attempt<ProviderSubscription>> {
      const card = held.cardId ? await savedCard(db, held.userId, held.cardId) : undefined;
      if (!card?.customerId) return { declined: NO_CARD };
      const { customerId, paymentMethodId } = card;
      return attempt(() =>
        billing.start({
          customerId,
          paymentMethodId,
          price: priceFor(plan, held.interval),
          trialDays: held.trialEnd ? plan.trialDays : 0,
          idempotencyKey,
          metadata: { subscriptionId: held.id, userId: held.userId },
        }),
      );
    },

    /**
     * Tells the provider a plan's new price for each subscription it bills whose next renewal comes on or
     * after the notice's date, once (the clock calls it each minute; a failure is tried again then).
     */
    async passOnNewPrices(): Promise<void> {
      for (const row of await repo.priceNoticesForProvider(db)) {
        const plan = (await plansRepo.planOf(db, { id: row.planId })) as PlanRow;
        const price = { ...priceFor(plan, row.interval), amountMinor: row.pendingPrice as number };
        const told = await attempt(() =>
          billing.changeAtRenewal(row.providerSubscriptionId as string, price),
        );
        if ("done" in told) await repo.updatedSubscription(db, row.id, { pendingPriceAtProvider: true });
      }
    },

    /** A webhook said the provider's subscription changed: read it again and write it down. */
    async sync(providerSubscriptionId: string): Promise<void> {
      const provider = await billing.retrieve(providerSubscriptionId);
      await inTransaction(db, async (tx) => {
        // A start whose answer was lost is known by the id CBM gave it.
        const row =
          (await repo.subscriptionOfProvider(tx, providerSubscriptionId)) ??
          (await repo.heldSubscription(tx, provider.metadata.subscriptionId ?? NO_ID));
        if (row) await syncedIn(tx, row, provider);
      });
    },
  };
}

export type ProviderBilled = ReturnType<typeof providerBilled>;
