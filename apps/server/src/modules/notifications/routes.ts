import { notificationsEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import type { NotificationsService } from "./service.ts";

export function notificationsRoutes(notifications: NotificationsService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "notifications");
    route(endpoints.list, ({ query }, request) => notifications.list(signedIn(request).userId, query));
  };
}
