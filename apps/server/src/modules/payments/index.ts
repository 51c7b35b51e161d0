export { paymentsListeners } from "./listeners.ts";
export { paymentsRoutes } from "./routes.ts";
export { paymentsService } from "./service.ts";
