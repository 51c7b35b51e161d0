/**
 * Every page of the web app, as its router writes them (`$name` is a parameter, as is `{$name}` inside
 * a segment). The router is
 * checked against this table (apps/web/src/router.test.ts), and the server answers any other path
 * with 404, so a page that does not exist is not a page to a browser or a search engine either.
 */
export const PAGE_PATHS = [
  "/",
  "/login",
  "/register",
  "/forgot-password",
  "/register/two-factor-auth",
  "/contact",
  "/retailer-questionnaire",
  "/privacy-policy",
  "/terms",
  "/help",
  "/help/$slug",
  "/settings",
  "/wall",
  "/wall/outfits",
  "/wall/outfit/details",
  "/wall/outfit/$id",
  "/wall/closets",
  "/wall/closets/$id",
  "/closet/start",
  "/closet/new",
  "/closet/new-item",
  "/users/list",
  "/users/profile/$id",
  "/questionnaire-start",
  "/questionnaire",
  "/questionnaire/$step",
  "/questionnaire/user-address",
  "/questionnaire/manage-address",
  "/questionnaire/update-user-address/$id",
  "/questionnaire/add-payment-method",
  "/questionnaire/manage-payment-method",
  "/Influencer/list",
  "/Influencer/questionnaire",
  "/Influencer/questionnaire/$step",
  "/Influencer/questionnaire/select-package",
  "/Influencer/questionnaire/subscribe-plan/$planId",
  "/retailers/questionnaire",
  "/retailers/questionnaire/$step",
  "/shop-configuration",
  "/shipping-methods",
  "/retailer/products",
  "/retailer/products/create~{$retailerId}",
  "/retailer/products/$ref",
  "/shop",
  "/shop/$id",
  "/shop/$id/products",
  "/shop/$id/products/$productId",
  "/cart",
  "/checkout",
  "/my-orders",
  "/notifications",
  "/chat",
  "/my-orders/$id",
  "/orders",
  "/orders/$id",
  "/admin/dashboard",
  "/pricing",
  "/subscriptions/$slug",
  "/subscription-confirmation",
  "/admin/plans",
  "/admin/subscriptions",
  "/events",
  "/events/invitation",
  "/events/live-event",
  "/events/$slug",
] as const;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A segment's pattern: `$id` is any segment, `create~{$id}` a segment starting with `create~`. */
const segmentPattern = (segment: string) =>
  segment.startsWith("$")
    ? "[^/]+"
    : segment
        .split(/\{\$[^}]+\}/)
        .map(escaped)
        .join("[^/]+");

const PAGES = new RegExp(
  `^(?:${PAGE_PATHS.map((page) => page.split("/").map(segmentPattern).join("/")).join("|")})/?$`,
);

/** Whether a path (without its query) is one of the web app's pages. */
export function isPagePath(pathname: string): boolean {
  return PAGES.test(pathname);
}
