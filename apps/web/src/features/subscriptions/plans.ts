import {
  type BillingInterval,
  featuresOf,
  PLAN_FEATURES,
  type Plan,
  type PlanFeatureName,
} from "@cbm/contracts";

/** The price of a plan for one billing interval, in minor units. */
export const priceOf = (plan: Plan, interval: BillingInterval) =>
  interval === "year" ? plan.yearlyPrice : plan.monthlyPrice;

export const isFree = (plan: Plan) => plan.monthlyPrice === 0 && plan.yearlyPrice === 0;

/** What paying yearly saves against twelve monthly payments, in whole percent (0 when nothing). */
export function yearlySaving(plan: Plan): number {
  const twelveMonths = plan.monthlyPrice * 12;
  if (twelveMonths === 0 || plan.yearlyPrice >= twelveMonths) return 0;
  return Math.round((1 - plan.yearlyPrice / twelveMonths) * 100);
}

export interface FeatureLine {
  name: PlanFeatureName;
  label: string;
  value: string;
  /** A right the plan does not give (shown struck through). */
  missing: boolean;
}

/** How one feature's value reads: "Unlimited", "5", "Included", "12%". */
function featureValue(kind: "limit" | "right" | "percent", value: number | boolean | null | undefined) {
  if (kind === "right") return value ? "Included" : "Not included";
  if (kind === "percent") return `${value ?? 0}%`;
  return value === null || value === undefined
    ? "Unlimited"
    : new Intl.NumberFormat("en").format(Number(value));
}

/** The plan's features in the order of its audience's table, each with its label and value. */
export function featureLines(plan: Plan): FeatureLine[] {
  const table: Record<string, { kind: "limit" | "right" | "percent"; label: string }> =
    PLAN_FEATURES[plan.audience];
  return featuresOf(plan.audience).map((name) => {
    const { kind, label } = table[name] as { kind: "limit" | "right" | "percent"; label: string };
    const value = plan.features[name];
    return { name, label, value: featureValue(kind, value), missing: kind === "right" && !value };
  });
}
