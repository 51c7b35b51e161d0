// The face of products: what other rooms may use. Pages load on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

// ---- the retailer's products (/retailer/products) ----

/**
 * The query options of the retailer's route loaders, in a chunk the pages share: api.ts imports values from
 * the contracts, whose module brings zod and every schema, so it stays out of the first load (decision 011).
 */
export const retailerProductsQueries = () =>
  import("./api.ts").then(({ retailerProductsQuery, retailerProductQuery }) => ({
    retailerProductsQuery,
    retailerProductQuery,
  }));
export {
  parseRetailerProductsSearch,
  productRef,
  toRetailerQuery,
} from "./components/retailer/search-params.ts";
export const RetailerProductsPage = lazyPage(
  () => import("./pages/retailer-products-page.tsx"),
  "RetailerProductsPage",
);
export const RetailerProductFormPage = lazyPage(
  () => import("./pages/retailer-product-form-page.tsx"),
  "RetailerProductFormPage",
);

// ---- the shop (/shop, /shop/{id}/products, a product's page) ----

/** The query options of the shop's route loaders, in a chunk of their own (decision 011). */
export const shopQueries = () => import("./components/shop/loaders.ts");
export { parseShopSearch } from "./components/shop/search-params.ts";
export const ShopPage = lazyPage(() => import("./pages/shop-page.tsx"), "ShopPage");
export const ShopStorePage = lazyPage(() => import("./pages/shop-store-page.tsx"), "ShopStorePage");
export const ProductPage = lazyPage(() => import("./pages/product-page.tsx"), "ProductPage");
