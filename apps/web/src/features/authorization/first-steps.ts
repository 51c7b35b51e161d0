import type { Role } from "@cbm/contracts";

/**
 * Where a newly registered person goes once their phone is verified or skipped: the onboarding of
 * their role (the storefront for influencers, the business profile for retailers, the style
 * questionnaire for customers).
 */
export function firstStepsPath(roles: readonly Role[]): string {
  if (roles.includes("influencer")) return "/Influencer/questionnaire";
  if (roles.includes("retailer")) return "/retailers/questionnaire";
  if (roles.includes("customer")) return "/questionnaire-start";
  return "/wall";
}
