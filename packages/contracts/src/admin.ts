import { z } from "zod";
import { endpoint } from "./endpoint.ts";

const count = z.number().int().min(0);

/** What an admin sees first when they sign in (`/admin/dashboard`): how big CBM is, and what waits for them. */
export const AdminDashboardSchema = z.object({
  people: z.object({
    /** Live people with each role (a person with two roles counts in both). */
    customer: count,
    influencer: count,
    retailer: count,
    admin: count,
    /** Live people who joined in the last seven days. */
    newThisWeek: count,
  }),
  outfits: count,
  closets: count,
  closetItems: count,
  /** Brands offered (active) in the catalogue. */
  brands: count,
  /** Reports no moderator handled yet. */
  openReports: count,
  retailerLeads: count,
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

export const adminEndpoints = {
  dashboard: endpoint({
    access: ["admin"],
    method: "GET",
    path: "/v1/admin/dashboard",
    summary:
      "The admin's dashboard: people by role, new people, outfits, closets, brands, open reports, leads",
    response: AdminDashboardSchema,
  }),
};
