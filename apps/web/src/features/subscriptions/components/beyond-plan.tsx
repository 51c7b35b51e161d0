import { PLAN_FEATURES, type ReadOnlyAfter } from "@cbm/contracts";
import { IconLock } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { entitlementsQuery } from "../api.ts";
import { PlanAlert } from "./plan-alert.tsx";

/** The kinds of things a plan limits whose newest beyond the limit are read-only (decision 023). */
export type LimitedKind = keyof ReadOnlyAfter;

const LABELS: Record<LimitedKind, string> = {
  closets: PLAN_FEATURES.customer.closets.label,
  closetItems: PLAN_FEATURES.customer.closetItems.label,
  productsListed: PLAN_FEATURES.retailer.productsListed.label,
};

/**
 * The member's plan when the thing of `kind` made at `createdAt` is beyond its limit, and read-only:
 * made after the moment the entitlements name. Undefined while unknown or within the plan.
 */
export function useBeyondPlan(kind: LimitedKind, createdAt: string | undefined) {
  const { data } = useQuery(entitlementsQuery());
  const after = data?.readOnlyAfter[kind];
  if (!data?.plan || !after || !createdAt || Date.parse(createdAt) <= Date.parse(after)) return undefined;
  const limit = (data.plan.features as Partial<Record<LimitedKind, number | null>>)[kind];
  return { name: data.plan.name, limit: limit ?? 0 };
}

/** Says a thing is beyond the member's plan and read-only, with the ways out: upgrading, or `children`. */
export function BeyondPlanNote({
  kind,
  plan,
  children,
}: {
  kind: LimitedKind;
  plan: { name: string; limit: number };
  children?: ReactNode;
}) {
  return (
    <PlanAlert title="Read-only on your plan" icon={<IconLock size={20} aria-hidden />}>
      Your {plan.name} plan allows {plan.limit} {LABELS[kind].toLowerCase()}, and this one is newer than
      those: you can see it but not change it. Upgrade to change it, {children ?? "or delete some"} to get
      back within your plan.
    </PlanAlert>
  );
}
