export { authorizationRoutes } from "./routes.ts";
export { type AuthorizationService, authorizationService } from "./service.ts";
