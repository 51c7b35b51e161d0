export { reportsRoutes } from "./routes.ts";
export { type ReportedThing, type ReportsService, reportsService } from "./service.ts";
