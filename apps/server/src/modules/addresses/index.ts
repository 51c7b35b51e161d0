export { addressesListeners } from "./listeners.ts";
export { hasAddress } from "./repo.ts";
export { addressesRoutes } from "./routes.ts";
export { type AddressesService, addressesService } from "./service.ts";
