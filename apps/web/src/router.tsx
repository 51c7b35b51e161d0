import type { QueryClient } from "@tanstack/react-query";
import {
  createRouter,
  type ErrorComponentProps,
  type RouterHistory,
  useRouter,
} from "@tanstack/react-router";
import { queryClient } from "./app/query-client.ts";
import { onboardingPages, visitorPages } from "./app/routes/account.ts";
import { adminRoutes } from "./app/routes/admin.ts";
import { cartRoutes } from "./app/routes/cart.ts";
import { closetRoutes } from "./app/routes/closets.ts";
import { conversationRoutes } from "./app/routes/conversations.ts";
import { eventRoutes } from "./app/routes/events.ts";
import { authenticatedRoute, rootRoute } from "./app/routes/frames.tsx";
import { liveRoutes } from "./app/routes/live.ts";
import { notificationRoutes } from "./app/routes/notifications.ts";
import { orderRoutes } from "./app/routes/orders.ts";
import { peopleRoutes } from "./app/routes/people.ts";
import { questionnaireRoutes } from "./app/routes/questionnaires.ts";
import { retailerProductRoutes } from "./app/routes/retailer-products.ts";
import { shopRoutes } from "./app/routes/shop.ts";
import { sitePages } from "./app/routes/site.ts";
import { storeRoutes } from "./app/routes/stores.ts";
import { subscriptionRoutes } from "./app/routes/subscriptions.ts";
import { wallRoutes } from "./app/routes/wall.ts";
import { InternalErrorPage, NotFoundPage } from "./components/error-pages.tsx";
import { ApiError } from "./lib/api-error.ts";

/** A route that could not load: its error page inside the layout; a 404 from the API is the not-found page. */
function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter();
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  // Invalidating runs the loaders again, which fetch what failed.
  return <InternalErrorPage reset={() => void router.invalidate()} />;
}

/** The one route table: each area's routes live in app/routes/, under the frame that wraps them. */
const routeTree = rootRoute.addChildren([
  visitorPages,
  onboardingPages,
  sitePages,
  authenticatedRoute.addChildren([
    ...wallRoutes,
    ...closetRoutes,
    ...peopleRoutes,
    ...questionnaireRoutes,
    ...storeRoutes,
    ...retailerProductRoutes,
    ...shopRoutes,
    ...cartRoutes,
    ...orderRoutes,
    ...notificationRoutes,
    ...conversationRoutes,
    ...adminRoutes,
    ...subscriptionRoutes,
    ...liveRoutes,
    ...eventRoutes,
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
