import { createRoute } from "@tanstack/react-router";
import {
  parseRetailerProductsSearch,
  productRef,
  RetailerProductFormPage,
  RetailerProductsPage,
  retailerProductsQueries,
  toRetailerQuery,
} from "../../features/products/index.ts";
import { storesQueries } from "../../features/stores/index.ts";
import { mayEnter } from "../../lib/guard.ts";
import { session } from "../../lib/session.ts";
import { authenticatedRoute } from "./frames.tsx";

/** The products are only asked for when the page will show them: the server refuses anyone but a retailer. */
const isRetailer = () => mayEnter("retailer", session.read()?.user?.roles);

/** A retailer's own products: the list, a new product and one to change (the spec's addresses). */
export const retailerProductRoutes = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/retailer/products",
    validateSearch: parseRetailerProductsSearch,
    loaderDeps: ({ search }) => search,
    loader: async ({ context, deps }) => {
      if (!isRetailer()) return;
      const { retailerProductsQuery } = await retailerProductsQueries();
      void context.queryClient.prefetchQuery(retailerProductsQuery(toRetailerQuery(deps)));
    },
    component: RetailerProductsPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/retailer/products/create~{$retailerId}",
    // A new product is priced in the store's currency.
    loader: async ({ context }) => {
      if (!isRetailer()) return;
      void context.queryClient.prefetchQuery((await storesQueries()).ownStoreQuery());
    },
    component: RetailerProductFormPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/retailer/products/$ref",
    loader: async ({ context, params }) => {
      const ref = productRef(params.ref);
      if (!isRetailer() || !ref) return;
      const { retailerProductQuery } = await retailerProductsQueries();
      void context.queryClient.prefetchQuery(retailerProductQuery(ref.productId));
    },
    component: RetailerProductFormPage,
  }),
];
