import type { Role } from "@cbm/contracts";
import { isUnder } from "../lib/guard.ts";
import type { ProfileTab } from "./pages/profile-tabs.ts";

export type MenuKey =
  | "admin-dashboard"
  | "admin-users"
  | "admin-plans"
  | "admin-brands"
  | "admin-subscriptions"
  | "admin-products"
  | "admin-stores"
  | "admin-reported-contents"
  | "explore"
  | "find-users"
  | "shop"
  | "live-events"
  | "hire-an-expert"
  | "messages"
  | "notifications"
  | "my-orders"
  | "contracts"
  | "offers"
  | "event-invitations"
  | "contact"
  | "help"
  | "my-events"
  | "orders"
  | "shipping-methods"
  | "my-products"
  | "services"
  | "settings";

export interface MenuItem {
  key: MenuKey;
  label: string;
  to: string;
  /** Which unread count shows as a dot beside the item. */
  dot?: "messages" | "notifications" | "invitations";
}

const ADMIN: MenuItem[] = [
  { key: "admin-dashboard", label: "Dashboard", to: "/admin/dashboard" },
  { key: "admin-users", label: "Users", to: "/admin/users" },
  { key: "admin-plans", label: "Plans", to: "/admin/plans" },
  { key: "admin-brands", label: "Brands", to: "/admin/brands" },
  { key: "admin-subscriptions", label: "Subscriptions", to: "/admin/subscriptions" },
  { key: "admin-products", label: "Products", to: "/admin/products" },
  { key: "admin-stores", label: "Stores", to: "/admin/stores" },
  { key: "admin-reported-contents", label: "Reported Contents", to: "/admin/reported-contents" },
];

const MEMBER: MenuItem[] = [
  { key: "explore", label: "Explore", to: "/wall" },
  { key: "find-users", label: "Find Users", to: "/users/list" },
  { key: "shop", label: "Shop", to: "/shop" },
  { key: "live-events", label: "Live Events", to: "/events/live-event" },
  { key: "hire-an-expert", label: "Hire an Expert", to: "/hiring-proccess" },
  { key: "messages", label: "Messages", to: "/chat", dot: "messages" },
  { key: "notifications", label: "Notifications", to: "/notifications", dot: "notifications" },
  { key: "my-orders", label: "My Orders", to: "/my-orders" },
  { key: "contracts", label: "Contracts", to: "/contracts" },
  { key: "offers", label: "Offers", to: "/offers" },
  { key: "event-invitations", label: "Event Invitations", to: "/events/invitation", dot: "invitations" },
  { key: "contact", label: "Contact", to: "/contact" },
  // Beside Contact: where a member looks for answers before writing to us.
  { key: "help", label: "Help", to: "/help" },
];

const MY_EVENTS: MenuItem = { key: "my-events", label: "My Events", to: "/events" };
const RETAILER: MenuItem[] = [
  { key: "orders", label: "Orders", to: "/orders" },
  { key: "shipping-methods", label: "Shipping Methods", to: "/shipping-methods" },
  { key: "my-products", label: "My Products", to: "/retailer/products" },
];
const INFLUENCER: MenuItem[] = [{ key: "services", label: "Services", to: "/services" }];
const SETTINGS: MenuItem = { key: "settings", label: "Settings", to: "/settings" };

/** The side menu for a user's roles, in the spec's order (section 2 and 6); Log Out follows it. */
export function menuFor(roles: readonly Role[]): MenuItem[] {
  if (roles.includes("admin")) return [...ADMIN, SETTINGS];
  const retailer = roles.includes("retailer");
  const influencer = roles.includes("influencer");
  return [
    ...MEMBER,
    ...(retailer || influencer ? [MY_EVENTS] : []),
    ...(retailer ? RETAILER : []),
    ...(influencer ? INFLUENCER : []),
    SETTINGS,
  ];
}

/** A place of the person's own: a tab of their profile (`/users/profile/{id}?tab=`). */
export interface OwnPlace {
  key: "my-closets" | "saved-outfits";
  label: string;
  tab: ProfileTab;
}

const OWN_PLACES: readonly OwnPlace[] = [
  { key: "my-closets", label: "My closets", tab: "closets" },
  { key: "saved-outfits", label: "Saved outfits", tab: "saved" },
];

/** Under the person's avatar and name, at the top of the side menu: what is theirs (an admin keeps none). */
export const ownPlacesFor = (roles: readonly Role[]): readonly OwnPlace[] =>
  roles.includes("admin") ? [] : OWN_PLACES;

export const ownProfilePath = (userId: string) => `/users/profile/${userId}`;

export interface Tab {
  key: "wall" | "find" | "create" | "notifications" | "me";
  label: string;
  to: string;
}

/** The phone's bottom tab bar: the five places a thumb goes most. */
export function tabsFor(userId: string): Tab[] {
  return [
    { key: "wall", label: "Wall", to: "/wall" },
    { key: "find", label: "Find", to: "/users/list" },
    { key: "create", label: "Create", to: "/wall/outfit/details" },
    { key: "notifications", label: "Notifications", to: "/notifications" },
    { key: "me", label: "Me", to: ownProfilePath(userId) },
  ];
}

/**
 * The tab or menu item a page belongs to: the one whose path holds it most closely (Create, not Wall, for
 * the editor; Event Invitations, not My Events, for /events/invitation).
 */
export function currentPlace<T extends { to: string }>(
  places: readonly T[],
  pathname: string,
): T | undefined {
  const closestFirst = [...places].sort((one, other) => other.to.length - one.to.length);
  return closestFirst.find((place) => isUnder(pathname, place.to));
}
