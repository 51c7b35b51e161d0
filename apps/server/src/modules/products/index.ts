export { productsRoutes } from "./routes.ts";
export { type NewProduct, type ProductsService, productsService } from "./service.ts";
