import {
  createRootRoute,
  createRoute,
  createRouter,
  type ErrorComponentProps,
  Outlet,
  redirect,
} from "@tanstack/react-router";
import { AdaptiveLayout } from "./app/layout/adaptive-layout.tsx";
import { PublicLayout } from "./app/layout/public-layout.tsx";
import { parseSettingsSearch } from "./app/pages/settings-sections.ts";
import { InternalErrorPage, NotFoundPage } from "./components/error-pages.tsx";
import { ManageAddressPage, UpdateUserAddressPage, UserAddressPage } from "./features/addresses/index.ts";
import { AssistantLauncher } from "./features/assistant/index.ts";
import {
  ForgotPasswordPage,
  LoginPage,
  RegisterPage,
  TwoFactorAuthPage,
} from "./features/authorization/index.ts";
import {
  ClosetFormPage,
  ClosetPage,
  ClosetStartPage,
  ClosetsPage,
  ItemFormPage,
  parseClosetFormSearch,
  parseClosetSearch,
  parseClosetsSearch,
  parseItemFormSearch,
} from "./features/closets/index.ts";
import { ContactPage } from "./features/contact/index.ts";
import {
  InfluencerListPage,
  InfluencerQuestionnairePage,
  InfluencerStepPage,
  parseInfluencerSearch,
} from "./features/influencers/index.ts";
import {
  OutfitEditorPage,
  OutfitPage,
  OutfitsPage,
  parseFeedSearch,
  parseOutfitEditSearch,
  parseOutfitFilters,
  WallPage,
} from "./features/outfits/index.ts";
import {
  QuestionnairePage,
  QuestionnaireStartPage,
  QuestionnaireStepPage,
} from "./features/questionnaire/index.ts";
import { RetailerLeadPage, RetailerQuestionnairePage, RetailerStepPage } from "./features/retailers/index.ts";
import { HomePage, PrivacyPolicyPage, TermsPage } from "./features/site/index.ts";
import { PeoplePage, parsePeopleSearch } from "./features/users/index.ts";
import { alwaysNeedsAuth, loginRedirect } from "./lib/guard.ts";
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
      component: HomePage,
    }),
    createRoute({
      getParentRoute: () => visitorRoute,
      path: "/login",
      validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
        typeof search.redirect === "string" ? { redirect: search.redirect } : {},
      component: LoginPage,
    }),
    createRoute({
      getParentRoute: () => visitorRoute,
      path: "/register",
      component: RegisterPage,
    }),
    createRoute({
      getParentRoute: () => visitorRoute,
      path: "/forgot-password",
      component: ForgotPasswordPage,
    }),
  ]),
  onboardingRoute.addChildren([
    createRoute({
      getParentRoute: () => onboardingRoute,
      path: "/register/two-factor-auth",
      validateSearch: (search: Record<string, unknown>): { welcome?: boolean } =>
        search.welcome === true || search.welcome === "true" ? { welcome: true } : {},
      component: TwoFactorAuthPage,
    }),
  ]),
  siteRoute.addChildren([
    createRoute({
      getParentRoute: () => siteRoute,
      path: "/contact",
      component: ContactPage,
    }),
    createRoute({
      getParentRoute: () => siteRoute,
      path: "/retailer-questionnaire",
      component: RetailerLeadPage,
    }),
    createRoute({
      getParentRoute: () => siteRoute,
      path: "/privacy-policy",
      component: PrivacyPolicyPage,
    }),
    createRoute({
      getParentRoute: () => siteRoute,
      path: "/terms",
      component: TermsPage,
    }),
  ]),
  authenticatedRoute.addChildren([
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/settings",
      validateSearch: parseSettingsSearch,
      component: lazyPage(() => import("./app/pages/settings-page.tsx"), "SettingsPage"),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/wall",
      validateSearch: parseFeedSearch,
      component: WallPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/wall/outfits",
      validateSearch: parseOutfitFilters,
      component: OutfitsPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/wall/outfit/details",
      validateSearch: parseOutfitEditSearch,
      component: OutfitEditorPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/wall/outfit/$id",
      component: OutfitPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/wall/closets",
      validateSearch: parseClosetsSearch,
      component: ClosetsPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/wall/closets/$id",
      validateSearch: parseClosetSearch,
      component: ClosetPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/closet/start",
      component: ClosetStartPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/closet/new",
      validateSearch: parseClosetFormSearch,
      component: ClosetFormPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/closet/new-item",
      validateSearch: parseItemFormSearch,
      component: ItemFormPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/users/list",
      validateSearch: parsePeopleSearch,
      component: PeoplePage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/users/profile/$id",
      component: lazyPage(() => import("./app/pages/profile-page.tsx"), "ProfilePage"),
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/questionnaire-start",
      component: QuestionnaireStartPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/questionnaire",
      component: QuestionnairePage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/questionnaire/$step",
      validateSearch: (search: Record<string, unknown>): { from?: "settings" | "summary" } =>
        search.from === "settings" || search.from === "summary" ? { from: search.from } : {},
      component: QuestionnaireStepPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/questionnaire/user-address",
      component: UserAddressPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/questionnaire/manage-address",
      component: ManageAddressPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/questionnaire/update-user-address/$id",
      component: UpdateUserAddressPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/Influencer/list",
      validateSearch: parseInfluencerSearch,
      component: InfluencerListPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/Influencer/questionnaire",
      component: InfluencerQuestionnairePage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/Influencer/questionnaire/$step",
      component: InfluencerStepPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/retailers/questionnaire",
      component: RetailerQuestionnairePage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/retailers/questionnaire/$step",
      component: RetailerStepPage,
    }),
  ]),
]);

export const router = createRouter({ routeTree, defaultPreload: "intent", scrollRestoration: true });

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
