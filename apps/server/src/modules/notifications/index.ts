export { notificationsListeners } from "./listeners.ts";
export { notificationsRoutes } from "./routes.ts";
export { type NotificationsService, notificationsService } from "./service.ts";
