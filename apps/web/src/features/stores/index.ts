// The face of stores: what other rooms may use. Pages load on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

/**
 * The query options of the route loaders, in a chunk the pages share: api.ts imports values from the
 * contracts, whose module brings zod and every schema, so it stays out of the first load (decision 011).
 */
export const storesQueries = () =>
  import("./api.ts").then(({ ownStoreQuery, shippingMethodsQuery }) => ({
    ownStoreQuery,
    shippingMethodsQuery,
  }));

export { deliveryTime } from "./wording.ts";

export const ShopConfigurationPage = lazyPage(
  () => import("./pages/shop-configuration-page.tsx"),
  "ShopConfigurationPage",
);
export const ShippingMethodsPage = lazyPage(
  () => import("./pages/shipping-methods-page.tsx"),
  "ShippingMethodsPage",
);
