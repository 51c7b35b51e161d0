export {
  activeBrandIds,
  activeBrandName,
  brandIdsByName,
  brandJsonOf,
  brandNames,
  countActiveBrands,
} from "./repo.ts";
export { brandsRoutes } from "./routes.ts";
export { type BrandsService, brandsService } from "./service.ts";
export { type BrandRow, brandReference } from "./tables.ts";
