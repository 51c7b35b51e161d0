export type { CommentCreated, OutfitLiked, OutfitPosted } from "./events.ts";
export { outfitsListeners } from "./listeners.ts";
export { outfitsRoutes } from "./routes.ts";
export { type OutfitsService, outfitsService } from "./service.ts";
