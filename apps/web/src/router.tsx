import type { QueryClient } from "@tanstack/react-query";
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  type ErrorComponentProps,
  Outlet,
  type RouterHistory,
  redirect,
  useRouter,
} from "@tanstack/react-router";
import { AdaptiveLayout } from "./app/layout/adaptive-layout.tsx";
import { PublicLayout } from "./app/layout/public-layout.tsx";
import { parseSettingsSearch } from "./app/pages/settings-sections.ts";
import { queryClient } from "./app/query-client.ts";
import { InternalErrorPage, NotFoundPage } from "./components/error-pages.tsx";
import {
  addressesQueries,
  ManageAddressPage,
  UpdateUserAddressPage,
  UserAddressPage,
} from "./features/addresses/index.ts";
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
  closetsQueries,
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
  influencersQueries,
  parseInfluencerSearch,
} from "./features/influencers/index.ts";
import {
  OutfitEditorPage,
  OutfitPage,
  OutfitsPage,
  outfitsQueries,
  parseFeedSearch,
  parseOutfitEditSearch,
  parseOutfitFilters,
  WallPage,
} from "./features/outfits/index.ts";
import {
  RetailerLeadPage,
  RetailerQuestionnairePage,
  RetailerStepPage,
  retailersQueries,
} from "./features/retailers/index.ts";
import { HomePage, PrivacyPolicyPage, TermsPage } from "./features/site/index.ts";
import {
  QuestionnairePage,
  QuestionnaireStartPage,
  QuestionnaireStepPage,
  styleQueries,
} from "./features/style/index.ts";
import { PeoplePage, parsePeopleSearch, usersQueries } from "./features/users/index.ts";
import { ApiError } from "./lib/api-error.ts";
import { alwaysNeedsAuth, loginRedirect, mayEnter, type RoleRule } from "./lib/guard.ts";
import { lazyPage } from "./lib/lazy-page.ts";
import { session } from "./lib/session.ts";

/** Guard of spec section 4: no stored access token → /login, replacing history, with the full wanted path. */
function requireToken({ location }: { location: { href: string } }) {
  if (!session.hasAccessToken()) throw redirect({ ...loginRedirect(location.href), replace: true });
}

/**
 * Loaders fill the query cache with what a page reads, so its data starts with its code (and on hover,
 * with `defaultPreload: "intent"`). A loader awaits (`ensureQueryData`) only the record the page is about,
 * which the page then reads with `useSuspenseQuery`. Lists and panels with their own skeleton and inline
 * retry are only started (`prefetch*`, which never throws): a slow or failed list neither holds nor breaks
 * the page, and filters answer at once. Decision 011.
 */
interface RouterContext {
  queryClient: QueryClient;
}

/** The signed-in user's id, as the pages read it from the session: one's own closets are keyed by it. */
const signedInUserId = () => session.read()?.user?.id ?? "";
/** Data of a role-gated page is only asked for when the page will show it (the server would refuse). */
const hasRole = (rule: RoleRule) => mayEnter(rule, session.read()?.user?.roles);

/** Optional for both signed-in frames: the top bar and the pages show the stored copy until it comes. */
function prefetchProfile({ context }: { context: RouterContext }) {
  void usersQueries().then(({ profileQuery }) => context.queryClient.prefetchQuery(profileQuery()));
}

/** The address book, which the two address pages show. */
async function prefetchAddresses({ context }: { context: RouterContext }) {
  const { addressesQuery } = await addressesQueries();
  void context.queryClient.prefetchQuery(addressesQuery());
}

/** A route that could not load: its error page inside the layout; a 404 from the API is the not-found page. */
function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  // Invalidating runs the loaders again, which fetch what failed.
  return <InternalErrorPage reset={() => void router.invalidate()} />;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
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
  loader: prefetchProfile,
  component: lazyPage(() => import("./app/layout/authenticated-layout.tsx"), "AuthenticatedLayout"),
});

