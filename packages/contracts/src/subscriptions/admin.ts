import { z } from "zod";
import { CurrencySchema, Id, oneOf, optional, PageQuerySchema, pageOf } from "../common.ts";
import { endpoint } from "../endpoint.ts";
import { PLAN_AUDIENCES } from "./plans.ts";
import { SUBSCRIPTION_STATUSES } from "./status.ts";
import { SubscriptionIdParamsSchema, SubscriptionSchema } from "./subscriptions.ts";

export const AdminSubscriptionSchema = SubscriptionSchema.extend({
  member: z.object({ id: Id, fullName: z.string(), email: z.string(), avatar: z.string().nullable() }),
  /** The last paid invoice's amount still refundable; 0 when there is none. */
  refundable: z.number().int(),
});
export type AdminSubscription = z.infer<typeof AdminSubscriptionSchema>;

export const AdminSubscriptionPageSchema = pageOf(AdminSubscriptionSchema);
export type AdminSubscriptionPage = z.infer<typeof AdminSubscriptionPageSchema>;

export const AdminSubscriptionsQuerySchema = PageQuerySchema.extend({
  /** A plan's slug. */
  plan: optional(z.string().max(80, "Plan must be a plan's slug")),
  status: optional(oneOf(SUBSCRIPTION_STATUSES, "a status")),
  audience: optional(oneOf(PLAN_AUDIENCES, "an audience")),
});
export type AdminSubscriptionsQuery = z.input<typeof AdminSubscriptionsQuerySchema>;
/** The query as the server reads it. */
export type AdminSubscriptionsFilter = z.infer<typeof AdminSubscriptionsQuerySchema>;

const money = z.array(z.object({ currency: CurrencySchema, amount: z.number().int() }));

export const SubscriptionMonthSchema = z.object({
  /** `2026-11`. */
  month: z.string(),
  /** Monthly recurring revenue at the month's end, per currency (a yearly price counts a twelfth). */
  mrr: money,
  /** Members with a live subscription at the month's end. */
  activeMembers: z.number().int(),
  newMembers: z.number().int(),
  /** Subscriptions that ended during the month. */
  churned: z.number().int(),
  /** churned / live at the month's start, in percent with one decimal. */
  churnRate: z.number(),
});
export type SubscriptionMonth = z.infer<typeof SubscriptionMonthSchema>;

export const SubscriptionMetricsSchema = z.object({
  mrr: money,
  activeMembers: z.number().int(),
  trialing: z.number().int(),
  pastDue: z.number().int(),
  /** The last 12 months, oldest first, the current month last. */
  months: z.array(SubscriptionMonthSchema),
});
export type SubscriptionMetrics = z.infer<typeof SubscriptionMetricsSchema>;

export const AdminCancelBodySchema = z.object({
  /** `now` ends it at once (no refund by itself); `period-end` lets it run to its period's end. */
  when: oneOf(["now", "period-end"] as const, "now or at the period's end"),
});
export type AdminCancelBody = z.infer<typeof AdminCancelBodySchema>;

const oneSubscription = { access: ["admin"], params: SubscriptionIdParamsSchema } as const;

export const adminSubscriptionEndpoints = {
  list: endpoint({
    method: "GET",
    path: "/v1/admin/subscriptions",
    access: ["admin"],
    summary: "Every subscription, newest first, filtered by plan slug, status and audience",
    query: AdminSubscriptionsQuerySchema,
    response: AdminSubscriptionPageSchema,
  }),
  metrics: endpoint({
    method: "GET",
    path: "/v1/admin/subscriptions/metrics",
    access: ["admin"],
    summary: "Monthly recurring revenue, live members and churn now and over the last 12 months",
    response: SubscriptionMetricsSchema,
  }),
  cancel: endpoint({
    ...oneSubscription,
    method: "POST",
    path: "/v1/admin/subscription/:id/cancel",
    summary: "Cancel a member's subscription now or at its period's end",
    body: AdminCancelBodySchema,
    response: AdminSubscriptionSchema,
  }),
  refund: endpoint({
    ...oneSubscription,
    method: "POST",
    path: "/v1/admin/subscription/:id/refund",
    summary: "Refund the subscription's last paid invoice in full (409 when there is none)",
    response: AdminSubscriptionSchema,
  }),
};
