import type { Deps } from "../../platform/deps.ts";
import { END_AT_PROVIDER_JOB, type SubscriptionsService } from "./service.ts";

/**
 * The clock's work (renewals, retries, expiries) every minute, what an account's deletion ends, and what
 * the provider's webhooks say of the subscriptions it bills.
 */
export function subscriptionsListeners(
  { bus, jobs }: Pick<Deps, "bus" | "jobs">,
  subscriptions: SubscriptionsService,
): void {
  jobs.schedule("subscriptions.keep-time", "* * * * *", () => subscriptions.keepTime(new Date()));
  bus.within("account.deleted", (tx, { userId }) => subscriptions.endOf(tx, userId));
  jobs.define<{ providerSubscriptionId: string }>(END_AT_PROVIDER_JOB, ({ providerSubscriptionId }) =>
    subscriptions.endAtProvider(providerSubscriptionId),
  );
  // A first payment the member's bank asked them to confirm starts their place, or frees it, whether or
  // not they come back to the page.
  bus.within("payment.succeeded", (tx, { charge }) => subscriptions.firstPaidIn(tx, charge));
  // And an open invoice the member paid at the screen, after the same check.
  bus.within("payment.succeeded", (tx, { charge }) => subscriptions.paidByMemberIn(tx, charge));
  bus.within("payment.failed", (tx, { metadata }) => subscriptions.firstFailedIn(tx, metadata));
  bus.afterCommit("payment.subscription-changed", "subscriptions.sync-from-provider", ({ subscriptionId }) =>
    subscriptions.syncFromProvider(subscriptionId),
  );
}
