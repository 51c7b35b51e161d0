// The features of a member's plan, enforced where they apply: an action beyond the plan is a 403 that
// names the plan allowing it. Downgrading never deletes anything; it only stops new things beyond the limit.
import {
  type Entitlements,
  featuresOf,
  PLAN_AUDIENCES,
  PLAN_FEATURES,
  type PlanAudience,
  type PlanFeatureName,
  type Role,
  type SubscriptionStatus,
} from "@cbm/contracts";
import type { Executor } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import { rolesOf } from "../users/index.ts";
import * as repo from "./repo.ts";
import { toPlan } from "./shown.ts";
import type { PlanRow } from "./tables.ts";

/** The audience whose plans a member of these roles subscribes to; none for an admin alone. */
export function audienceOf(roles: readonly Role[]): PlanAudience | undefined {
  return [...PLAN_AUDIENCES].reverse().find((audience) => roles.includes(audience));
}

const isFreePlan = (plan: PlanRow) => plan.monthlyPrice === 0 && plan.yearlyPrice === 0;

/** The plan whose features apply to a member of `audience`: their live subscription's, or its free plan. */
async function planIn(ex: Executor, userId: string, audience: PlanAudience) {
  const live = await repo.liveSubscriptionOf(ex, userId);
  const subscribed = live ? await repo.planOf(ex, { id: live.planId }) : undefined;
  if (live && subscribed?.audience === audience) {
    return { plan: subscribed, status: live.status as SubscriptionStatus };
  }
  const free = (await repo.plansOf(ex, { audience, activeOnly: true })).find(isFreePlan);
  return { plan: free, status: null };
}

export async function entitlementsOf(
  ex: Executor,
  userId: string,
  roles: readonly Role[],
): Promise<Entitlements> {
  const audience = audienceOf(roles);
  if (!audience) return { plan: null, status: null };
  const { plan, status } = await planIn(ex, userId, audience);
  return { plan: plan ? toPlan(plan) : null, status };
}

const audienceOfFeature = (feature: PlanFeatureName) =>
  PLAN_AUDIENCES.find((audience) => featuresOf(audience).includes(feature)) as PlanAudience;

const labelOf = (audience: PlanAudience, feature: PlanFeatureName) =>
  (PLAN_FEATURES[audience] as Record<string, { label: string }>)[feature]?.label.toLowerCase();

/**
 * Refuses (403) `adding` more of `feature` for a member who has `used` of them, beyond their plan's
 * limit; the message names the cheapest active plan that allows as many. A member whose role the feature
 * is not for, or with no plan defined, is not limited.
 */
export async function withinPlan(
  ex: Executor,
  userId: string,
  feature: PlanFeatureName,
  used: number,
  adding = 1,
): Promise<void> {
  const wanted = used + adding;
  const audience = audienceOfFeature(feature);
  if (!(await rolesOf(ex, userId)).includes(audience)) return;
  const { plan } = await planIn(ex, userId, audience);
  const limit = plan?.features[feature];
  if (!plan || typeof limit !== "number" || wanted <= limit) return;
  const roomier = (await repo.plansOf(ex, { audience, activeOnly: true }))
    .filter((other) => {
      const allowed = other.features[feature];
      return allowed === null || (typeof allowed === "number" && allowed >= wanted);
    })
    .sort((one, other) => one.monthlyPrice - other.monthlyPrice)[0];
  const allows = `Your ${plan.name} plan allows ${limit} ${labelOf(audience, feature)}.`;
  throw AppError.forbidden(
    roomier ? `${allows} Upgrade to ${roomier.name} to add more.` : `${allows} No plan allows more yet.`,
  );
}
