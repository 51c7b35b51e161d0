export { adminRoutes } from "./routes.ts";
export { adminService } from "./service.ts";
