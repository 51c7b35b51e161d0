// What a member changes on their live subscription besides its plan (plan-change.ts): cancel at the
// period's end and resume, change the card; and ending a subscription now, as the admin and a deletion do.
import type { Subscription } from "@cbm/contracts";
import { type Db, inTransaction, type Tx } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import { savedCard } from "../payments/index.ts";
import { type Attempt, type Billing, CONFIRM_WITH_BANK, type Outcome, refusalOf } from "./billing.ts";
import * as invoicesRepo from "./invoices-repo.ts";
import type { ProviderBilled } from "./provider.ts";
import * as repo from "./repo.ts";
import type { SubscriptionRow } from "./tables.ts";

const NONE = "You have no subscription. Choose a plan to subscribe.";
const ALREADY_CANCELLED = "Your subscription is already cancelled at the period's end.";
const NOT_CANCELLED = "Your subscription is not cancelled.";
const CARD_NOT_FOUND = "We could not find this card.";

/** A provider's call answered: the subscription as it now is, or the refusal (402 or 503). */
export function doneOrRefused<T>(outcome: Attempt<T>): T {
  if (!("done" in outcome)) throw refusalOf(outcome);
  return outcome.done;
}

/** The provider that bills `row`; none when CBM bills it itself. */
export const atProvider = (billed: ProviderBilled | undefined, row: SubscriptionRow) =>
  billed && row.providerSubscriptionId ? billed : undefined;

/** The member's live subscription; a 404 when they have none. */
export async function liveOf(ex: Db | Tx, userId: string, forUpdate = false) {
  const row = await repo.liveSubscriptionOf(ex, userId, forUpdate);
  if (!row) throw AppError.notFound(NONE);
  return row;
}

