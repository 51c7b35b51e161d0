import {
  ClosetIdParamsSchema,
  CommentIdParamsSchema,
  MessageResponseSchema,
  OutfitIdParamsSchema,
  ReportBodySchema,
  UserIdParamsSchema,
} from "@cbm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { requireUser, signedIn } from "../../platform/auth.ts";
import type { ReportedThing, ReportsService } from "./service.ts";

type App = Parameters<FastifyPluginAsyncZod>[0];

/** Resolves the thing an id names for the reporter, who must be able to see it; from the module that owns it. */
type Reportable = (viewerId: string, id: string) => Promise<ReportedThing>;

/**
 * `POST <url>` files a report of the thing the `:id` names, as its own domain resolves it for the
 * reporter. Every reportable thing gets its route from here, so the modules that own them need not
 * know this one.
 */
export function reportsRoutes(
  reports: ReportsService,
  reportables: Record<"user" | "closet" | "outfit" | "comment", Reportable>,
): FastifyPluginAsyncZod {
  return async (app) => {
    const { user, closet, outfit, comment } = reportables;
    reportRoute(app, reports, {
      url: "/user/:id/report",
      tags: ["users"],
      what: "a user",
      params: UserIdParamsSchema,
      reportable: user,
    });
    reportRoute(app, reports, {
      url: "/closets/:id/report",
      tags: ["closets"],
      what: "a closet",
      params: ClosetIdParamsSchema,
      reportable: closet,
    });
    reportRoute(app, reports, {
      url: "/outfits/:id/report",
      tags: ["outfits"],
      what: "an outfit",
      params: OutfitIdParamsSchema,
      reportable: outfit,
    });
    reportRoute(app, reports, {
      url: "/comments/:id/report",
      tags: ["outfits"],
      what: "a comment",
      params: CommentIdParamsSchema,
      reportable: comment,
    });
  };
}

function reportRoute(
  app: App,
  reports: ReportsService,
  route: {
    url: string;
    tags: string[];
    what: string;
    params: z.ZodObject<{ id: z.ZodType<string> }>;
    reportable: Reportable;
  },
): void {
  app.post(
    route.url,
    {
      onRequest: requireUser,
      schema: {
        tags: route.tags,
        summary: `Report ${route.what} to the moderators (its owner is not told)`,
        params: route.params,
        body: ReportBodySchema,
        response: { 200: MessageResponseSchema },
      },
    },
    async (request) => {
      const viewerId = signedIn(request).userId;
      const { id } = request.params as { id: string };
      return reports.file(viewerId, await route.reportable(viewerId, id), request.body);
    },
  );
}
