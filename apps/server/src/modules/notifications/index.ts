export { notificationsListeners } from "./listeners.ts";
export { notificationsRoutes } from "./routes.ts";
export { notificationsService } from "./service.ts";
