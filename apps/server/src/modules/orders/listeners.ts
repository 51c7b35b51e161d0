import type { Deps } from "../../platform/deps.ts";
import { REFUND_ORPHAN_JOB } from "./checkout.ts";
import type { OrdersService } from "./service.ts";
import { REFUND_ORDER_JOB } from "./states.ts";

/** How long a pending checkout is left to its request before the settling job looks at it. */
const SETTLE_AFTER_MS = 2 * 60_000;
/** How long a checkout may wait for its charge before its stock goes back. */
const EXPIRE_AFTER_MS = 15 * 60_000;

/** What this module does when something happens elsewhere, and its scheduled work. */
export function ordersListeners(
  { bus, jobs, payments }: Pick<Deps, "bus" | "jobs" | "payments">,
  orders: OrdersService,
): void {
  // The provider's word that a charge went through pays its checkout, once, whoever heard of it first.
  bus.within("payment.succeeded", async (tx, { charge }) => {
    const checkoutId = charge.metadata.checkoutId;
    if (checkoutId) await orders.fulfilIn(tx, checkoutId, charge);
  });
  // A cancelled order is refunded in full, once, from the charge of its checkout.
  jobs.define<{ orderId: string }>(REFUND_ORDER_JOB, async ({ orderId }) => {
    const refund = await orders.refundOf(orderId);
    if (refund) await payments.refund({ ...refund, idempotencyKey: `order-refund-${orderId}` });
  });
  jobs.define<{ chargeId: string; amountMinor: number }>(
    REFUND_ORPHAN_JOB,
    async ({ chargeId, amountMinor }) => {
      await payments.refund({ chargeId, amountMinor, idempotencyKey: `orphan-${chargeId}` });
    },
  );
  // Every ten minutes, orders past their ship-by day are cancelled and refunded, delivered ones completed.
  jobs.schedule("orders.keep-time", "*/10 * * * *", () => orders.keepTime(new Date()));
  // Every minute, checkouts left between their charge and their orders are settled from the provider.
  jobs.schedule("orders.settle-checkouts", "* * * * *", async () => {
    const now = Date.now();
    await orders.settle(new Date(now - SETTLE_AFTER_MS), new Date(now - EXPIRE_AFTER_MS));
  });
}
