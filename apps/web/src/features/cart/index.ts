// The face of cart: what other rooms may use. Pages load on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

export { AddToCart } from "./components/add-to-cart.tsx";
export { cartKeys, cartQuantityQuery, cartQuery } from "./queries.ts";

/** The cart's query for the route loader, in a chunk the page shares (decision 011). */
export const cartQueries = () => import("./api.ts").then(({ cartQuery }) => ({ cartQuery }));

export const CartPage = lazyPage(() => import("./pages/cart-page.tsx"), "CartPage");
