import type { Charge } from "../../platform/payments.ts";

/** The provider says a charge went through (its signed webhook): whoever it paid for is settled. */
export interface PaymentSucceeded {
  charge: Charge;
}

/** The provider says a payment did not go through (its signed webhook): what it was for is released. */
export interface PaymentFailed {
  metadata: Record<string, string>;
  message: string;
}

/** The provider says a subscription it bills changed (its signed webhook): whoever keeps it looks again. */
export interface ProviderSubscriptionChanged {
  /** The provider's id of the subscription. */
  subscriptionId: string;
}

declare module "../../platform/bus.ts" {
  interface DomainEvents {
    "payment.succeeded": PaymentSucceeded;
    "payment.failed": PaymentFailed;
    "payment.subscription-changed": ProviderSubscriptionChanged;
  }
}
