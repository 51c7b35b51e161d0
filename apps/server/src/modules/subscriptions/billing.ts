// What the subscription use cases share: showing a subscription, telling the bus, and charging an
// invoice's attempt to the member's saved card.
import { randomUUID } from "node:crypto";
import type { Subscription } from "@cbm/contracts";
import type { Executor, Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import {
  type Charge,
  PaymentDeclined,
  PaymentMethodRefused,
  PaymentNeedsConfirmation,
  PaymentProviderUnavailable,
} from "../../platform/payments.ts";
import { savedCard } from "../payments/index.ts";
import type { SubscriptionChange } from "./events.ts";
import * as invoicesRepo from "./invoices-repo.ts";
import * as plansRepo from "./plans-repo.ts";
import { toSubscription } from "./shown.ts";
import type { InvoiceRow, PlanRow, SubscriptionRow } from "./tables.ts";

/** How a charge ended: paid, declined with the provider's message, or not known (the provider did not answer). */
export type Outcome = { paid: Charge } | { declined: string } | { unknown: true };

/** A call to the provider that may be declined: its answer, or why there is none. */
export type Attempt<T> = { done: T } | { declined: string } | { unknown: true };

export async function attempt<T>(call: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { done: await call() };
  } catch (error) {
    if (error instanceof PaymentDeclined || error instanceof PaymentMethodRefused) {
      return { declined: error.message };
    }
    if (error instanceof PaymentProviderUnavailable) return { unknown: true };
    throw error;
  }
}

/** The metadata that marks a subscription's first payment, which its provider's word may start. */
export const FIRST_PAYMENT = "firstPayment";
/** The metadata that marks an open invoice's charge made with the member at the screen. */
export const PAID_BY_MEMBER = "paidByMember";

export const CONFIRM_WITH_BANK = "Your bank asks you to confirm this payment.";
const NO_CARD = "The card for this subscription was removed. Add a card to keep your plan.";

/** The refusal a request answers for a charge that did not go through. */
export function refusalOf(outcome: { declined: string } | { unknown: true }): AppError {
  return "declined" in outcome
    ? AppError.paymentDeclined(outcome.declined)
    : AppError.unavailable(
        "The card payment service is not answering. Nothing was charged; please try again.",
      );
}

export function billing({ database, payments, bus }: Pick<Deps, "database" | "payments" | "bus">) {
  const { db } = database;

  async function plansById(ex: Executor, ids: (string | null)[]): Promise<Map<string, PlanRow>> {
    const found = new Map<string, PlanRow>();
    for (const id of new Set(ids)) {
      const plan = id ? await plansRepo.planOf(ex, { id }) : undefined;
      if (plan) found.set(plan.id, plan);
    }
    return found;
  }

  /** A subscription as the contracts show it, with its plans, its card and its open invoice. */
  async function shown(ex: Executor, row: SubscriptionRow): Promise<Subscription> {
    const plans = await plansById(ex, [row.planId, row.scheduledPlanId]);
    const card = row.cardId ? await savedCard(ex, row.userId, row.cardId) : undefined;
    const open =
      row.status === "past_due"
        ? (await invoicesRepo.invoicesOf(ex, [row.id])).find((invoice) => invoice.status === "open")
        : undefined;
    return toSubscription(row, {
      plans,
      card: card ? { id: card.id, brand: card.brand, last4: card.last4 } : null,
      openInvoice: open,
    });
  }

  /**
   * Tells the bus what happened to a subscription, in the transaction that did it. Each telling is news
   * of its own (cancelled, resumed, cancelled again) unless `mark` names what repeats it.
   */
  async function announce(
    tx: Tx,
    row: SubscriptionRow,
    change: SubscriptionChange,
    details: { amount?: number; on?: Date | null; mark?: string } = {},
  ): Promise<void> {
    const plan = await plansRepo.planOf(tx, { id: row.planId });
    await bus.emit(tx, "subscription.changed", {
      subscriptionId: row.id,
      userId: row.userId,
      change,
      planName: plan?.name ?? "",
      interval: row.interval,
      amount: details.amount ?? row.price,
      currency: row.currency,
      on: details.on?.toISOString() ?? null,
      mark: details.mark ?? randomUUID(),
    });
  }

  /**
   * Charges an amount to the subscription's card under a key: the provider charges once per key. Off
   * session (renewals, retries) unless told the member is at the screen.
   */
  async function charge(
    row: SubscriptionRow,
    amount: number,
    idempotencyKey: string,
    metadata: Record<string, string>,
    onSession = false,
  ): Promise<Outcome> {
    const card = row.cardId ? await savedCard(db, row.userId, row.cardId) : undefined;
    if (!card) return { declined: NO_CARD };
    const outcome = await attempt(() =>
      payments.charge({
        customerId: card.customerId,
        paymentMethodId: card.paymentMethodId,
        amountMinor: amount,
        currency: row.currency,
        idempotencyKey,
        metadata: { subscriptionId: row.id, ...metadata },
        onSession,
      }),
    );
    return "done" in outcome ? { paid: outcome.done } : outcome;
  }

  /**
   * A charge with the member at the screen: their bank may ask them to confirm it (3-D Secure), with the
   * secret the browser confirms it by.
   */
  async function withMember(
    row: SubscriptionRow,
    amount: number,
    idempotencyKey: string,
    metadata: Record<string, string>,
  ): Promise<Outcome | { confirm: string }> {
    try {
      return await charge(row, amount, idempotencyKey, metadata, true);
    } catch (error) {
      if (error instanceof PaymentNeedsConfirmation) return { confirm: error.clientSecret };
      throw error;
    }
  }

  /** The first charge, with the member at the screen. */
  const chargeWithMember = (row: SubscriptionRow, idempotencyKey: string) =>
    withMember(row, row.price, idempotencyKey, { [FIRST_PAYMENT]: "true" });

  /**
   * Charges the invoice's attempt just claimed (its `attempts` counts it). With the member at the screen
   * (they chose the card to pay it with), the key is the invoice's and the card's: the same card asked
   * again, once their bank's check passed, gives back the charge it confirmed.
   */
  const chargeInvoice = (row: SubscriptionRow, invoice: InvoiceRow, memberAtScreen = false) =>
    memberAtScreen
      ? withMember(row, invoice.amount, `invoice-${invoice.id}-card-${row.cardId}`, {
          invoiceId: invoice.id,
          [PAID_BY_MEMBER]: "true",
        })
      : charge(row, invoice.amount, `invoice-${invoice.id}-${invoice.attempts}`, { invoiceId: invoice.id });

  return { shown, announce, charge, chargeWithMember, chargeInvoice, plansById };
}

export type Billing = ReturnType<typeof billing>;
