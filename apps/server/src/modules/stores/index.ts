export { storesListeners } from "./listeners.ts";
export {
  activeStoreOf,
  deliveriesBy,
  methodsOf,
  ownedStoreIds,
  ownerOfStore,
  type SellingStore,
  sellingStoreOf,
  storeCurrency,
  storeForBuyers,
  storeNameMembers,
  storeOf,
  storePolicyMembers,
} from "./repo.ts";
export { storesRoutes } from "./routes.ts";
export { type StoresService, storesService } from "./service.ts";
export { storeReference } from "./tables.ts";
