export { html } from "./html.ts";
export { notificationsRoutes } from "./routes.ts";
export { type NotificationsService, notificationsService, notify, notifyAll } from "./service.ts";
