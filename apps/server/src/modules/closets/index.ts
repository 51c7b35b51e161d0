export { closetsListeners } from "./listeners.ts";
export {
  closetUpdatesOf,
  type ItemInCloset,
  insertedClosetWithItems,
  itemsInClosets,
  ownedItems,
  renderedClosetEntry,
} from "./repo.ts";
export { closetsRoutes } from "./routes.ts";
export { closetsService } from "./service.ts";
export { closetItemReference, closetReference } from "./tables.ts";
