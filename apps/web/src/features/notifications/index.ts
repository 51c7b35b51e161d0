// The face of notifications: what other rooms may use. The page and the bell's menu load when first shown,
// with DOMPurify: neither is part of the first load.
import { lazy } from "react";
import { lazyPage } from "../../lib/lazy-page.ts";

export { unreadCountQuery } from "./queries.ts";
export { parseNotificationsSearch, toNotificationsQuery } from "./search-params.ts";

/** The page's query for the route loader, in a chunk the page shares (decision 011). */
export const notificationsQueries = () =>
  import("./api.ts").then(({ notificationsQuery }) => ({ notificationsQuery }));

export const NotificationsPage = lazyPage(
  () => import("./pages/notifications-page.tsx"),
  "NotificationsPage",
);

/** The bell's menu: the latest notifications; opening it marks them read. */
export const NotificationsPreview = lazy(() =>
  import("./components/notifications-preview.tsx").then(({ NotificationsPreview }) => ({
    default: NotificationsPreview,
  })),
);
export { NotificationChoices } from "./components/notification-choices.tsx";
