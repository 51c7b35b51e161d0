import type { Deps } from "../../platform/deps.ts";
import type { OrdersService } from "./service.ts";

/** How long a pending checkout is left to its request before the settling job looks at it. */
const SETTLE_AFTER_MS = 2 * 60_000;
/** How long a checkout may wait for its charge before its stock goes back. */
const EXPIRE_AFTER_MS = 15 * 60_000;

/** What this module does when something happens elsewhere, and its scheduled work. */
export function ordersListeners({ bus, jobs }: Pick<Deps, "bus" | "jobs">, orders: OrdersService): void {
  // The provider's word that a charge went through pays its checkout, once, whoever heard of it first.
  bus.within("payment.succeeded", async (tx, { charge }) => {
    const checkoutId = charge.metadata.checkoutId;
    if (checkoutId) await orders.fulfilIn(tx, checkoutId, charge);
  });
  // Its word that a payment failed (the buyer's bank refused to confirm it) gives the checkout's stock back.
  bus.within("payment.failed", async (tx, { metadata, message }) => {
    if (metadata.checkoutId) await orders.failedIn(tx, metadata.checkoutId, message);
  });
  // Every minute: checkouts left between their charge and their orders are settled from the provider,
  // orders past their ship-by day cancelled and refunded, orders delivered a week ago completed.
  jobs.schedule("orders.keep-time", "* * * * *", async () => {
    const now = Date.now();
    await orders.settle(new Date(now - SETTLE_AFTER_MS), new Date(now - EXPIRE_AFTER_MS));
    await orders.keepTime(new Date(now));
  });
}
