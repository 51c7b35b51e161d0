import { reportsEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { type Handler, routesOf } from "../../platform/endpoints.ts";
import type { ReportedThing, ReportsService } from "./service.ts";

/** Resolves the thing an id names for the reporter, who must be able to see it; from the module that owns it. */
type Reportable = (viewerId: string, id: string) => Promise<ReportedThing>;

/**
 * Files reports of the things the `:id` of each report route names, as their own domains resolve them for
 * the reporter. Every reportable thing gets its route from here, so the modules that own them need not
 * know this one; each is documented with its thing's domain.
 */
export function reportsRoutes(
  reports: ReportsService,
  reportables: Record<"user" | "closet" | "outfit" | "comment", Reportable>,
): FastifyPluginAsync {
  const fileWith =
    (reportable: Reportable): Handler<typeof endpoints.user> =>
    async ({ params, body }, request) => {
      const viewerId = signedIn(request).userId;
      return reports.file(viewerId, await reportable(viewerId, params.id), body);
    };
  return async (app) => {
    routesOf(app, "users")(endpoints.user, fileWith(reportables.user));
    routesOf(app, "closets")(endpoints.closet, fileWith(reportables.closet));
    routesOf(app, "outfits")(endpoints.outfit, fileWith(reportables.outfit));
    routesOf(app, "outfits")(endpoints.comment, fileWith(reportables.comment));
  };
}
