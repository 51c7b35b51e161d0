export { addressesListeners } from "./listeners.ts";
export { addressOf, hasAddress } from "./repo.ts";
export { addressesRoutes } from "./routes.ts";
export { addressesService } from "./service.ts";
