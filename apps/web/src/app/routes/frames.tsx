import type { QueryClient } from "@tanstack/react-query";
import { createRootRouteWithContext, createRoute, Outlet, redirect } from "@tanstack/react-router";
import { AssistantLauncher } from "../../features/assistant/index.ts";
import { usersQueries } from "../../features/users/index.ts";
import { alwaysNeedsAuth, homeFor, loginRedirect } from "../../lib/guard.ts";
import { lazyPage } from "../../lib/lazy-page.ts";
import { session } from "../../lib/session.ts";
import { AdaptiveLayout } from "../layout/adaptive-layout.tsx";
import { MissingPage } from "../layout/missing-page.tsx";
import { PublicLayout } from "../layout/public-layout.tsx";

/**
 * Loaders fill the query cache with what a page reads, so its data starts with its code (and on hover,
 * with `defaultPreload: "intent"`). A loader awaits (`ensureQueryData`) only the record the page is about,
 * which the page then reads with `useSuspenseQuery`. Lists and panels with their own skeleton and inline
 * retry are only started (`prefetch*`, which never throws): a slow or failed list neither holds nor breaks
 * the page, and filters answer at once. Decision 011.
 */
export interface RouterContext {
  queryClient: QueryClient;
}

/** Guard of spec section 4: no stored access token → /login, replacing history, with the full wanted path. */
function requireToken({ location }: { location: { href: string } }) {
  if (!session.hasAccessToken()) throw redirect({ ...loginRedirect(location.href), replace: true });
}

/** Optional for both signed-in frames: the top bar and the pages show the stored copy until it comes. */
function prefetchProfile({ context }: { context: RouterContext }) {
  void usersQueries().then(({ profileQuery }) => context.queryClient.prefetchQuery(profileQuery()));
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  beforeLoad: ({ location }) => {
    if (alwaysNeedsAuth(location.pathname)) requireToken({ location });
  },
  component: () => (
    <>
      <Outlet />
      <AssistantLauncher />
    </>
  ),
  // A path no route answers is still shown in the person's frame, with the way back.
  notFoundComponent: MissingPage,
});

/** Pages only for visitors: a signed-in user goes home (the wall, or an admin's dashboard). */
export const visitorRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "visitor",
  beforeLoad: () => {
    if (session.hasAccessToken())
      throw redirect({ href: homeFor(session.read()?.user?.roles), replace: true });
  },
  component: PublicLayout,
});

/** Pages for everyone, framed by the signed-in layout when there is a session. */
export const siteRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "site",
  component: AdaptiveLayout,
});

export const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "authenticated",
  beforeLoad: requireToken,
  loader: prefetchProfile,
  component: lazyPage(() => import("../layout/authenticated-layout.tsx"), "AuthenticatedLayout"),
});

/** Signed in, but framed like the public pages (the steps right after registering). */
export const onboardingRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "onboarding",
  beforeLoad: requireToken,
  loader: prefetchProfile,
  component: PublicLayout,
});
