import type { Role, SuggestionReason } from "@cbm/contracts";

/** How each role reads on screen. */
export const ROLE_LABELS: Record<Role, string> = {
  customer: "Customer",
  influencer: "Influencer",
  retailer: "Retailer",
  admin: "Admin",
};

/** Why someone or something is suggested to a newcomer, as the card says it. */
export const SUGGESTION_LABELS: Record<SuggestionReason, string> = {
  popular: "Popular on CBM",
  "style-match": "Matches your style",
};
