export { outfitsListeners } from "./listeners.ts";
export { insertedEngagement, insertedOutfit, rankOf, replacedOutfitItems, rerankedOutfits } from "./repo.ts";
export { outfitsRoutes } from "./routes.ts";
export { outfitsService } from "./service.ts";
export type { OutfitRow } from "./tables.ts";
