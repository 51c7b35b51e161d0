// What a member changes on their live subscription: cancel at the period's end and resume, change plan
// or interval (an upgrade now with the unused time credited, a downgrade at renewal), change the card.
import type { ChangePlanBody, ChangePreview, PlanAudience, Subscription } from "@cbm/contracts";
import { type Db, inTransaction, type Tx } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import { savedCard } from "../payments/index.ts";
import { type Attempt, attempt, type Billing, type Outcome, refusalOf } from "./billing.ts";
import { monthlyOf, periodEndFrom, unusedCredit } from "./periods.ts";
import { type ProviderBilled, priceFor } from "./provider.ts";
import * as repo from "./repo.ts";
import { priceOf, toPlan } from "./shown.ts";
import { isFree, planFor } from "./subscribe.ts";
import type { PlanRow, SubscriptionRow } from "./tables.ts";

const NONE = "You have no subscription. Choose a plan to subscribe.";
const ALREADY_CANCELLED = "Your subscription is already cancelled at the period's end.";
const NOT_CANCELLED = "Your subscription is not cancelled.";
const CARD_NOT_FOUND = "We could not find this card.";

export interface Member {
  userId: string;
  audience: PlanAudience;
}

/** What a change to `plan` billed by `interval` is, from `row` at `now`. */
function changeOf(
  row: SubscriptionRow,
  current: PlanRow,
  plan: PlanRow,
  interval: "month" | "year",
  now: Date,
) {
  const price = priceOf(plan, interval);
  const dearer = monthlyOf(price, interval) > monthlyOf(row.price, row.interval);
  // Yearly to monthly always waits for the year's end: the year is paid.
  const upgrade = !isFree(plan) && dearer && !(row.interval === "year" && interval === "month");
  const credit =
    upgrade && row.status !== "trialing"
      ? unusedCredit({ start: row.currentPeriodStart, end: row.currentPeriodEnd, price: row.price }, now)
      : 0;
  const start = upgrade ? now : row.currentPeriodEnd;
  return {
    upgrade,
    price,
    credit,
    amountDue: upgrade && row.status !== "trialing" ? Math.max(0, price - credit) : 0,
    effectiveAt: start,
    periodEnd: upgrade && row.status === "trialing" ? row.currentPeriodEnd : periodEndFrom(start, interval),
    unchanged: current.id === plan.id && row.interval === interval,
  };
}

/** A provider's call answered: the subscription as it now is, or the refusal (402 or 503). */
function doneOrRefused<T>(outcome: Attempt<T>): T {
  if (!("done" in outcome)) throw refusalOf(outcome);
  return outcome.done;
}

