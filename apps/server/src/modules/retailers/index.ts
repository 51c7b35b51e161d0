export { retailersListeners } from "./listeners.ts";
export { countRetailerLeads } from "./repo.ts";
export { retailersRoutes } from "./routes.ts";
export { type RetailersService, retailersService } from "./service.ts";
export type { RetailerLeadRow, RetailerProfileRow } from "./tables.ts";
