export { forgetItems as outfitsLoseItems, forgetPerson as forgetOutfitsOf } from "./repo.ts";
export { outfitsRoutes } from "./routes.ts";
export { type OutfitsService, outfitsService } from "./service.ts";
