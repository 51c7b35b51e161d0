export { type Purchasable, purchasablesOf } from "./purchasables.ts";
export { productsRoutes } from "./routes.ts";
export { type NewProduct, type ProductsService, productsService } from "./service.ts";
export { variantReference } from "./tables.ts";
