import { createRoute, redirect } from "@tanstack/react-router";
import {
  ProductPage,
  parseShopSearch,
  ShopPage,
  ShopStorePage,
  shopQueries,
} from "../../features/products/index.ts";
import { authenticatedRoute } from "./frames.tsx";

/** The shop: every store's products, one store's, and a product's page. Filters live in the URL. */
export const shopRoutes = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/shop",
    validateSearch: parseShopSearch,
    loaderDeps: ({ search }) => search,
    loader: async ({ context, deps }) => {
      const { shopProductsQuery, featuredStoresQuery } = await shopQueries();
      void context.queryClient.prefetchInfiniteQuery(shopProductsQuery(deps));
      void context.queryClient.prefetchQuery(featuredStoresQuery());
    },
    component: ShopPage,
  }),
  // A store's address (`/shop/{slug}`, as the store's preview links) is its products.
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/shop/$id",
    beforeLoad: ({ params }) => {
      throw redirect({ to: "/shop/$id/products", params, replace: true });
    },
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/shop/$id/products",
    validateSearch: parseShopSearch,
    loaderDeps: ({ search }) => search,
    loader: async ({ context, params, deps }) => {
      const { shopStoreQuery, shopProductsQuery } = await shopQueries();
      // The products are the store's by its id; the address may be its slug.
      void context.queryClient
        .fetchQuery(shopStoreQuery(params.id))
        .then((store) => context.queryClient.prefetchInfiniteQuery(shopProductsQuery(deps, store.id)))
        .catch(() => {});
    },
    component: ShopStorePage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/shop/$id/products/$productId",
    loader: async ({ context, params }) =>
      void context.queryClient.prefetchQuery((await shopQueries()).productQuery(params.productId)),
    component: ProductPage,
  }),
];
