export { uploadsRoutes } from "./routes.ts";
