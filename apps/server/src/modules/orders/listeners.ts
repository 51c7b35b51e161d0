import type { JobRunner } from "../../platform/jobs.ts";
import type { OrdersService } from "./service.ts";

/** How long a pending checkout is left to its request before the settling job looks at it. */
const SETTLE_AFTER_MS = 2 * 60_000;
/** How long a checkout may wait for its charge before its stock goes back. */
const EXPIRE_AFTER_MS = 15 * 60_000;

/** The orders' scheduled work: every minute, checkouts left between their charge and their orders are settled. */
export function ordersJobs(jobs: JobRunner, orders: OrdersService): void {
  jobs.schedule("orders.settle-checkouts", "* * * * *", async () => {
    const now = Date.now();
    await orders.settle(new Date(now - SETTLE_AFTER_MS), new Date(now - EXPIRE_AFTER_MS));
  });
}
