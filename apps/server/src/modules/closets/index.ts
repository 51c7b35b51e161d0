export type { ClosetItemsDeleting } from "./events.ts";
export { closetsListeners } from "./listeners.ts";
export {
  closetJson,
  closetUpdatesOf,
  type ItemInCloset,
  insertedClosetWithItems,
  itemsInClosets,
  ownedItems,
  renderedClosetEntry,
} from "./repo.ts";
export { closetsRoutes } from "./routes.ts";
export { type ClosetsService, closetsService, toClosetItem } from "./service.ts";
export { closetItemReference, closetReference } from "./tables.ts";
