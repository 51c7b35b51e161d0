import type { AdminDashboard } from "@cbm/contracts";
import type { Deps } from "../../platform/deps.ts";
import { countActiveBrands } from "../brands/index.ts";
import { countClosets } from "../closets/index.ts";
import { countOutfits } from "../outfits/index.ts";
import { countOpenReports } from "../reports/index.ts";
import { countRetailerLeads } from "../retailers/index.ts";
import { countPeople } from "../users/index.ts";

/** The admin area: for now its dashboard of counts, each asked of the module that owns the rows. */
export function adminService({ database }: Pick<Deps, "database">) {
  const { db } = database;
  return {
    async dashboard(): Promise<AdminDashboard> {
      const [people, outfits, closets, brands, openReports, retailerLeads] = await Promise.all([
        countPeople(db),
        countOutfits(db),
        countClosets(db),
        countActiveBrands(db),
        countOpenReports(db),
        countRetailerLeads(db),
      ]);
      return {
        people: { ...people.byRole, newThisWeek: people.newThisWeek },
        outfits,
        closets: closets.closets,
        closetItems: closets.items,
        brands,
        openReports,
        retailerLeads,
      };
    },
  };
}

export type AdminService = ReturnType<typeof adminService>;
