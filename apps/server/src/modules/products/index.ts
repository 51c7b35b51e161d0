export { productCardsOf } from "./cards.ts";
export type { NewProduct } from "./in-bulk.ts";
export { productsListeners } from "./listeners.ts";
export { productsDetails } from "./product-page.ts";
export {
  buyableNow,
  buyableVariantsOf,
  type Purchasable,
  productFactsOf,
  productsInStock,
  purchasableNamed,
  purchasablesOf,
  restoreStock,
  takeStock,
} from "./purchasables.ts";
export { productsListedMade } from "./repo.ts";
export { productsRoutes } from "./routes.ts";
export { type ProductsService, productsService } from "./service.ts";
export { productReference, variantReference } from "./tables.ts";
