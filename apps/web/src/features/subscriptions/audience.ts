import type { PlanAudience, Role } from "@cbm/contracts";

/** Which plans a member of these roles subscribes to: a retailer's, an influencer's, else a customer's. */
export function audienceOf(roles: readonly Role[]): PlanAudience {
  if (roles.includes("retailer")) return "retailer";
  if (roles.includes("influencer")) return "influencer";
  return "customer";
}

export const AUDIENCE_NAMES: Record<PlanAudience, string> = {
  customer: "Customers",
  influencer: "Influencers",
  retailer: "Retailers",
};
