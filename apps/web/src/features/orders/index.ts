// The face of orders: what other rooms may use. Pages load on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

/** The query options of the route loaders, in a chunk the pages share (decision 011). */
export const ordersQueries = () =>
  import("./api.ts").then(({ myOrdersQuery, orderQuery, storeOrdersQuery, storeOrderQuery }) => ({
    myOrdersQuery,
    orderQuery,
    storeOrdersQuery,
    storeOrderQuery,
  }));

export {
  parseMyOrdersSearch,
  parseStoreOrdersSearch,
  toOrdersQuery,
  toStoreOrdersQuery,
} from "./search-params.ts";

export const CheckoutPage = lazyPage(() => import("./pages/checkout-page.tsx"), "CheckoutPage");
export const MyOrdersPage = lazyPage(() => import("./pages/my-orders-page.tsx"), "MyOrdersPage");
export const OrderPage = lazyPage(() => import("./pages/order-page.tsx"), "OrderPage");
export const StoreOrdersPage = lazyPage(() => import("./pages/store-orders-page.tsx"), "StoreOrdersPage");
export const StoreOrderPage = lazyPage(() => import("./pages/store-order-page.tsx"), "StoreOrderPage");
