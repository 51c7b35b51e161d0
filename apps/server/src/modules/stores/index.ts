export { storesListeners } from "./listeners.ts";
export { type SellingStore, sellingStoreOf } from "./repo.ts";
export { storesRoutes } from "./routes.ts";
export { type StoresService, storesService } from "./service.ts";
export { storeReference } from "./tables.ts";
