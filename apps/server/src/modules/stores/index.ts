export { storesListeners } from "./listeners.ts";
export { activeStoreOf, type SellingStore, sellingStoreOf, storeMembers } from "./repo.ts";
export { storesRoutes } from "./routes.ts";
export { type StoresService, shownStore, storesService } from "./service.ts";
export { storeReference } from "./tables.ts";
