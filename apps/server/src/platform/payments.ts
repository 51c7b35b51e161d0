// The card payment port, modelled on Stripe: customers, cards (payment methods) attached to them,
// charges (a payment intent confirmed at once) made idempotent by a key, refunds and signed webhooks.
// Two adapters: the built-in test provider (payments-test.ts, the default) and Stripe.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { PaymentsConfig } from "@cbm/contracts";

/** What CBM keeps of a card: what a receipt shows, never its number. */
export interface CardDetails {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A card attached to a customer at the provider, under the provider's id. */
export interface ProviderCard extends CardDetails {
  id: string;
}

export interface ChargeRequest {
  /** The provider's customer the card is attached to; none for a card used once. */
  customerId?: string;
  paymentMethodId: string;
  amountMinor: number;
  currency: string;
  /** The same key again answers the first charge (or its decline) and never charges twice. */
  idempotencyKey: string;
  /** Kept with the charge, so that a webhook or a reconciliation can tell what it paid for. */
  metadata: Record<string, string>;
  /**
   * The payer is here and can confirm with their bank (3-D Secure): a charge that needs it throws
   * PaymentNeedsConfirmation instead of being declined, and the same request, once confirmed, answers it.
   */
  onSession?: boolean;
}

export interface Charge {
  id: string;
  amountMinor: number;
  currency: string;
  refundedMinor: number;
  card: CardDetails;
  metadata: Record<string, string>;
}

export interface Refund {
  id: string;
  chargeId: string;
  amountMinor: number;
}

/** What a webhook says happened: Stripe's event types CBM listens to, with the charge concerned. */
export interface PaymentEvent {
  id: string;
  type: string;
  charge?: Charge;
  /** The provider's subscription the event concerns (a `customer.subscription.*` or `invoice.*` event). */
  subscriptionId?: string;
  /** A payment that did not go through (`payment_intent.payment_failed`): what it was for, and why. */
  failed?: { metadata: Record<string, string>; message: string };
}

/** A price CBM bills a plan at, in minor units, each month or year. */
export interface BillingPrice {
  planId: string;
  planName: string;
  amountMinor: number;
  currency: string;
  interval: "month" | "year";
}

/** One bill of a subscription the provider bills, as the provider has it now. */
export interface ProviderInvoice {
  id: string;
  reason: "subscription_create" | "subscription_cycle" | "subscription_update";
  status: "draft" | "open" | "paid" | "uncollectible" | "void";
  periodStart: Date;
  periodEnd: Date;
  subtotal: number;
  /** What the invoice asks for, after the unused time's credit. */
  amount: number;
  /** The provider's tries at charging it so far, and its next. */
  attempts: number;
  nextAttemptAt: Date | null;
  chargeId: string | null;
  card: { brand: string; last4: string } | null;
  failureMessage: string | null;
  /** Where the member confirms a payment their bank asks them to authenticate (3-D Secure). */
  actionUrl: string | null;
  /** The same, in the browser: the payment's client secret for Stripe.js, while it waits for that. */
  confirmationSecret: string | null;
}

/** A subscription the provider bills (Stripe Billing), as the provider has it now. */
export interface ProviderSubscription {
  id: string;
  status:
    | "trialing"
    | "active"
    | "past_due"
    | "unpaid"
    | "canceled"
    | "incomplete"
    | "incomplete_expired"
    | "paused";
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  endedAt: Date | null;
  latestInvoice: ProviderInvoice | null;
  /** What CBM gave it at its start (its own subscription's id). */
  metadata: Record<string, string>;
}

/**
 * Subscriptions billed by the provider itself (Stripe Billing): it keeps the periods, charges renewals,
 * retries them and asks for 3-D Secure, and its webhooks say so. Declines throw PaymentDeclined, and a
 * declined change changes nothing.
 */
export interface SubscriptionBilling {
  /**
   * Starts a subscription and pays its first invoice on the member's card; when their bank asks them to
   * confirm it, it stays `incomplete` with the invoice's `confirmationSecret` (the same call again, under
   * the same key, answers it as it then is). A decline leaves nothing at the provider.
   */
  start(request: {
    customerId: string;
    paymentMethodId: string;
    price: BillingPrice;
    trialDays: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<ProviderSubscription>;
  retrieve(id: string): Promise<ProviderSubscription>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<ProviderSubscription>;
  /** An upgrade: the new price from now, a new period, the unused time credited, invoiced and charged now. */
  upgrade(id: string, price: BillingPrice, idempotencyKey: string): Promise<ProviderSubscription>;
  /** A downgrade: the new price from the next period; nothing is charged now. */
  changeAtRenewal(id: string, price: BillingPrice): Promise<ProviderSubscription>;
  /** Renewals charge this card; an open invoice is charged to it now (declined, it stays open). */
  changeCard(id: string, paymentMethodId: string, openInvoiceId?: string): Promise<ProviderSubscription>;
  /** Ends it now: nothing more is charged. */
  cancel(id: string): Promise<ProviderSubscription>;
}

/** The card was declined: the message is the provider's, for the payer (402). */
export class PaymentDeclined extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The payer's bank asks them to confirm the payment (3-D Secure), in the browser with this client secret. */
export class PaymentNeedsConfirmation extends Error {
  constructor(readonly clientSecret: string) {
    super("Your bank asks you to confirm this payment.");
  }
}

/** The payment method named is not one this provider can use (unknown, someone else's, detached). */
export class PaymentMethodRefused extends Error {}

/** The same idempotency key was sent with another request: Stripe's `idempotency_key_reused`. */
export class IdempotencyKeyReused extends Error {
  constructor() {
    super("This payment's key was already used for a different payment.");
  }
}

/** The provider did not answer in time, or failed: nothing is known to have happened (503). */
export class PaymentProviderUnavailable extends Error {}

/** A webhook whose signature does not hold: refused, nothing read. */
export class WebhookSignatureInvalid extends Error {}

export interface Payments {
  /** What the browser needs to show the provider's card form. */
  readonly config: PaymentsConfig;
  /** A customer at the provider for a CBM user, whose cards are attached to it. */
  createCustomer(userId: string): Promise<string>;
  /** Attaches a payment method from the card form to the customer, answering the card kept. */
  attachCard(customerId: string, paymentMethodId: string): Promise<ProviderCard>;
  detachCard(paymentMethodId: string): Promise<void>;
  /**
   * Charges at once; throws PaymentDeclined with the provider's message when the card is declined, and
   * PaymentNeedsConfirmation for an on-session charge the bank wants confirmed. Asked again with the same
   * key, it answers how that charge stands now.
   */
  charge(request: ChargeRequest): Promise<Charge>;
  /** The charge made with this idempotency key, if one succeeded: how interrupted checkouts are settled. */
  chargeFor(idempotencyKey: string): Promise<Charge | null>;
  refund(request: { chargeId: string; amountMinor: number; idempotencyKey: string }): Promise<Refund>;
  /** The event a webhook carries, once its signature over the raw body holds. */
  webhookEvent(rawBody: string, signatureHeader: string | undefined): PaymentEvent;
  /** Present when the provider bills subscriptions itself; otherwise CBM's clock bills them by `charge`. */
  readonly billing?: SubscriptionBilling;
  /** The built-in test provider's stand-in of the payer's bank (3-D Secure); Stripe's is Stripe.js's. */
  readonly testBank?: TestBank;
}

export interface TestBank {
  /** The payer completes or fails the check of a charge waiting for it: what Stripe's webhook would tell. */
  answer(clientSecret: string, passes: boolean): Promise<PaymentEvent | undefined>;
}

/** How far a webhook's signing time may be from now, as Stripe's libraries allow. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const signatureOf = (secret: string, timestamp: number, payload: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");

/** A `Stripe-Signature` header for a payload: `t=<seconds>,v1=<HMAC-SHA256 of "t.payload">`. */
export function webhookSignature(secret: string, payload: string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, payload)}`;
}

/** Checks a `Stripe-Signature` header over the raw body, as Stripe's libraries do; throws when it fails. */
export function verifyWebhookSignature(secret: string, payload: string, header: string | undefined): void {
  const parts = (header ?? "").split(",").map((part) => part.split("="));
  const timestamp = Number(parts.find(([key]) => key === "t")?.[1]);
  const given = parts.filter(([key]) => key === "v1").map(([, value]) => value ?? "");
  if (!Number.isInteger(timestamp) || given.length === 0) {
    throw new WebhookSignatureInvalid("The webhook carries no signature.");
  }
  if (Math.abs(Date.now() / 1000 - timestamp) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureInvalid("The webhook's signature is too old.");
  }
  const expected = Buffer.from(signatureOf(secret, timestamp, payload));
  const holds = given.some((signature) => {
    const candidate = Buffer.from(signature);
    return candidate.length === expected.length && timingSafeEqual(candidate, expected);
  });
  if (!holds) throw new WebhookSignatureInvalid("The webhook's signature does not match.");
}
