export { closetJson, deletedClosetsOf, ownedItems } from "./repo.ts";
export { closetsRoutes } from "./routes.ts";
export { type ClosetsService, closetsService, toClosetItem } from "./service.ts";
