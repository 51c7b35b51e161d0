export { cartListeners } from "./listeners.ts";
export { cartRoutes } from "./routes.ts";
export { cartService } from "./service.ts";
