export { authorizationListeners } from "./listeners.ts";
export { hashPassword } from "./passwords.ts";
export { authorizationRoutes } from "./routes.ts";
export { authorizationService } from "./service.ts";
