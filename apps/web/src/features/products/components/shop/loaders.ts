// The query options of the shop's route loaders, imported dynamically by the face: they bring the contracts.
export { featuredStoresQuery, productQuery, shopStoreQuery } from "../../api.ts";
export { shopProductsQuery } from "./known-filters.ts";
