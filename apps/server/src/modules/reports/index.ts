export { countOpenReports } from "./repo.ts";
export { reportsRoutes } from "./routes.ts";
export { type ReportedThing, reportsService } from "./service.ts";
