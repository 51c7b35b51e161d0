import type { Deps } from "../../platform/deps.ts";
import type { SubscriptionsService } from "./service.ts";

/** The clock's work (renewals, retries, expiries) every minute, and what an account's deletion ends. */
export function subscriptionsListeners(
  { bus, jobs }: Pick<Deps, "bus" | "jobs">,
  subscriptions: SubscriptionsService,
): void {
  jobs.schedule("subscriptions.keep-time", "* * * * *", () => subscriptions.keepTime(new Date()));
  bus.within("account.deleted", (tx, { userId }) => subscriptions.endOf(tx, userId));
}
