export { insertedEngagement, rankOf, rerankedOutfits } from "./engagement-repo.ts";
export { outfitsListeners } from "./listeners.ts";
export { countOutfits, insertedOutfit, outfitPicturesSeenBy, replacedOutfitItems } from "./repo.ts";
export { outfitsRoutes } from "./routes.ts";
export { outfitsService } from "./service.ts";
export { outfitAuthorOf } from "./shopping.ts";
export type { OutfitRow } from "./tables.ts";
