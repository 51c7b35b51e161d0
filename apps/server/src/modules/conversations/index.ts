export { conversationsRoutes } from "./routes.ts";
export { conversationsService, openGroup } from "./service.ts";
