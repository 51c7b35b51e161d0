export { cartListeners } from "./listeners.ts";
export { cartRoutes } from "./routes.ts";
export { cartOfUser, cartService } from "./service.ts";