/** Signed in, but framed like the public pages (the steps right after registering). */
const onboardingRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: "onboarding",
  beforeLoad: requireToken,
  loader: prefetchProfile,
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
      loaderDeps: ({ search }) => search,
      loader: async ({ context, deps }) => {
        const { homeFeedQuery } = await outfitsQueries();
        void context.queryClient.prefetchInfiniteQuery(homeFeedQuery(deps.tab ?? "following"));
      },
      component: WallPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/wall/outfits",
      validateSearch: parseOutfitFilters,
      loaderDeps: ({ search }) => search,
      loader: async ({ context, deps }) => {
        const { publicOutfitsQuery } = await outfitsQueries();
        void context.queryClient.prefetchInfiniteQuery(publicOutfitsQuery(deps));
      },
      component: OutfitsPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/wall/outfit/details",
      validateSearch: parseOutfitEditSearch,
      loaderDeps: ({ search }) => search,
      loader: async ({ context, deps }) => {
        if (!deps.edit) return;
        const { outfitQuery } = await outfitsQueries();
        await context.queryClient.ensureQueryData(outfitQuery(deps.edit));
      },
      component: OutfitEditorPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/wall/outfit/$id",
      loader: async ({ context, params }) => {
        const { outfitQuery, commentsQuery } = await outfitsQueries();
        void context.queryClient.prefetchInfiniteQuery(commentsQuery(params.id));
        await context.queryClient.ensureQueryData(outfitQuery(params.id));
      },
      component: OutfitPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/wall/closets",
      validateSearch: parseClosetsSearch,
      loaderDeps: ({ search }) => search,
      loader: async ({ context, deps }) => {
        const { wallClosetsQuery } = await closetsQueries();
        void context.queryClient.prefetchInfiniteQuery(wallClosetsQuery(deps.scope ?? "following"));
      },
      component: ClosetsPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/wall/closets/$id",
      validateSearch: parseClosetSearch,
      loader: async ({ context, params }) => {
        const { closetQuery } = await closetsQueries();
        await context.queryClient.ensureQueryData(closetQuery(params.id));
      },
      component: ClosetPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/closet/start",
      loader: async ({ context }) => {
        const { myClosetsQuery } = await closetsQueries();
        void context.queryClient.prefetchQuery(myClosetsQuery(signedInUserId()));
      },
      component: ClosetStartPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/closet/new",
      validateSearch: parseClosetFormSearch,
      loaderDeps: ({ search }) => search,
      loader: async ({ context, deps }) => {
        const { closetQuery, myClosetsQuery } = await closetsQueries();
        // A new closet reads one's closets only to know whether it is the first.
        if (deps.edit) await context.queryClient.ensureQueryData(closetQuery(deps.edit));
        else void context.queryClient.prefetchQuery(myClosetsQuery(signedInUserId()));
      },
      component: ClosetFormPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/closet/new-item",
      validateSearch: parseItemFormSearch,
      loaderDeps: ({ search }) => ({ edit: search.edit }),
      loader: async ({ context, deps }) => {
        const { itemQuery, myClosetsQuery } = await closetsQueries();
        await Promise.all([
          context.queryClient.ensureQueryData(myClosetsQuery(signedInUserId())),
          deps.edit && context.queryClient.ensureQueryData(itemQuery(deps.edit)),
        ]);
      },
      component: ItemFormPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/users/list",
      validateSearch: parsePeopleSearch,
      loaderDeps: ({ search }) => search,
      loader: async ({ context, deps }) => {
        const { peopleQuery } = await usersQueries();
        void context.queryClient.prefetchQuery(peopleQuery(deps));
      },
      component: PeoplePage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/users/profile/$id",
      loader: async ({ context, params }) => {
        const { personQuery } = await usersQueries();
        await context.queryClient.ensureQueryData(personQuery(params.id));
      },
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
      loader: async ({ context }) => {
        const { styleProfileQuery } = await styleQueries();
        void context.queryClient.prefetchQuery(styleProfileQuery());
      },
      component: QuestionnaireStepPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/questionnaire/user-address",
      loader: prefetchAddresses,
      component: UserAddressPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/questionnaire/manage-address",
      loader: prefetchAddresses,
      component: ManageAddressPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/questionnaire/update-user-address/$id",
      loader: async ({ context, params }) => {
        const { addressQuery } = await addressesQueries();
        void context.queryClient.prefetchQuery(addressQuery(params.id));
      },
      component: UpdateUserAddressPage,
    }),
    createRoute({
      getParentRoute: () => authenticatedRoute,
      path: "/Influencer/list",
      validateSearch: parseInfluencerSearch,
      loaderDeps: ({ search }) => search,
      loader: async ({ context, deps }) => {
        const { influencerListQuery } = await influencersQueries();
        void context.queryClient.prefetchQuery(influencerListQuery(deps));
      },
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
      loader: async ({ context }) => {
        if (!hasRole("influencer")) return;
        const { onboardingQuery } = await influencersQueries();
        void context.queryClient.prefetchQuery(onboardingQuery());
      },
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
      loader: async ({ context }) => {
        if (!hasRole("retailer")) return;
        const { retailerQuestionnaireQuery } = await retailersQueries();
        void context.queryClient.prefetchQuery(retailerQuestionnaireQuery());
      },
      component: RetailerStepPage,
    }),
  ]),
]);

/** The app's router; tests make their own with a memory history and a query client of their own. */
export function createAppRouter(client: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient: client },
    defaultPreload: "intent",
    // Every preload and navigation runs the loaders; the query cache decides what is fresh enough.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
  });
}

export const router = createAppRouter(queryClient);

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
