import { createRoute } from "@tanstack/react-router";
import { ShippingMethodsPage, ShopConfigurationPage, storesQueries } from "../../features/stores/index.ts";
import { mayEnter } from "../../lib/guard.ts";
import { session } from "../../lib/session.ts";
import { authenticatedRoute } from "./frames.tsx";

/** The store's data is only asked for when the page will show it: the server refuses anyone but a retailer. */
const isRetailer = () => mayEnter("retailer", session.read()?.user?.roles);

/** A retailer's own store: its configuration and its shipping methods. */
export const storeRoutes = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/shop-configuration",
    loader: async ({ context }) => {
      if (!isRetailer()) return;
      void context.queryClient.prefetchQuery((await storesQueries()).ownStoreQuery());
    },
    component: ShopConfigurationPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/shipping-methods",
    loader: async ({ context }) => {
      if (!isRetailer()) return;
      const { ownStoreQuery, shippingMethodsQuery } = await storesQueries();
      void context.queryClient.prefetchQuery(ownStoreQuery());
      void context.queryClient.prefetchQuery(shippingMethodsQuery());
    },
    component: ShippingMethodsPage,
  }),
];
