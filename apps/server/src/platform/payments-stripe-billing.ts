// Subscriptions billed by Stripe Billing: a Stripe Product per plan (its id is the plan's), a
// Subscription per member with the plan's price inline, upgrades prorated and invoiced at once, downgrades
// as a schedule's next phase, cancellation at the period's end. Stripe then keeps the periods, charges the
// renewals, retries them (Smart Retries) and asks for 3-D Secure on its hosted invoice page.
import Stripe from "stripe";
import type { BillingPrice, ProviderInvoice, ProviderSubscription, SubscriptionBilling } from "./payments.ts";
import { atStripe, cardOf } from "./stripe-calls.ts";

/** The subscription with what CBM reads of it: its card, and its latest invoice with the payment. */
const EXPAND = [
  "default_payment_method",
  "latest_invoice.payments.data.payment.payment_intent",
  "latest_invoice.confirmation_secret",
];

const dateOf = (seconds: number | null | undefined) =>
  seconds === null || seconds === undefined ? null : new Date(seconds * 1000);

export const productIdOf = (planId: string) => `cbm_plan_${planId}`;

const priceData = (price: BillingPrice) => ({
  currency: price.currency.toLowerCase(),
  product: productIdOf(price.planId),
  unit_amount: price.amountMinor,
  recurring: { interval: price.interval },
});

function invoiceOf(
  invoice: Stripe.Invoice | string | null,
  card: ProviderInvoice["card"],
): ProviderInvoice | null {
  if (!invoice || typeof invoice === "string") return null;
  const paid = invoice.payments?.data.map((payment) => payment.payment.payment_intent).find(Boolean);
  const intent = typeof paid === "object" ? paid : undefined;
  const period = invoice.lines?.data[0]?.period;
  return {
    id: invoice.id as string,
    reason: invoice.billing_reason as ProviderInvoice["reason"],
    status: (invoice.status ?? "draft") as ProviderInvoice["status"],
    periodStart: dateOf(period?.start ?? invoice.period_start) as Date,
    periodEnd: dateOf(period?.end ?? invoice.period_end) as Date,
    subtotal: invoice.subtotal,
    amount: invoice.amount_due,
    attempts: invoice.attempt_count,
    nextAttemptAt: dateOf(invoice.next_payment_attempt),
    chargeId: intent?.id ?? (typeof paid === "string" ? paid : null),
    card,
    failureMessage: intent?.last_payment_error?.message ?? null,
    actionUrl: intent?.status === "requires_action" ? (invoice.hosted_invoice_url ?? null) : null,
    confirmationSecret:
      intent?.status === "requires_action" ? (invoice.confirmation_secret?.client_secret ?? null) : null,
  };
}

