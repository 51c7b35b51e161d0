import type { Role } from "@cbm/contracts";

/** Paths that need a stored access token even when their route does not say so (spec section 4). */
export function alwaysNeedsAuth(pathname: string): boolean {
  return /^\/(retailer|admin)(\/|$)/i.test(pathname);
}

/** Where the guard sends a signed-out visitor: the login page, remembering the whole wanted path. */
export function loginRedirect(href: string): { to: "/login"; search: { redirect: string } } {
  return { to: "/login", search: { redirect: href } };
}

/** Where a signed-in person is at home: admins on their dashboard (spec section 2), everyone else on the wall. */
export const homeFor = (roles: readonly Role[] | undefined) =>
  roles?.includes("admin") ? "/admin/dashboard" : "/wall";

/**
 * The path to go to after login: a same-origin path given in `redirect`, else the person's home. No open
 * redirects.
 */
export function afterLogin(redirect: unknown, roles?: readonly Role[]): string {
  const home = homeFor(roles);
  if (typeof redirect !== "string") return home;
  const safe = redirect.startsWith("/") && !redirect.startsWith("//") && !redirect.startsWith("/\\");
  return safe && !/^\/login(\/|\?|#|$)/.test(redirect) ? redirect : home;
}

/** The role middlewares of spec section 6. */
export const ROLE_RULES = {
  admin: ["admin"],
  influencer: ["influencer"],
  retailer: ["retailer"],
  "influencer-retailer": ["influencer", "retailer"],
} as const satisfies Record<string, readonly Role[]>;

export type RoleRule = keyof typeof ROLE_RULES;

export function mayEnter(rule: RoleRule, roles: readonly Role[] | undefined): boolean {
  const allowed: readonly Role[] = ROLE_RULES[rule];
  return (roles ?? []).some((role) => allowed.includes(role));
}

/** Whether `pathname` is `to` or a page under it; paths match case-insensitively, as the router does. */
export function isUnder(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  const base = to.toLowerCase();
  return path === base || path.startsWith(`${base}/`);
}
