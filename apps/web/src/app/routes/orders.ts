import { createRoute } from "@tanstack/react-router";
import {
  MyOrdersPage,
  OrderPage,
  ordersQueries,
  parseMyOrdersSearch,
  parseStoreOrdersSearch,
  StoreOrderPage,
  StoreOrdersPage,
  toOrdersQuery,
  toStoreOrdersQuery,
} from "../../features/orders/index.ts";
import { mayEnter } from "../../lib/guard.ts";
import { session } from "../../lib/session.ts";
import { authenticatedRoute } from "./frames.tsx";

/** The store's orders are only asked for when the page will show them: the server refuses anyone but a retailer. */
const isRetailer = () => mayEnter("retailer", session.read()?.user?.roles);

/** The buyer's orders, a numbered page at a time, and one order; the same of a retailer's store. */
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

  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/orders",
    validateSearch: parseStoreOrdersSearch,
    loaderDeps: ({ search }) => search,
    loader: async ({ context, deps }) => {
      if (!isRetailer()) return;
      void context.queryClient.prefetchQuery(
        (await ordersQueries()).storeOrdersQuery(toStoreOrdersQuery(deps)),
      );
    },
    component: StoreOrdersPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/orders/$id",
    loader: async ({ context, params }) => {
      if (!isRetailer()) return;
      void context.queryClient.prefetchQuery((await ordersQueries()).storeOrderQuery(params.id));
    },
    component: StoreOrderPage,
  }),
];