function subscriptionOf(subscription: Stripe.Subscription): ProviderSubscription {
  const [item] = subscription.items.data;
  const method = subscription.default_payment_method;
  const card = typeof method === "object" && method ? cardOf(method) : null;
  return {
    id: subscription.id,
    status: subscription.status as ProviderSubscription["status"],
    currentPeriodStart: dateOf(item?.current_period_start) as Date,
    currentPeriodEnd: dateOf(item?.current_period_end) as Date,
    trialEnd: dateOf(subscription.trial_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    endedAt: dateOf(subscription.ended_at),
    latestInvoice: invoiceOf(subscription.latest_invoice, card && { brand: card.brand, last4: card.last4 }),
    metadata: { ...subscription.metadata },
  };
}

export class StripeBilling implements SubscriptionBilling {
  /** Plans whose Product this process already made sure of. */
  private readonly products = new Set<string>();

  constructor(private readonly stripe: Stripe) {}

  /** The plan's Product, made once: Stripe refuses a second with the same id, which is fine. */
  private async productFor(price: BillingPrice): Promise<void> {
    if (this.products.has(price.planId)) return;
    try {
      await this.stripe.products.create({ id: productIdOf(price.planId), name: price.planName });
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      if (error.code !== "resource_already_exists") throw error;
    }
    this.products.add(price.planId);
  }

  /** The subscription freed of a waiting downgrade's schedule, so that it may be changed. */
  private async released(id: string): Promise<Stripe.Subscription> {
    const subscription = await this.stripe.subscriptions.retrieve(id);
    const schedule = subscription.schedule;
    if (schedule)
      await this.stripe.subscriptionSchedules.release(typeof schedule === "string" ? schedule : schedule.id);
    return subscription;
  }

  start({
    customerId,
    paymentMethodId,
    price,
    trialDays,
    idempotencyKey,
    metadata,
  }: Parameters<SubscriptionBilling["start"]>[0]) {
    return atStripe(async () => {
      await this.productFor(price);
      // Created unpaid, then its first invoice paid on the card here, so that a bank asking for 3-D
      // Secure leaves it waiting for the member (Stripe.js) instead of refusing it.
      const created = await this.stripe.subscriptions.create(
        {
          customer: customerId,
          default_payment_method: paymentMethodId,
          items: [{ price_data: priceData(price) }],
          ...(trialDays > 0 ? { trial_period_days: trialDays } : {}),
          payment_behavior: "default_incomplete",
          metadata,
        },
        { idempotencyKey },
      );
      const current = await this.stripe.subscriptions.retrieve(created.id);
      const invoice = current.latest_invoice;
      if (current.status === "incomplete" && invoice) {
        await this.firstPaid(created.id, typeof invoice === "string" ? invoice : (invoice.id as string));
      }
      return subscriptionOf(await this.stripe.subscriptions.retrieve(created.id, { expand: EXPAND }));
    });
  }

  /** Pays the first invoice; a decline ends the subscription (nothing kept) and is thrown. */
  private async firstPaid(subscriptionId: string, invoiceId: string): Promise<void> {
    try {
      await this.stripe.invoices.pay(invoiceId);
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
      if (error.code === "invoice_payment_intent_requires_action") return;
      await this.stripe.subscriptions.cancel(subscriptionId);
      throw error;
    }
  }

  retrieve(id: string) {
    return atStripe(async () =>
      subscriptionOf(await this.stripe.subscriptions.retrieve(id, { expand: EXPAND })),
    );
  }

  setCancelAtPeriodEnd(id: string, cancel: boolean) {
    return atStripe(async () => {
      if (cancel) await this.released(id);
      const subscription = await this.stripe.subscriptions.update(id, {
        cancel_at_period_end: cancel,
        expand: EXPAND,
      });
      return subscriptionOf(subscription);
    });
  }

  upgrade(id: string, price: BillingPrice, idempotencyKey: string) {
    return atStripe(async () => {
      await this.productFor(price);
      const current = await this.released(id);
      // During a trial the plan switches and the trial goes on; otherwise a new period starts now.
      const timing: Stripe.SubscriptionUpdateParams =
        current.status === "trialing"
          ? { proration_behavior: "none" }
          : { proration_behavior: "always_invoice", billing_cycle_anchor: { type: "now" } };
      const subscription = await this.stripe.subscriptions.update(
        id,
        {
          items: [{ id: current.items.data[0]?.id, price_data: priceData(price) }],
          ...timing,
          payment_behavior: "error_if_incomplete",
          cancel_at_period_end: false,
          expand: EXPAND,
        },
        { idempotencyKey },
      );
      return subscriptionOf(subscription);
    });
  }

  changeAtRenewal(id: string, price: BillingPrice) {
    return atStripe(async () => {
      await this.productFor(price);
      await this.released(id);
      const schedule = await this.stripe.subscriptionSchedules.create({ from_subscription: id });
      const [current] = schedule.phases;
      await this.stripe.subscriptionSchedules.update(schedule.id, {
        end_behavior: "release",
        phases: [
          {
            items: (current?.items ?? []).map((item) => ({
              price: typeof item.price === "string" ? item.price : item.price.id,
              quantity: 1,
            })),
            start_date: current?.start_date,
            end_date: current?.end_date,
          },
          { items: [{ price_data: priceData(price), quantity: 1 }], duration: { interval: price.interval } },
        ],
      });
      return subscriptionOf(await this.stripe.subscriptions.retrieve(id, { expand: EXPAND }));
    });
  }

  changeCard(id: string, paymentMethodId: string, openInvoiceId?: string) {
    return atStripe(async () => {
      await this.stripe.subscriptions.update(id, { default_payment_method: paymentMethodId });
      // A decline leaves the invoice open with the bank's message, which the subscription then shows.
      if (openInvoiceId) {
        await this.stripe.invoices
          .pay(openInvoiceId, { payment_method: paymentMethodId, off_session: false })
          .catch((error) => {
            if (!(error instanceof Stripe.errors.StripeCardError)) throw error;
          });
      }
      return subscriptionOf(await this.stripe.subscriptions.retrieve(id, { expand: EXPAND }));
    });
  }

  cancel(id: string) {
    return atStripe(async () =>
      subscriptionOf(await this.stripe.subscriptions.cancel(id, { expand: EXPAND })),
    );
  }
}
