import { createRoute } from "@tanstack/react-router";
import {
  NotificationsPage,
  notificationsQueries,
  parseNotificationsSearch,
  toNotificationsQuery,
} from "../../features/notifications/index.ts";
import { authenticatedRoute } from "./frames.tsx";

/** The viewer's notifications, a numbered page at a time, all or only the unread. */
export const notificationRoutes = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/notifications",
    validateSearch: parseNotificationsSearch,
    loaderDeps: ({ search }) => search,
    loader: async ({ context, deps }) =>
      void context.queryClient.prefetchQuery(
        (await notificationsQueries()).notificationsQuery(toNotificationsQuery(deps)),
      ),
    component: NotificationsPage,
  }),
];