export function changing(db: Db, kit: Billing, billed?: ProviderBilled) {
  /** Stripe charges renewals (and the open invoice, now) to the new card; a decline there is a 402 here. */
  async function cardChangedAtProvider(provider: ProviderBilled, row: SubscriptionRow, cardId: string) {
    const card = await savedCard(db, row.userId, cardId);
    if (!card) throw AppError.field("paymentMethodId", CARD_NOT_FOUND);
    const open = (await invoicesRepo.invoicesOf(db, [row.id])).find((one) => one.status === "open");
    const id = row.providerSubscriptionId as string;
    const synced = doneOrRefused(
      await provider.applied(row, () =>
        provider.billing.changeCard(id, card.paymentMethodId, open?.providerInvoiceId ?? undefined),
      ),
    );
    const changed = await inTransaction(db, async (tx) => {
      const updated = (await repo.updatedSubscription(tx, row.id, { cardId })) as SubscriptionRow;
      await kit.announce(tx, updated, "card-changed");
      return updated;
    });
    if (open && synced.status === "past_due") {
      const still = await invoicesRepo.invoiceOfProvider(db, open.providerInvoiceId ?? "");
      throw AppError.paymentDeclined(still?.failureMessage ?? "Your card was declined.");
    }
    return kit.shown(db, changed);
  }

  return {
    /** Cancels at the period's end; a past-due subscription (its period unpaid) ends at once. */
    async cancel(userId: string): Promise<Subscription> {
      const live = await liveOf(db, userId);
      const provider = atProvider(billed, live);
      if (provider) {
        if (live.status !== "past_due" && live.cancelAtPeriodEnd) throw AppError.conflict(ALREADY_CANCELLED);
        return kit.shown(db, doneOrRefused(await provider.cancel(live, live.status === "past_due")));
      }
      return inTransaction(db, async (tx) => {
        const row = await liveOf(tx, userId, true);
        if (row.status === "past_due") return kit.shown(tx, await endedNowIn(tx, kit, row, new Date()));
        if (row.cancelAtPeriodEnd) throw AppError.conflict(ALREADY_CANCELLED);
        return kit.shown(tx, await cancelledAtPeriodEndIn(tx, kit, row));
      });
    },

    async resume(userId: string): Promise<Subscription> {
      const live = await liveOf(db, userId);
      if (!live.cancelAtPeriodEnd) throw AppError.conflict(NOT_CANCELLED);
      const provider = atProvider(billed, live);
      if (provider) {
        const id = live.providerSubscriptionId as string;
        const resumed = await provider.applied(live, () => provider.billing.setCancelAtPeriodEnd(id, false));
        return kit.shown(db, doneOrRefused(resumed));
      }
      return inTransaction(db, async (tx) => {
        const row = await liveOf(tx, userId, true);
        if (!row.cancelAtPeriodEnd) throw AppError.conflict(NOT_CANCELLED);
        const resumed = (await repo.updatedSubscription(tx, row.id, {
          cancelAtPeriodEnd: false,
        })) as SubscriptionRow;
        await kit.announce(tx, resumed, "resumed", { on: resumed.currentPeriodEnd });
        return kit.shown(tx, resumed);
      });
    },

    /**
     * Renewals charge another saved card; the open invoice of a past-due subscription is charged to it now,
     * with the member at the screen: their bank may ask them to confirm (a 402 with the secret to confirm by),
     * and the same card asked again once they did gives back the charge.
     */
    async changeCard(
      userId: string,
      cardId: string,
      collect: (
        invoiceId: string,
        now: Date,
        memberAtScreen: boolean,
      ) => Promise<Outcome | { confirm: string } | undefined>,
    ) {
      const live = await liveOf(db, userId);
      const provider = atProvider(billed, live);
      if (provider) return cardChangedAtProvider(provider, live, cardId);
      const now = new Date();
      const open = await inTransaction(db, async (tx) => {
        const card = await savedCard(tx, userId, cardId);
        if (!card) throw AppError.field("paymentMethodId", CARD_NOT_FOUND);
        const row = await liveOf(tx, userId, true);
        const changed = (await repo.updatedSubscription(tx, row.id, { cardId })) as SubscriptionRow;
        await kit.announce(tx, changed, "card-changed");
        const invoice = (await invoicesRepo.invoicesOf(tx, [row.id])).find((one) => one.status === "open");
        if (invoice) await invoicesRepo.updatedInvoice(tx, invoice.id, { nextAttemptAt: now });
        return { row: changed, invoice };
      });
      const outcome = open.invoice ? await collect(open.invoice.id, now, true) : undefined;
      if (outcome && "confirm" in outcome) {
        throw AppError.paymentNeedsConfirmation(CONFIRM_WITH_BANK, { clientSecret: outcome.confirm });
      }
      if (outcome && "declined" in outcome) throw refusalOf(outcome);
      return kit.shown(db, (await repo.subscriptionOf(db, { id: open.row.id })) as SubscriptionRow);
    },
  };
}

/** Ends a subscription now: its open invoice is no longer charged. */
export async function endedNowIn(tx: Tx, kit: Billing, row: SubscriptionRow, now: Date) {
  await invoicesRepo.closeOpenInvoices(tx, row.id);
  const ended = (await repo.updatedSubscription(tx, row.id, {
    status: "cancelled",
    endedAt: now,
    cancelAtPeriodEnd: false,
    scheduledPlanId: null,
    scheduledInterval: null,
  })) as SubscriptionRow;
  await kit.announce(tx, ended, "cancelled", { on: now });
  return ended;
}

/** Lets a subscription run to its period's end, then expire; a waiting downgrade is dropped. */
export async function cancelledAtPeriodEndIn(tx: Tx, kit: Billing, row: SubscriptionRow) {
  const cancelled = (await repo.updatedSubscription(tx, row.id, {
    cancelAtPeriodEnd: true,
    scheduledPlanId: null,
    scheduledInterval: null,
  })) as SubscriptionRow;
  await kit.announce(tx, cancelled, "cancel-scheduled", { on: row.currentPeriodEnd });
  return cancelled;
}
