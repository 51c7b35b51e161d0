export { conversationsListeners } from "./listeners.ts";
export { conversationsRoutes } from "./routes.ts";
export { conversationsService, openGroup } from "./service.ts";
export { conversationsSocketEvents } from "./socket-events.ts";
