export { productsRoutes } from "./routes.ts";
export { productsService } from "./service.ts";
