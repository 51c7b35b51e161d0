// Rows as the contracts show them.
import type { AdminPlan, Invoice, Plan, PlanSummary, Subscription } from "@cbm/contracts";
import type { InvoiceRow, PlanRow, SubscriptionRow } from "./tables.ts";

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    audience: row.audience,
    description: row.description,
    monthlyPrice: row.monthlyPrice,
    yearlyPrice: row.yearlyPrice,
    currency: row.currency,
    trialDays: row.trialDays,
    active: row.active,
    displayOrder: row.displayOrder,
    features: row.features,
  };
}

export const toAdminPlan = (row: PlanRow, subscriberCount: number): AdminPlan => ({
  ...toPlan(row),
  subscriberCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const summaryOf = (plan: PlanRow): PlanSummary => ({
  id: plan.id,
  slug: plan.slug,
  name: plan.name,
  audience: plan.audience,
});

export const priceOf = (plan: PlanRow, interval: "month" | "year") =>
  interval === "year" ? plan.yearlyPrice : plan.monthlyPrice;

/** What a subscription's answer needs beside its row: its plans, its card and its open invoice. */
export interface Around {
  plans: Map<string, PlanRow>;
  card: { id: string; brand: string; last4: string } | null;
  openInvoice?: InvoiceRow;
}

export function toSubscription(row: SubscriptionRow, around: Around): Subscription {
  const plan = around.plans.get(row.planId) as PlanRow;
  const scheduled = row.scheduledPlanId ? around.plans.get(row.scheduledPlanId) : undefined;
  const scheduledInterval = row.scheduledInterval ?? row.interval;
  return {
    id: row.id,
    plan: summaryOf(plan),
    status: row.status === "incomplete" ? "active" : row.status,
    interval: row.interval,
    price: row.price,
    currency: row.currency,
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    trialEnd: row.trialEnd?.toISOString() ?? null,
    card: around.card,
    scheduledChange: scheduled
      ? {
          plan: summaryOf(scheduled),
          interval: scheduledInterval,
          price: priceOf(scheduled, scheduledInterval),
        }
      : null,
    upcomingPrice:
      row.pendingPrice !== null && row.pendingPriceFrom
        ? { price: row.pendingPrice, appliesFrom: row.pendingPriceFrom.toISOString() }
        : null,
    nextRetryAt:
      row.status === "past_due" ? (around.openInvoice?.nextAttemptAt?.toISOString() ?? null) : null,
    confirmPaymentUrl: row.status === "past_due" ? (around.openInvoice?.actionUrl ?? null) : null,
    endedAt: row.endedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export const toInvoice = (row: InvoiceRow): Invoice => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  reason: row.reason,
  periodStart: row.periodStart.toISOString(),
  periodEnd: row.periodEnd.toISOString(),
  subtotal: row.subtotal,
  credit: row.credit,
  amount: row.amount,
  currency: row.currency,
  status: row.status,
  attempts: row.attempts,
  failureMessage: row.failureMessage,
  card: row.card,
});
