import { createRoute } from "@tanstack/react-router";
import { AdminDashboardPage, adminQueries } from "../../features/admin/index.ts";
import { authenticatedRoute } from "./frames.tsx";

/** The admin area (spec section 2; the admin middleware of section 6 on every page). */
export const adminRoutes = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/admin/dashboard",
    loader: async ({ context }) =>
      void context.queryClient.prefetchQuery((await adminQueries()).dashboardQuery()),
    component: AdminDashboardPage,
  }),
];
