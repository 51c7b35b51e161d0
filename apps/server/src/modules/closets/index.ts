export type { ClosetItemsDeleting } from "./events.ts";
export { closetsListeners } from "./listeners.ts";
export { closetJson, ownedItems } from "./repo.ts";
export { closetsRoutes } from "./routes.ts";
export { type ClosetsService, closetsService, toClosetItem } from "./service.ts";
