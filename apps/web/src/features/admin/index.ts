// The face of the admin area: its pages, loaded on first visit, and their queries.
import { lazyPage } from "../../lib/lazy-page.ts";

/** The query options of the route loaders, loaded on demand with the contracts (decision 011). */
export const adminQueries = () => import("./api.ts").then(({ dashboardQuery }) => ({ dashboardQuery }));

export const AdminDashboardPage = lazyPage(
  () => import("./pages/admin-dashboard-page.tsx"),
  "AdminDashboardPage",
);
