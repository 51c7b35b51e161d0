export { contactRoutes } from "./routes.ts";
export { type ContactService, contactService } from "./service.ts";
