import { createRoute } from "@tanstack/react-router";
import { CartPage, cartQueries } from "../../features/cart/index.ts";
import { CheckoutPage } from "../../features/orders/index.ts";
import { authenticatedRoute } from "./frames.tsx";

/** The shopper's cart, and its checkout. */
export const cartRoutes = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/cart",
    loader: async ({ context }) => void context.queryClient.prefetchQuery((await cartQueries()).cartQuery()),
    component: CartPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/checkout",
    loader: async ({ context }) => void context.queryClient.prefetchQuery((await cartQueries()).cartQuery()),
    component: CheckoutPage,
  }),
];
