import { NotificationPageSchema, PageQuerySchema } from "@cbm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../platform/auth.ts";
import type { NotificationsService } from "./service.ts";

export function notificationsRoutes(notifications: NotificationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/notifications",
      {
        onRequest: requireUser,
        schema: {
          tags: ["notifications"],
          summary: "The signed-in user's notifications, newest first, with the unread count",
          querystring: PageQuerySchema,
          response: { 200: NotificationPageSchema },
        },
      },
      (request) => notifications.list(signedIn(request).userId, request.query),
    );
  };
}
