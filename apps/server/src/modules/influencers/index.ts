export { influencersListeners } from "./listeners.ts";
export { influencersRoutes } from "./routes.ts";
export { type InfluencersService, influencersService } from "./service.ts";
export type { InfluencerProfileRow } from "./tables.ts";
