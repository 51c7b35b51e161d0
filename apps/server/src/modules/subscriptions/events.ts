import type { BillingInterval } from "@cbm/contracts";

/**
 * What happened to a member's subscription. The member is told of each (notifications module); a
 * `failed` renewal says when it is tried again (null: it was the last try).
 */
export type SubscriptionChange =
  | "started"
  | "trial-started"
  | "renewed"
  | "payment-failed"
  | "payment-action-required"
  | "cancel-scheduled"
  | "resumed"
  | "upgraded"
  | "downgrade-scheduled"
  | "card-changed"
  | "price-announced"
  | "cancelled"
  | "expired"
  | "refunded";

export interface SubscriptionChanged {
  subscriptionId: string;
  userId: string;
  change: SubscriptionChange;
  planName: string;
  interval: BillingInterval;
  /** The amount the change concerns (charged, refunded, the new price), in minor units of `currency`. */
  amount: number;
  currency: string;
  /** The date the change concerns: the period's end, the next try, when a new price applies. */
  on: string | null;
  /** Distinguishes repeats of one change (a renewal's period, a failed try's number). */
  mark: string;
}

declare module "../../platform/bus.ts" {
  interface DomainEvents {
    "subscription.changed": SubscriptionChanged;
  }
}
