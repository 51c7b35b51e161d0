export { contactRoutes } from "./routes.ts";
export { contactService } from "./service.ts";
