import {
  createRootRoute,
  createRoute,
  createRouter,
  type ErrorComponentProps,
  Outlet,
  redirect,
} from "@tanstack/react-router";
import { InternalErrorPage, NotFoundPage } from "./app/error-pages.tsx";
import { alwaysNeedsAuth, loginRedirect } from "./app/guard.ts";
import { AdaptiveLayout } from "./app/layout/adaptive-layout.tsx";
import { PublicLayout } from "./app/layout/public-layout.tsx";
import { AssistantLauncher } from "./features/assistant/components/assistant-launcher.tsx";
import { lazyPage } from "./lib/lazy-page.ts";
import { session } from "./lib/session.ts";

/** Guard of spec section 4: no stored access token → /login, replacing history, with the full wanted path. */
function requireToken({ location }: { location: { href: string } }) {
  if (!session.hasAccessToken()) throw redirect({ ...loginRedirect(location.href), replace: true });
}

const rootRoute = createRootRoute({
  beforeLoad: ({ location }) => {
    if (alwaysNeedsAuth(location.pathname)) requireToken({ location });
  },
  component: () => (
    <>
      <Outlet />
      <AssistantLauncher />
    </>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: ({ reset }: ErrorComponentProps) => <InternalErrorPage reset={reset} />,
});

/** Pages only for visitors: a signed-in user goes to the wall. */
const visitorRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "visitor",
  beforeLoad: () => {
    if (session.hasAccessToken()) throw redirect({ to: "/wall", replace: true });
  },
  component: PublicLayout,
});

/** Pages for everyone, framed by the signed-in layout when there is a session. */
const siteRoute = createRoute({ getParentRoute: () => rootRoute, id: "site", component: AdaptiveLayout });

const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "authenticated",
  beforeLoad: requireToken,
  component: lazyPage(() => import("./app/layout/authenticated-layout.tsx"), "AuthenticatedLayout"),
});

/** Signed in, but framed like the public pages (the steps right after registering). */
const onboardingRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "onboarding",
  beforeLoad: requireToken,
  component: PublicLayout,
});

const routeTree = rootRoute.addChildren([
  visitorRoute.addChildren([
    createRoute({
      getParentRoute: () => visitorRoute,
      path: "/",
      component: lazyPage(() => import("./features/site/pages/home-page.tsx"), "HomePage"),
    }),
    createRoute({
      getParentRoute: () => visitorRoute,
      path: "/login",
      validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
        typeof search.redirect === "string" ? { redirect: search.redirect } : {},
      component: lazyPage(() => import("./features/authorization/pages/login-page.tsx"), "LoginPage"),
    }),
    createRoute({
      getParentRoute: () => visitorRoute,
      path: "/register",
      component: lazyPage(() => import("./features/authorization/pages/register-page.tsx"), "RegisterPage"),
    }),
    createRoute({
      getParentRoute: () => visitorRoute,
      path: "/forgot-password",
      component: lazyPage(
        () => import("./features/authorization/pages/forgot-password-page.tsx"),
        "ForgotPasswordPage",
      ),
    }),
  ]),
  onboardingRoute.addChildren([
    createRoute({
      getParentRoute: () => onboardingRoute,
      path: "/register/two-factor-auth",
      component: lazyPage(
        () => import("./features/authorization/pages/two-factor-auth-page.tsx"),
        "TwoFactorAuthPage",
      ),
    }),
  ]),
  siteRoute.addChildren([
    createRoute({
      getParentRoute: () => siteRoute,
      path: "/contact",
      component: lazyPage(() => import("./features/contact/pages/contact-page.tsx"), "ContactPage"),
    }),
    createRoute({
      getParentRoute: () => siteRoute,
      path: "/privacy-policy",
      component: lazyPage(() => import("./features/site/pages/privacy-policy-page.tsx"), "PrivacyPolicyPage"),
    }),
    createRoute({
      getParentRoute: () => siteRoute,
      path: "/terms",
      component: lazyPage(() => import("./features/site/pages/terms-page.tsx"), "TermsPage"),
    }),
  ]),
  authenticatedRoute.addChildren([
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/wall",
      component: lazyPage(() => import("./features/wall/pages/wall-page.tsx"), "WallPage"),
    }),
  ]),
]);

export const router = createRouter({ routeTree, defaultPreload: "intent", scrollRestoration: true });

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
