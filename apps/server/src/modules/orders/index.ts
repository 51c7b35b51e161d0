export { type BoughtLine, boughtLinesOf } from "./bought.ts";
export type { OrderMoved, OrderPaid } from "./events.ts";
export { ordersListeners } from "./listeners.ts";
export { ordersRoutes } from "./routes.ts";
export { ordersService } from "./service.ts";
export { storeOrders } from "./store-orders.ts";
