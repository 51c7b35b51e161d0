import type { Role } from "@cbm/contracts";

/** How each role reads on screen. */
export const ROLE_LABELS: Record<Role, string> = {
  customer: "Customer",
  influencer: "Influencer",
  retailer: "Retailer",
  admin: "Admin",
};

/** "1 follower", "1,204 followers", "3 people"; "100+ people" when the count stopped there. */
export const countOf = (count: number, noun: string, plural = `${noun}s`, capped = false) =>
  `${count.toLocaleString("en-US")}${capped ? "+" : ""} ${count === 1 && !capped ? noun : plural}`;
