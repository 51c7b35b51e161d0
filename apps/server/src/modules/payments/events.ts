import type { Charge } from "../../platform/payments.ts";

/** The provider says a charge went through (its signed webhook): whoever it paid for is settled. */
export interface PaymentSucceeded {
  charge: Charge;
}

declare module "../../platform/bus.ts" {
  interface DomainEvents {
    "payment.succeeded": PaymentSucceeded;
  }
}
