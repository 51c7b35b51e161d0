export { activeBrandName } from "./repo.ts";
export { brandsRoutes } from "./routes.ts";
export { type BrandInput, type BrandsService, brandsService } from "./service.ts";
