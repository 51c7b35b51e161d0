// Changing plan or interval on a live subscription: an upgrade now with the unused time credited, a
// downgrade (or a free plan, which is cancelling) at renewal; charged by CBM or by the provider.
import type { ChangePlanBody, ChangePreview, PlanAudience, Subscription } from "@cbm/contracts";
import { type Db, inTransaction, type Tx } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import { attempt, type Billing, refusalOf } from "./billing.ts";
import { atProvider, doneOrRefused, liveOf } from "./changes.ts";
import * as invoicesRepo from "./invoices-repo.ts";
import { monthlyOf, periodEndFrom, unusedCredit } from "./periods.ts";
import * as plansRepo from "./plans-repo.ts";
import { type ProviderBilled, priceFor } from "./provider.ts";
import * as repo from "./repo.ts";
import { priceOf, toPlan } from "./shown.ts";
import { isFree, planFor } from "./subscribe.ts";
import type { PlanRow, SubscriptionRow } from "./tables.ts";

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

export function changingPlan(db: Db, kit: Billing, billed?: ProviderBilled) {
  /** The live subscription and the change asked, refused when it cannot be made now. */
  async function proposed(ex: Db, member: Member, body: ChangePlanBody, now: Date) {
    const row = await liveOf(ex, member.userId);
    const plan = await planFor(ex, member.audience, body.planId);
    const current = (await plansRepo.planOf(ex, { id: row.planId })) as PlanRow;
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
      await invoicesRepo.insertedInvoice(tx, {
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
      const provider = atProvider(billed, row);
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
  };
}
