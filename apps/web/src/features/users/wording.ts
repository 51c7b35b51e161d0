import type { Role } from "@cbm/contracts";

/** How each role reads on screen. */
export const ROLE_LABELS: Record<Role, string> = {
  customer: "Customer",
  influencer: "Influencer",
  retailer: "Retailer",
  admin: "Admin",
};