export function changing(db: Db, kit: Billing, billed?: ProviderBilled) {
  const atProvider = (row: SubscriptionRow) => (billed && row.providerSubscriptionId ? billed : undefined);

  async function liveOf(ex: Db | Tx, userId: string, forUpdate = false) {
    const row = await repo.liveSubscriptionOf(ex, userId, forUpdate);
    if (!row) throw AppError.notFound(NONE);
    return row;
  }

  /** The live subscription and the change asked, refused when it cannot be made now. */
  async function proposed(ex: Db, member: Member, body: ChangePlanBody, now: Date) {
    const row = await liveOf(ex, member.userId);
    const plan = await planFor(ex, member.audience, body.planId);
    const current = (await repo.planOf(ex, { id: row.planId })) as PlanRow;
    const change = changeOf(row, current, plan, body.interval, now);
    if (change.unchanged) throw AppError.conflict("This is your plan already.");
    if (row.status === "past_due") {
      throw AppError.conflict(
        "Your last payment failed. Update your card to settle it before changing plans.",
      );
    }
    return { row, plan, change };
  }

  /** Applies an upgrade in one transaction, once: a request that comes second finds the period moved on. */
  const upgradedIn = async (
    tx: Tx,
    held: SubscriptionRow,
    plan: PlanRow,
    body: ChangePlanBody,
    change: ReturnType<typeof changeOf>,
    paid?: { id: string; brand: string; last4: string; providerInvoiceId?: string },
  ) => {
    const row = await repo.subscriptionOf(tx, { id: held.id }, true);
    if (!row || row.currentPeriodStart.getTime() !== held.currentPeriodStart.getTime()) return row;
    const upgraded = (await repo.updatedSubscription(tx, row.id, {
      planId: plan.id,
      interval: body.interval,
      price: change.price,
      currentPeriodStart: row.status === "trialing" ? row.currentPeriodStart : change.effectiveAt,
      currentPeriodEnd: change.periodEnd,
      cancelAtPeriodEnd: false,
      scheduledPlanId: null,
      scheduledInterval: null,
      pendingPrice: null,
      pendingPriceFrom: null,
    })) as SubscriptionRow;
    if (paid) {
      await repo.insertedInvoice(tx, {
        subscriptionId: row.id,
        reason: "subscription_update",
        periodStart: change.effectiveAt,
        periodEnd: change.periodEnd,
        subtotal: change.price,
        credit: change.credit,
        amount: change.amountDue,
        currency: row.currency,
        status: "paid",
        attempts: 1,
        chargeId: paid.id,
        card: { brand: paid.brand, last4: paid.last4 },
        providerInvoiceId: paid.providerInvoiceId,
        createdAt: change.effectiveAt,
      });
    }
    await kit.announce(tx, upgraded, "upgraded", { amount: change.amountDue, on: change.periodEnd });
    return upgraded;
  };

  /** A downgrade (or a free plan, which is cancelling) waits for the period's end. */
  const downgradedIn = async (tx: Tx, row: SubscriptionRow, plan: PlanRow, body: ChangePlanBody) => {
    const fields = isFree(plan)
      ? { cancelAtPeriodEnd: true, scheduledPlanId: null, scheduledInterval: null }
      : { cancelAtPeriodEnd: false, scheduledPlanId: plan.id, scheduledInterval: body.interval };
    const changed = (await repo.updatedSubscription(tx, row.id, fields)) as SubscriptionRow;
    await kit.announce(tx, changed, isFree(plan) ? "cancel-scheduled" : "downgrade-scheduled", {
      amount: priceOf(plan, body.interval),
      on: row.currentPeriodEnd,
    });
    return changed;
  };

  /** Stripe prorates and charges the upgrade; we write down its new period and invoice. */
  async function upgradedAtProvider(
    provider: ProviderBilled,
    row: SubscriptionRow,
    plan: PlanRow,
    body: ChangePlanBody,
    change: ReturnType<typeof changeOf>,
  ): Promise<Subscription> {
    const key = `upgrade-${row.id}-${row.currentPeriodStart.getTime()}-${plan.id}-${body.interval}`;
    const id = row.providerSubscriptionId as string;
    const price = priceFor(plan, body.interval);
    const upgraded = doneOrRefused(await attempt(() => provider.billing.upgrade(id, price, key)));
    const invoice = upgraded.latestInvoice;
    const charged =
      invoice?.reason === "subscription_update" && invoice.status === "paid" ? invoice : undefined;
    const actual = {
      ...change,
      effectiveAt: upgraded.currentPeriodStart,
      periodEnd: upgraded.currentPeriodEnd,
      amountDue: charged?.amount ?? 0,
      credit: charged ? Math.max(0, charged.subtotal - charged.amount) : 0,
    };
    const paid = charged?.chargeId
      ? {
          id: charged.chargeId,
          providerInvoiceId: charged.id,
          ...(charged.card ?? { brand: "card", last4: "" }),
        }
      : undefined;
    const done = await inTransaction(db, (tx) => upgradedIn(tx, row, plan, body, actual, paid));
    return kit.shown(db, done ?? row);
  }

  /** Stripe charges renewals (and the open invoice, now) to the new card; a decline there is a 402 here. */
  async function cardChangedAtProvider(provider: ProviderBilled, row: SubscriptionRow, cardId: string) {
    const card = await savedCard(db, row.userId, cardId);
    if (!card) throw AppError.field("paymentMethodId", CARD_NOT_FOUND);
    const open = (await repo.invoicesOf(db, [row.id])).find((one) => one.status === "open");
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
      const still = await repo.invoiceOfProvider(db, open.providerInvoiceId ?? "");
      throw AppError.paymentDeclined(still?.failureMessage ?? "Your card was declined.");
    }
    return kit.shown(db, changed);
  }

  return {
    async preview(member: Member, body: ChangePlanBody): Promise<ChangePreview> {
      const { row, plan, change } = await proposed(db, member, body, new Date());
      return {
        kind: change.upgrade ? "upgrade" : "downgrade",
        plan: toPlan(plan),
        interval: body.interval,
        price: change.price,
        currency: row.currency,
        credit: change.credit,
        amountDue: change.amountDue,
        effectiveAt: change.effectiveAt.toISOString(),
        periodEnd: change.periodEnd.toISOString(),
      };
    },

    async change(member: Member, body: ChangePlanBody): Promise<Subscription> {
      const now = new Date();
      const { row, plan, change } = await proposed(db, member, body, now);
      const provider = atProvider(row);
      if (!change.upgrade) {
        if (provider) {
          const id = row.providerSubscriptionId as string;
          doneOrRefused(
            await attempt(() =>
              isFree(plan)
                ? provider.billing.setCancelAtPeriodEnd(id, true)
                : provider.billing.changeAtRenewal(id, priceFor(plan, body.interval)),
            ),
          );
        }
        return kit.shown(
          db,
          await inTransaction(db, async (tx) =>
            downgradedIn(tx, await liveOf(tx, member.userId, true), plan, body),
          ),
        );
      }
      if (provider) return upgradedAtProvider(provider, row, plan, body, change);
      let paid: { id: string; brand: string; last4: string } | undefined;
      if (change.amountDue > 0) {
        const key = `upgrade-${row.id}-${row.currentPeriodStart.getTime()}-${plan.id}-${body.interval}`;
        const outcome = await kit.charge(row, change.amountDue, key, { planId: plan.id });
        if (!("paid" in outcome)) throw refusalOf(outcome);
        paid = { id: outcome.paid.id, ...outcome.paid.card };
      }
      const done = await inTransaction(db, (tx) => upgradedIn(tx, row, plan, body, change, paid));
      return kit.shown(db, done ?? row);
    },

    /** Cancels at the period's end; a past-due subscription (its period unpaid) ends at once. */
    async cancel(userId: string): Promise<Subscription> {
      const live = await liveOf(db, userId);
      const provider = atProvider(live);
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
      const provider = atProvider(live);
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

    /** Renewals charge another saved card; the open invoice of a past-due subscription is charged to it now. */
    async changeCard(
      userId: string,
      cardId: string,
      collect: (invoiceId: string, now: Date) => Promise<Outcome | undefined>,
    ) {
      const live = await liveOf(db, userId);
      const provider = atProvider(live);
      if (provider) return cardChangedAtProvider(provider, live, cardId);
      const now = new Date();
      const open = await inTransaction(db, async (tx) => {
        const card = await savedCard(tx, userId, cardId);
        if (!card) throw AppError.field("paymentMethodId", CARD_NOT_FOUND);
        const row = await liveOf(tx, userId, true);
        const changed = (await repo.updatedSubscription(tx, row.id, { cardId })) as SubscriptionRow;
        await kit.announce(tx, changed, "card-changed");
        const invoice = (await repo.invoicesOf(tx, [row.id])).find((one) => one.status === "open");
        if (invoice) await repo.updatedInvoice(tx, invoice.id, { nextAttemptAt: now });
        return { row: changed, invoice };
      });
      const outcome = open.invoice ? await collect(open.invoice.id, now) : undefined;
      if (outcome && "declined" in outcome) throw refusalOf(outcome);
      return kit.shown(db, (await repo.subscriptionOf(db, { id: open.row.id })) as SubscriptionRow);
    },
  };
}

/** Ends a subscription now: its open invoice is no longer charged. */
export async function endedNowIn(tx: Tx, kit: Billing, row: SubscriptionRow, now: Date) {
  await repo.closeOpenInvoices(tx, row.id);
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
