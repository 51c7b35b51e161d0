export { cartListeners } from "./listeners.ts";
export { holdDealUnits, releaseDealUnits } from "./repo.ts";
export { cartRoutes } from "./routes.ts";
export { cartOfUser, cartService } from "./service.ts";
