// The features of a member's plan, enforced where they apply: an action beyond the plan is a 403 that
// names the plan allowing it. Downgrading never deletes anything: new things beyond the limit are refused,
// and the newest things beyond it are read-only until the member upgrades or deletes some.
import {
  type Entitlements,
  featuresOf,
  PLAN_AUDIENCES,
  PLAN_FEATURES,
  type PlanAudience,
  type PlanFeatureName,
  type ReadOnlyAfter,
  type Role,
  type SubscriptionStatus,
} from "@cbm/contracts";
import type { Executor } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import type { MadeInOrder } from "../../platform/made-in-order.ts";
import { rolesOf } from "../users/index.ts";
import * as plansRepo from "./plans-repo.ts";
import * as repo from "./repo.ts";
import { toPlan } from "./shown.ts";
import type { PlanRow } from "./tables.ts";

/** The audience whose plans a member of these roles subscribes to; none for an admin alone. */
export function audienceOf(roles: readonly Role[]): PlanAudience | undefined {
  return [...PLAN_AUDIENCES].reverse().find((audience) => roles.includes(audience));
}

/** The things each limited feature counts, from the modules keeping them (given by `app.ts`). */
export type CountedFeatures = Partial<Record<keyof ReadOnlyAfter, MadeInOrder>>;

const isFreePlan = (plan: PlanRow) => plan.monthlyPrice === 0 && plan.yearlyPrice === 0;

/** The plan whose features apply to a member of `audience`: their live subscription's, or its free plan. */
async function planIn(ex: Executor, userId: string, audience: PlanAudience) {
  const live = await repo.liveSubscriptionOf(ex, userId);
  const subscribed = live ? await plansRepo.planOf(ex, { id: live.planId }) : undefined;
  if (live && subscribed?.audience === audience) {
    return { plan: subscribed, status: live.status as SubscriptionStatus };
  }
  const free = (await plansRepo.plansOf(ex, { audience, activeOnly: true })).find(isFreePlan);
  return { plan: free, status: null };
}

export async function entitlementsOf(
  ex: Executor,
  userId: string,
  roles: readonly Role[],
  counted: CountedFeatures,
): Promise<Entitlements> {
  const audience = audienceOf(roles);
  if (!audience) return { plan: null, status: null, readOnlyAfter: {} };
  const { plan, status } = await planIn(ex, userId, audience);
  return {
    plan: plan ? toPlan(plan) : null,
    status,
    readOnlyAfter: await readOnlyAfter(ex, userId, counted),
  };
}

const audienceOfFeature = (feature: PlanFeatureName) =>
  PLAN_AUDIENCES.find((audience) => featuresOf(audience).includes(feature)) as PlanAudience;

const labelOf = (audience: PlanAudience, feature: PlanFeatureName) =>
  (PLAN_FEATURES[audience] as Record<string, { label: string }>)[feature]?.label.toLowerCase();

/** The member's plan and its limit on `feature`, when the feature is for their role and the plan sets a number. */
async function limitOf(ex: Executor, userId: string, feature: PlanFeatureName) {
  const audience = audienceOfFeature(feature);
  if (!(await rolesOf(ex, userId)).includes(audience)) return undefined;
  const { plan } = await planIn(ex, userId, audience);
  const limit = plan?.features[feature];
  return plan && typeof limit === "number" ? { plan, limit, audience } : undefined;
}
type Limited = NonNullable<Awaited<ReturnType<typeof limitOf>>>;

/** The 403 for `wanted` of `feature` beyond the plan, naming the cheapest active plan that allows as many. */
async function beyondPlan(
  ex: Executor,
  limited: Limited,
  feature: PlanFeatureName,
  wanted: number,
  then: (roomier: string | undefined) => string,
) {
  const { plan, limit, audience } = limited;
  const roomier = (await plansRepo.plansOf(ex, { audience, activeOnly: true }))
    .filter((other) => {
      const allowed = other.features[feature];
      return allowed === null || (typeof allowed === "number" && allowed >= wanted);
    })
    .sort((one, other) => one.monthlyPrice - other.monthlyPrice)[0];
  const allows = `Your ${plan.name} plan allows ${limit} ${labelOf(audience, feature)}.`;
  return AppError.forbidden(`${allows} ${then(roomier?.name)}`);
}

