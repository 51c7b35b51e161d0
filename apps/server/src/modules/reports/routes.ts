import { MessageResponseSchema, ReportBodySchema } from "@cbm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { requireUser, signedIn } from "../../platform/auth.ts";
import type { ReportedThing, ReportsService } from "./service.ts";

/**
 * `POST <url>` files a report of the thing the `:id` names, as its own domain resolves it for the
 * reporter (who must be able to see it). Every reportable thing gets its route from here.
 */
type App = Parameters<FastifyPluginAsyncZod>[0];

export function reportRoute(
  app: App,
  reports: ReportsService,
  route: {
    url: string;
    tags: string[];
    what: string;
    params: z.ZodObject<{ id: z.ZodType<string> }>;
    reportable: (viewerId: string, id: string) => Promise<ReportedThing>;
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
