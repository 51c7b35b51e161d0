// POST /v1/users/subscription: a paid plan of the member's role, charged to a saved card now (or at the
// trial's end, for a first subscription to a plan with a trial). The member's one live place is taken
// first by an `incomplete` row, so two requests cannot both subscribe; a decline deletes it again.
import type { PlanAudience, SubscribeBody, Subscription } from "@cbm/contracts";
import { type Db, inTransaction, isUniqueClash, lockedThingsOf, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import type { Charge, ProviderSubscription } from "../../platform/payments.ts";
import { refundOrphan, savedCard } from "../payments/index.ts";
import { type Billing, CONFIRM_WITH_BANK, FIRST_PAYMENT, refusalOf } from "./billing.ts";
import * as invoicesRepo from "./invoices-repo.ts";
import { addDays, periodEndFrom } from "./periods.ts";
import * as plansRepo from "./plans-repo.ts";
import type { ProviderBilled } from "./provider.ts";
import * as repo from "./repo.ts";
import { priceOf } from "./shown.ts";
import type { PlanRow, SubscriptionRow } from "./tables.ts";

export const ALREADY_SUBSCRIBED =
  "You already have a subscription. Change your plan instead of subscribing again.";
const CARD_NOT_FOUND = "We could not find this card.";
/** A first charge that never came back (a crash) frees the member's place after this long. */
const ABANDONED_AFTER_MS = 10 * 60_000;

/** A plan a member of `audience` may subscribe to, or change to: the 400 says why another is not. */
export async function planFor(db: Db | Tx, audience: PlanAudience, planId: string): Promise<PlanRow> {
  const plan = await plansRepo.planOf(db, { id: planId });
  if (!plan?.active) throw AppError.field("planId", "We could not find this plan.");
  if (plan.audience !== audience)
    throw AppError.field("planId", `This plan is not for a ${audience}'s account.`);
  return plan;
}

export const isFree = (plan: PlanRow) => plan.monthlyPrice === 0 && plan.yearlyPrice === 0;

const requestOf = (body: SubscribeBody) => JSON.stringify([body.planId, body.interval, body.paymentMethodId]);

/** The place a subscription's first payment is for; none for any other charge. */
const firstPaymentOf = (metadata: Record<string, string>) =>
  metadata[FIRST_PAYMENT] === "true" ? metadata.subscriptionId : undefined;

export function subscribing(db: Db, kit: Billing, jobs: Deps["jobs"], billed?: ProviderBilled) {
  const locked = lockedThingsOf("subscriptions", db);

  /** The `incomplete` row holding the member's place, or the answer the key already had. */
  async function placeFor(
    tx: Tx,
    member: { userId: string; audience: PlanAudience },
    idempotencyKey: string,
    body: SubscribeBody,
  ): Promise<SubscriptionRow> {
    const { userId } = member;
    const kept = await repo.subscriptionOfKey(tx, userId, idempotencyKey);
    if (kept && kept.request !== requestOf(body)) {
      throw new AppError(422, "This Idempotency-Key was used for a different subscription.");
    }
    if (kept) return kept;
    if (await repo.liveSubscriptionOf(tx, userId)) throw AppError.conflict(ALREADY_SUBSCRIBED);
    const now = new Date();
    await repo.deleteIncompleteBefore(tx, userId, new Date(now.getTime() - ABANDONED_AFTER_MS));
    const plan = await planFor(tx, member.audience, body.planId);
    if (isFree(plan)) throw AppError.field("planId", "The free plan needs no subscription.");
    const card = await savedCard(tx, userId, body.paymentMethodId);
    if (!card) throw AppError.field("paymentMethodId", CARD_NOT_FOUND);
    const trial = plan.trialDays > 0 && !(await repo.everSubscribed(tx, userId));
    return repo.insertedSubscription(tx, {
      userId,
      planId: plan.id,
      status: "incomplete",
      interval: body.interval,
      price: priceOf(plan, body.interval),
      currency: plan.currency,
      currentPeriodStart: now,
      currentPeriodEnd: trial ? addDays(now, plan.trialDays) : periodEndFrom(now, body.interval),
      trialEnd: trial ? addDays(now, plan.trialDays) : null,
      cardId: card.id,
      idempotencyKey,
      request: requestOf(body),
    });
  }

  /** Makes the held place a live subscription, once: a request that comes second answers the same. */
  const startedIn = async (
    tx: Tx,
    held: SubscriptionRow,
    paid?: { id: string; brand: string; last4: string },
  ) => {
    const status = held.trialEnd ? "trialing" : "active";
    const started = await repo.updatedSubscription(tx, held.id, { status }, { status: ["incomplete"] });
    if (!started) return (await repo.subscriptionOf(tx, { id: held.id })) as SubscriptionRow;
    if (paid) {
      await invoicesRepo.insertedInvoice(tx, {
        subscriptionId: held.id,
        reason: "subscription_create",
        periodStart: held.currentPeriodStart,
        periodEnd: held.currentPeriodEnd,
        subtotal: held.price,
        amount: held.price,
        currency: held.currency,
        status: "paid",
        attempts: 1,
        chargeId: paid.id,
        card: { brand: paid.brand, last4: paid.last4 },
        createdAt: held.currentPeriodStart,
      });
    }
    await kit.announce(tx, started, held.trialEnd ? "trial-started" : "started", {
      on: held.trialEnd ?? held.currentPeriodEnd,
    });
    return started;
  };

  /**
   * The member's bank asks them to confirm the first payment (3-D Secure): the held place keeps the
   * provider's subscription, and the browser confirms with the secret, then sends the same request again.
   */
  async function waitingForBank(held: SubscriptionRow, provider: ProviderSubscription): Promise<never> {
    const clientSecret = provider.latestInvoice?.confirmationSecret;
    await repo.updatedSubscription(
      db,
      held.id,
      { providerSubscriptionId: provider.id },
      { status: ["incomplete"] },
    );
    if (!clientSecret) throw refusalOf({ unknown: true });
    throw AppError.paymentNeedsConfirmation(CONFIRM_WITH_BANK, { clientSecret });
  }

  /** Stripe Billing starts it (and charges it, unless on trial); we write down its periods and invoice. */
  async function startedAtProvider(held: SubscriptionRow, key: string): Promise<Subscription> {
    const plan = (await plansRepo.planOf(db, { id: held.planId })) as PlanRow;
    const outcome = await (billed as ProviderBilled).start(held, plan, key);
    // Not known to have happened: Stripe may have started it, so the place is kept for the same request
    // again (Stripe answers it under the same key) or for Stripe's webhook, which names this row.
    if ("declined" in outcome) await repo.deleteSubscription(db, held.id);
    if (!("done" in outcome)) throw refusalOf(outcome);
    const provider = outcome.done;
    if (provider.status === "incomplete") return waitingForBank(held, provider);
    const started = await inTransaction(db, (tx) => (billed as ProviderBilled).startedIn(tx, held, provider));
    return kit.shown(db, started);
  }

  /**
   * The provider's word that a first payment went through (the member confirmed it with their bank, and
   * may never come back to the page): the held place starts, once. A charge whose place was given up
   * meanwhile is refunded. Stripe Billing's payments are its own (provider.ts).
   */
  async function firstPaidIn(tx: Tx, charge: Charge): Promise<void> {
    const id = firstPaymentOf(charge.metadata);
    if (!id || billed) return;
    const held = await repo.heldSubscription(tx, id);
    if (held) await startedIn(tx, held, { id: charge.id, ...charge.card });
    else if (!(await repo.subscriptionOf(tx, { id }))) await refundOrphan(jobs, tx, charge);
  }

  /** The provider's word that a first payment failed (the bank refused its check): the place is free again. */
  async function firstFailedIn(tx: Tx, metadata: Record<string, string>): Promise<void> {
    const id = firstPaymentOf(metadata);
    if (!id || billed) return;
    if (await repo.heldSubscription(tx, id)) await repo.deleteSubscription(tx, id);
  }

  async function subscribe(
    member: { userId: string; audience: PlanAudience },
    idempotencyKey: string,
    body: SubscribeBody,
  ): Promise<Subscription> {
    let held: SubscriptionRow;
    try {
      held = await locked(member.userId, (tx) => placeFor(tx, member, idempotencyKey, body));
    } catch (error) {
      if (isUniqueClash(error, "subscriptions_one_live_key")) throw AppError.conflict(ALREADY_SUBSCRIBED);
      throw error;
    }
    if (held.status !== "incomplete") return kit.shown(db, held);
    // The key is the member's: the same request sent again is charged (or declined) once.
    const key = `subscribe-${member.userId}-${idempotencyKey}`;
    if (billed) return startedAtProvider(held, key);
    if (held.trialEnd) return kit.shown(db, await inTransaction(db, (tx) => startedIn(tx, held)));
    const outcome = await kit.chargeWithMember(held, key);
    // The place waits for the bank; the same request, sent again once the member answered it, goes on.
    if ("confirm" in outcome) {
      throw AppError.paymentNeedsConfirmation(CONFIRM_WITH_BANK, { clientSecret: outcome.confirm });
    }
    if (!("paid" in outcome)) {
      await repo.deleteSubscription(db, held.id);
      throw refusalOf(outcome);
    }
    const paid = { id: outcome.paid.id, ...outcome.paid.card };
    return kit.shown(db, await inTransaction(db, (tx) => startedIn(tx, held, paid)));
  }

  return { subscribe, firstPaidIn, firstFailedIn };
}
