import { isUnder } from "../../lib/guard.ts";

/**
 * The signed-in pages of spec section 2 that are not built yet, by the path they start with, most
 * specific first, with the name a person knows them by (the menu's label where the menu has one).
 */
const COMING_AREAS: readonly (readonly [path: string, name: string])[] = [
  ["/admin/users", "Users"],
  ["/admin/brands", "Brands"],
  ["/admin/products", "Products"],
  ["/admin/stores", "Stores"],
  ["/admin/reported-contents", "Reported Contents"],
  ["/admin", "Administration"],
  ["/events/live-event", "Live Events"],
  ["/hiring-proccess", "Hire an Expert"],
  ["/contracts", "Contracts"],
  ["/offers", "Offers"],
  ["/services", "Services"],
  ["/work-invitations", "Work Invitations"],
  ["/affiliate-program", "Affiliate Program"],
];

/** The name of the part of CBM a path belongs to, when that part is planned but not built yet. */
export function comingAreaOf(pathname: string): string | undefined {
  return COMING_AREAS.find(([path]) => isUnder(pathname, path))?.[1];
}
