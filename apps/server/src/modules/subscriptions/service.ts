import type {
  PageQuery,
  ProfileSubscription,
  Role,
  Subscription,
  SubscriptionDetails,
  SubscriptionPage,
  SubscriptionStatus,
} from "@cbm/contracts";
import type { Executor, Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import type { UsersService } from "../users/index.ts";
import { adminSubscriptions } from "./admin.ts";
import { billing } from "./billing.ts";
import { changing, endedNowIn } from "./changes.ts";
import * as invoicesRepo from "./invoices-repo.ts";
import { lifecycle } from "./lifecycle.ts";
import { audienceOf, type CountedFeatures, entitlementsOf } from "./limits.ts";
import { changingPlan } from "./plan-change.ts";
import { plansOf } from "./plans.ts";
import { providerBilled } from "./provider.ts";
import * as repo from "./repo.ts";
import { toInvoice } from "./shown.ts";
import { subscribing } from "./subscribe.ts";

const NOT_FOUND = "We could not find this subscription.";

export const END_AT_PROVIDER_JOB = "subscriptions.end-at-provider";

/** The member a request speaks for, with the audience of plans their role subscribes to. */
export function memberOf(userId: string, roles: readonly Role[]) {
  const audience = audienceOf(roles);
  if (!audience) throw AppError.forbidden("Plans are for customers, influencers and retailers.");
  return { userId, audience };
}

/** The live subscription's plan and status, for the profile; null on the free plan. */
export async function profileSubscriptionOf(ex: Executor, userId: string): Promise<ProfileSubscription> {
  const live = await repo.liveSubscriptionShown(ex, userId);
  return live ? { ...live, status: live.status as SubscriptionStatus } : null;
}

export function subscriptionsService(
  deps: Pick<Deps, "database" | "payments" | "bus" | "jobs">,
  users: Pick<UsersService, "byId">,
  counted: CountedFeatures = {},
) {
  const { db } = deps.database;
  const kit = billing(deps);
  const billed = deps.payments.billing ? providerBilled(db, kit, deps.payments.billing) : undefined;
  const clock = lifecycle(db, kit);
  const changes = changing(db, kit, billed);
  const planChanges = changingPlan(db, kit, billed);
  const signUps = subscribing(db, kit, deps.jobs, billed);

  async function current(userId: string): Promise<Subscription | null> {
    const row = await repo.liveSubscriptionOf(db, userId);
    return row ? kit.shown(db, row) : null;
  }

  return {
    plans: plansOf(db, kit),
    admin: adminSubscriptions(db, kit, deps, users, billed),
    subscribe: signUps.subscribe,
    /** The provider's word on a first payment the member's bank asked them to confirm. */
    firstPaidIn: signUps.firstPaidIn,
    firstFailedIn: signUps.firstFailedIn,
    paidByMemberIn: clock.paidByMemberIn,
    /** Everything the clock moves by `now`; the provider is told of new prices it will bill. */
    async keepTime(now: Date): Promise<void> {
      await clock.keepTime(now);
      await billed?.passOnNewPrices();
    },
    /** The clock moved for one member's subscription alone (development and tests: `at` may be ahead of now). */
    async keepTimeOf(userId: string, at: Date): Promise<Subscription | null> {
      await clock.keepTime(at, userId);
      return current(userId);
    },
    /** A webhook said the provider's subscription changed (nothing to do when CBM bills them itself). */
    syncFromProvider: async (providerSubscriptionId: string) => billed?.sync(providerSubscriptionId),
    preview: planChanges.preview,
    change: planChanges.change,
    cancel: changes.cancel,
    resume: changes.resume,
    changeCard: (userId: string, cardId: string) => changes.changeCard(userId, cardId, clock.collect),

    current,

    async history(userId: string, query: PageQuery): Promise<SubscriptionPage> {
      const { rows, total } = await repo.historyOf(db, userId, pagingOf(query));
      const items = [];
      for (const row of rows) items.push(await kit.shown(db, row));
      return numberedPage(query, items, total);
    },

    async get(userId: string, id: string): Promise<SubscriptionDetails> {
      const row = await repo.subscriptionOf(db, { id, userId });
      if (!row) throw AppError.notFound(NOT_FOUND);
      const invoices = await invoicesRepo.invoicesOf(db, [row.id]);
      return { ...(await kit.shown(db, row)), invoices: invoices.map(toInvoice) };
    },

    /** Ends the live subscription of an account being deleted, in the deletion's transaction. */
    async endOf(tx: Tx, userId: string): Promise<void> {
      const live = await repo.liveSubscriptionOf(tx, userId, true);
      if (!live) return;
      await endedNowIn(tx, kit, live, new Date());
      const { providerSubscriptionId } = live;
      if (providerSubscriptionId)
        await deps.jobs.enqueue(tx, END_AT_PROVIDER_JOB, { providerSubscriptionId });
    },

    /** The provider stops billing a subscription ended here (a deleted account's), retried until it answers. */
    endAtProvider: async (providerSubscriptionId: string) => {
      await billed?.billing.cancel(providerSubscriptionId);
    },

    entitlements: (userId: string, roles: readonly Role[]) => entitlementsOf(db, userId, roles, counted),
  };
}

export type SubscriptionsService = ReturnType<typeof subscriptionsService>;
