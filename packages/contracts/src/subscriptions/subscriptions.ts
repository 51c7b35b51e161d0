import { z } from "zod";
import { CurrencySchema, Id, PageQuerySchema, pageOf, uuidField } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { IdempotencyHeadersSchema } from "../orders/index.ts";
import { BillingIntervalSchema, PlanSchema, PlanSummarySchema } from "./plans.ts";
import { SubscriptionStatusSchema } from "./status.ts";

/** The statuses that give a plan's features. */
export const LIVE_SUBSCRIPTION_STATUSES = ["trialing", "active", "past_due"] as const;

/** Days after a failed renewal on which it is charged again (with a mail each time); then it is cancelled. */
export const RENEWAL_RETRY_DAYS = [1, 3, 5] as const;

const time = z.iso.datetime();

export const SubscriptionSchema = z.object({
  id: Id,
  plan: PlanSummarySchema,
  status: SubscriptionStatusSchema,
  interval: BillingIntervalSchema,
  /** What each period costs this member now, in minor units of `currency`. */
  price: z.number().int(),
  currency: CurrencySchema,
  currentPeriodStart: time,
  currentPeriodEnd: time,
  /** Cancelled by the member (or an admin) to end at `currentPeriodEnd`; `POST .../resume` undoes it. */
  cancelAtPeriodEnd: z.boolean(),
  trialEnd: time.nullable(),
  /** The card renewals charge. */
  card: z.object({ id: Id, brand: z.string(), last4: z.string() }).nullable(),
  /** A downgrade (or another interval) waiting for the renewal at `currentPeriodEnd`. */
  scheduledChange: z
    .object({ plan: PlanSummarySchema, interval: BillingIntervalSchema, price: z.number().int() })
    .nullable(),
  /** A plan price change announced to this member, applied from their first renewal on or after `appliesFrom`. */
  upcomingPrice: z.object({ price: z.number().int(), appliesFrom: time }).nullable(),
  /** While `past_due`: when the card is charged again (null after the last retry). */
  nextRetryAt: time.nullable(),
  /**
   * While `past_due` because the bank asks the member to authenticate the renewal (3-D Secure): the
   * provider's page where they confirm it.
   */
  confirmPaymentUrl: z.string().nullable(),
  /** When it stopped (cancelled or expired). */
  endedAt: time.nullable(),
  createdAt: time,
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** `GET /v1/users/subscription`: the live subscription, or null (the member is on their audience's free plan). */
export const CurrentSubscriptionSchema = SubscriptionSchema.nullable();
export type CurrentSubscription = z.infer<typeof CurrentSubscriptionSchema>;

/**
 * An invoice: one per period (billing reason `subscription_create`, `subscription_cycle`) and one per
 * upgrade (`subscription_update`, the new price less the unused time's credit). `open` while its charge
 * is being retried, `uncollectible` once the retries gave up.
 */
export const INVOICE_STATUSES = ["open", "paid", "uncollectible", "refunded"] as const;
export const InvoiceStatusSchema = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatusSchema>;
export const BILLING_REASONS = ["subscription_create", "subscription_cycle", "subscription_update"] as const;

export const InvoiceSchema = z.object({
  id: Id,
  createdAt: time,
  reason: z.enum(BILLING_REASONS),
  periodStart: time,
  periodEnd: time,
  /** What the period costs, before credit. */
  subtotal: z.number().int(),
  /** The unused time of the previous plan credited on an upgrade; 0 otherwise. */
  credit: z.number().int(),
  /** What was (or is to be) charged: subtotal less credit. */
  amount: z.number().int(),
  currency: CurrencySchema,
  status: InvoiceStatusSchema,
  /** Charges tried (the first and its retries). */
  attempts: z.number().int(),
  /** The provider's message for the last decline, while open or uncollectible. */
  failureMessage: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

export const SubscriptionDetailsSchema = SubscriptionSchema.extend({
  /** Newest first. */
  invoices: z.array(InvoiceSchema),
});
export type SubscriptionDetails = z.infer<typeof SubscriptionDetailsSchema>;

export const SubscriptionPageSchema = pageOf(SubscriptionSchema);
export type SubscriptionPage = z.infer<typeof SubscriptionPageSchema>;

export const SubscribeBodySchema = z.object({
  planId: uuidField("Plan"),
  interval: BillingIntervalSchema,
  /** A saved card's id (`POST /v1/users/payment-methods` saves a new one first): renewals charge it. */
  paymentMethodId: uuidField("Card"),
});
export type SubscribeBody = z.infer<typeof SubscribeBodySchema>;

export const ChangePlanBodySchema = z.object({
  planId: uuidField("Plan"),
  interval: BillingIntervalSchema,
});
export type ChangePlanBody = z.infer<typeof ChangePlanBodySchema>;

/** The preview takes the same fields as the change, in the query. */
export type ChangePreviewQuery = ChangePlanBody;

export const CardChangeBodySchema = z.object({ paymentMethodId: uuidField("Card") });
export type CardChangeBody = z.infer<typeof CardChangeBodySchema>;

/**
 * What a change of plan or interval would do, before it is confirmed. An `upgrade` (a dearer price
 * per day) starts a new period now and charges `amountDue` = `price` less `credit` (the unused
 * time of the current period); a `downgrade` waits for the renewal at `effectiveAt` and charges
 * nothing now.
 */
export const ChangePreviewSchema = z.object({
  kind: z.enum(["upgrade", "downgrade"]),
  plan: PlanSchema,
  interval: BillingIntervalSchema,
  price: z.number().int(),
  currency: CurrencySchema,
  credit: z.number().int(),
  amountDue: z.number().int(),
  effectiveAt: time,
  /** When the new plan's first period ends (its next renewal). */
  periodEnd: time,
});
export type ChangePreview = z.infer<typeof ChangePreviewSchema>;

/** The plan whose features apply to a member now: their subscription's, or their audience's free plan. */
/**
 * For each limited kind of thing the member has more of than their plan allows: the moment after which
 * the things made are beyond the plan, and read-only (the oldest stay within it).
 */
export const ReadOnlyAfterSchema = z.object({
  closets: time.optional(),
  closetItems: time.optional(),
  productsListed: time.optional(),
});
export type ReadOnlyAfter = z.infer<typeof ReadOnlyAfterSchema>;

export const EntitlementsSchema = z.object({
  plan: PlanSchema.nullable(),
  status: SubscriptionStatusSchema.nullable(),
  readOnlyAfter: ReadOnlyAfterSchema,
});
export type Entitlements = z.infer<typeof EntitlementsSchema>;

export const SubscriptionIdParamsSchema = z.object({ id: uuidField("Subscription") });

const member = { access: ["customer", "influencer", "retailer"] } as const;

export const subscriptionEndpoints = {
  subscribe: endpoint({
    ...member,
    method: "POST",
    path: "/v1/users/subscription",
    summary:
      "Subscribe to a paid plan of one's role, charging the saved card now (or after the trial); 402 on a decline, 409 when a live one exists",
    headers: IdempotencyHeadersSchema,
    body: SubscribeBodySchema,
    response: SubscriptionSchema,
    status: 201,
  }),
  current: endpoint({
    ...member,
    method: "GET",
    path: "/v1/users/subscription",
    summary: "The live subscription (trialing, active or past due), or null",
    response: CurrentSubscriptionSchema,
  }),
  history: endpoint({
    ...member,
    method: "GET",
    path: "/v1/users/subscriptions",
    summary: "Every subscription of the member, newest first",
    query: PageQuerySchema,
    response: SubscriptionPageSchema,
  }),
  get: endpoint({
    ...member,
    method: "GET",
    path: "/v1/users/subscription/:id",
    summary: "One of the member's subscriptions with its invoices",
    params: SubscriptionIdParamsSchema,
    response: SubscriptionDetailsSchema,
  }),
  cancel: endpoint({
    ...member,
    method: "DELETE",
    path: "/v1/users/subscription",
    summary: "Cancel at the period's end: the plan's features stay until then",
    response: SubscriptionSchema,
  }),
  resume: endpoint({
    ...member,
    method: "POST",
    path: "/v1/users/subscription/resume",
    summary: "Undo a cancellation before the period ends",
    response: SubscriptionSchema,
  }),
  preview: endpoint({
    ...member,
    method: "GET",
    path: "/v1/users/subscription/change-preview",
    summary: "What changing to a plan and interval would charge now, and when it takes effect",
    query: ChangePlanBodySchema,
    response: ChangePreviewSchema,
  }),
  change: endpoint({
    ...member,
    method: "PUT",
    path: "/v1/users/subscription",
    summary:
      "Change plan or interval: an upgrade now with the unused time credited (402 on a decline), a downgrade at renewal",
    body: ChangePlanBodySchema,
    response: SubscriptionSchema,
  }),
  changeCard: endpoint({
    ...member,
    method: "PUT",
    path: "/v1/users/subscription/card",
    summary:
      "Charge renewals to another saved card; when past due, the open invoice is charged to it at once",
    body: CardChangeBodySchema,
    response: SubscriptionSchema,
  }),
  entitlements: endpoint({
    method: "GET",
    path: "/v1/users/entitlements",
    access: "signed-in",
    summary: "The plan whose features apply to the signed-in member now (null plan for an admin)",
    response: EntitlementsSchema,
  }),
};
