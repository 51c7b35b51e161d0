export { productsListeners } from "./listeners.ts";
export {
  buyableVariantsOf,
  type Purchasable,
  purchasablesOf,
  restoreStock,
  takeStock,
} from "./purchasables.ts";
export { productsRoutes } from "./routes.ts";
export { type NewProduct, type ProductsService, productsService } from "./service.ts";
export { variantReference } from "./tables.ts";
