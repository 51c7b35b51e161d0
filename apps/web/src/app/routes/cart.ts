import { createRoute } from "@tanstack/react-router";
import { CartPage, cartQueries } from "../../features/cart/index.ts";
import { authenticatedRoute } from "./frames.tsx";

/** The shopper's cart. */
export const cartRoutes = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/cart",
    loader: async ({ context }) => void context.queryClient.prefetchQuery((await cartQueries()).cartQuery()),
    component: CartPage,
  }),
];
