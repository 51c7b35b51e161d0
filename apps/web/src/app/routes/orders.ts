import { createRoute } from "@tanstack/react-router";
import {
  MyOrdersPage,
  OrderPage,
  ordersQueries,
  parseMyOrdersSearch,
  toOrdersQuery,
} from "../../features/orders/index.ts";
import { authenticatedRoute } from "./frames.tsx";

/** The buyer's orders, a numbered page at a time, and one order. */
export const orderRoutes = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/my-orders",
    validateSearch: parseMyOrdersSearch,
    loaderDeps: ({ search }) => search,
    loader: async ({ context, deps }) =>
      void context.queryClient.prefetchQuery((await ordersQueries()).myOrdersQuery(toOrdersQuery(deps))),
    component: MyOrdersPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/my-orders/$id",
    loader: async ({ context, params }) =>
      void context.queryClient.prefetchQuery((await ordersQueries()).orderQuery(params.id)),
    component: OrderPage,
  }),
];
