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
import {
  parseClosetFormSearch,
  parseClosetSearch,
  parseClosetsSearch,
  parseItemFormSearch,
} from "./features/closets/search-params.ts";
import { parseInfluencerSearch } from "./features/influencers/search-params.ts";
import {
  parseFeedSearch,
  parseOutfitEditSearch,
  parseOutfitFilters,
} from "./features/outfits/search-params.ts";
import { parseSettingsSearch } from "./features/settings/sections.ts";
import { parsePeopleSearch } from "./features/users/search-params.ts";
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
      validateSearch: (search: Record<string, unknown>): { welcome?: boolean } =>
        search.welcome === true || search.welcome === "true" ? { welcome: true } : {},
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
      path: "/retailer-questionnaire",
      component: lazyPage(
        () => import("./features/retailers/pages/retailer-lead-page.tsx"),
        "RetailerLeadPage",
      ),
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
      path: "/settings",
      validateSearch: parseSettingsSearch,
      component: lazyPage(() => import("./features/settings/pages/settings-page.tsx"), "SettingsPage"),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/wall",
      validateSearch: parseFeedSearch,
      component: lazyPage(() => import("./features/outfits/pages/wall-page.tsx"), "WallPage"),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/wall/outfits",
      validateSearch: parseOutfitFilters,
      component: lazyPage(() => import("./features/outfits/pages/outfits-page.tsx"), "OutfitsPage"),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/wall/outfit/details",
      validateSearch: parseOutfitEditSearch,
      component: lazyPage(
        () => import("./features/outfits/pages/outfit-editor-page.tsx"),
        "OutfitEditorPage",
      ),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/wall/outfit/$id",
      component: lazyPage(() => import("./features/outfits/pages/outfit-page.tsx"), "OutfitPage"),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/wall/closets",
      validateSearch: parseClosetsSearch,
      component: lazyPage(() => import("./features/closets/pages/closets-page.tsx"), "ClosetsPage"),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/wall/closets/$id",
      validateSearch: parseClosetSearch,
      component: lazyPage(() => import("./features/closets/pages/closet-page.tsx"), "ClosetPage"),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/closet/start",
      component: lazyPage(() => import("./features/closets/pages/closet-start-page.tsx"), "ClosetStartPage"),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/closet/new",
      validateSearch: parseClosetFormSearch,
      component: lazyPage(() => import("./features/closets/pages/closet-form-page.tsx"), "ClosetFormPage"),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/closet/new-item",
      validateSearch: parseItemFormSearch,
      component: lazyPage(() => import("./features/closets/pages/item-form-page.tsx"), "ItemFormPage"),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/users/list",
      validateSearch: parsePeopleSearch,
      component: lazyPage(() => import("./features/users/pages/people-page.tsx"), "PeoplePage"),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/users/profile/$id",
      component: lazyPage(() => import("./features/users/pages/profile-page.tsx"), "ProfilePage"),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/questionnaire-start",
      component: lazyPage(
        () => import("./features/questionnaire/pages/questionnaire-start-page.tsx"),
        "QuestionnaireStartPage",
      ),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/questionnaire",
      component: lazyPage(
        () => import("./features/questionnaire/pages/questionnaire-page.tsx"),
        "QuestionnairePage",
      ),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/questionnaire/$step",
      validateSearch: (search: Record<string, unknown>): { from?: "settings" | "summary" } =>
        search.from === "settings" || search.from === "summary" ? { from: search.from } : {},
      component: lazyPage(
        () => import("./features/questionnaire/pages/questionnaire-step-page.tsx"),
        "QuestionnaireStepPage",
      ),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/questionnaire/user-address",
      component: lazyPage(
        () => import("./features/addresses/pages/user-address-page.tsx"),
        "UserAddressPage",
      ),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/questionnaire/manage-address",
      component: lazyPage(
        () => import("./features/addresses/pages/manage-address-page.tsx"),
        "ManageAddressPage",
      ),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/questionnaire/update-user-address/$id",
      component: lazyPage(
        () => import("./features/addresses/pages/update-user-address-page.tsx"),
        "UpdateUserAddressPage",
      ),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/Influencer/list",
      validateSearch: parseInfluencerSearch,
      component: lazyPage(
        () => import("./features/influencers/pages/influencer-list-page.tsx"),
        "InfluencerListPage",
      ),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/Influencer/questionnaire",
      component: lazyPage(
        () => import("./features/influencers/pages/influencer-questionnaire-page.tsx"),
        "InfluencerQuestionnairePage",
      ),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/Influencer/questionnaire/$step",
      component: lazyPage(
        () => import("./features/influencers/pages/influencer-step-page.tsx"),
        "InfluencerStepPage",
      ),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/retailers/questionnaire",
      component: lazyPage(
        () => import("./features/retailers/pages/retailer-questionnaire-page.tsx"),
        "RetailerQuestionnairePage",
      ),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/retailers/questionnaire/$step",
      component: lazyPage(
        () => import("./features/retailers/pages/retailer-step-page.tsx"),
        "RetailerStepPage",
      ),
    }),
  ]),
]);

export const router = createRouter({ routeTree, defaultPreload: "intent", scrollRestoration: true });

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
