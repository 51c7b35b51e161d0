export { dealsService } from "./deals.ts";
export { liveListeners } from "./listeners.ts";
export { liveRoutes } from "./routes.ts";
export { liveService } from "./service.ts";
export { liveSocketEvents } from "./socket-events.ts";
