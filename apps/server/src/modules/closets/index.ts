export { type ItemInCloset, itemsInClosets, itemsOfProduct, ownedItems } from "./items-repo.ts";
export { closetsListeners } from "./listeners.ts";
export {
  closetItemsMade,
  closetsMade,
  closetUpdatesOf,
  countClosets,
  insertedClosetWithItems,
  renderedClosetEntry,
} from "./repo.ts";
export { closetsRoutes } from "./routes.ts";
export { closetsService } from "./service.ts";
export { closetItemReference, closetReference } from "./tables.ts";