/**
 * Refuses (403) `adding` more of `feature` for a member who has `used` of them, beyond their plan's
 * limit. A member whose role the feature is not for, or with no plan defined, is not limited.
 */
export async function withinPlan(
  ex: Executor,
  userId: string,
  feature: PlanFeatureName,
  used: number,
  adding = 1,
): Promise<void> {
  const limited = await limitOf(ex, userId, feature);
  if (!limited || used + adding <= limited.limit) return;
  throw await beyondPlan(ex, limited, feature, used + adding, (roomier) =>
    roomier ? `Upgrade to ${roomier} to add more.` : "No plan allows more yet.",
  );
}

/**
 * Refuses (403) what a right of the plan gives (a public storefront) to a member whose plan leaves it out,
 * naming the cheapest plan that has it. A plan that does not name the right does not take it away.
 */
export async function allowedInPlan(ex: Executor, userId: string, feature: PlanFeatureName): Promise<void> {
  const audience = audienceOfFeature(feature);
  if (!(await rolesOf(ex, userId)).includes(audience)) return;
  const { plan } = await planIn(ex, userId, audience);
  if (plan?.features[feature] !== false) return;
  const [having] = (await plansRepo.plansOf(ex, { audience, activeOnly: true }))
    .filter((other) => other.features[feature] === true)
    .sort((one, other) => one.monthlyPrice - other.monthlyPrice);
  const then = having ? `Upgrade to ${having.name} to have one.` : "No plan includes it yet.";
  throw AppError.forbidden(
    `Your ${plan.name} plan does not include a ${labelOf(audience, feature)}. ${then}`,
  );
}

/**
 * The moment after which the member's things of `feature` are beyond their plan, and read-only: when
 * the limit-th oldest was made. None when the plan sets no limit or the member has no more than it.
 */
async function readOnlyAfterIn(ex: Executor, userId: string, limited: Limited, made: MadeInOrder) {
  if (!(await made.nthMadeAt(ex, userId, limited.limit + 1))) return undefined;
  return made.nthMadeAt(ex, userId, limited.limit);
}

/** The moment after which each counted feature's things are read-only, for the features it applies to. */
async function readOnlyAfter(ex: Executor, userId: string, counted: CountedFeatures): Promise<ReadOnlyAfter> {
  const found: ReadOnlyAfter = {};
  for (const [feature, made] of Object.entries(counted) as [PlanFeatureName, MadeInOrder][]) {
    const limited = await limitOf(ex, userId, feature);
    const after = limited && (await readOnlyAfterIn(ex, userId, limited, made));
    if (after) found[feature as keyof ReadOnlyAfter] = after.toISOString();
  }
  return found;
}

/**
 * Refuses (403) a change to a thing of `feature` made at `madeAt` when it is beyond the member's plan:
 * the newest things beyond the limit are read-only after a downgrade (deleting them stays allowed).
 */
export async function editableInPlan(
  ex: Executor,
  userId: string,
  feature: PlanFeatureName,
  made: MadeInOrder,
  madeAt: Date,
): Promise<void> {
  const limited = await limitOf(ex, userId, feature);
  const after = limited && (await readOnlyAfterIn(ex, userId, limited, made));
  if (!limited || !after || madeAt.getTime() <= after.getTime()) return;
  throw await beyondPlan(
    ex,
    limited,
    feature,
    await made.count(ex, userId),
    (roomier) =>
      `This one is beyond it and read-only: ${roomier ? `upgrade to ${roomier} to change it, or delete some` : "delete some to change it"}.`,
  );
}
