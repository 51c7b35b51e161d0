import { notificationsEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import type { NotificationsService } from "./service.ts";

export function notificationsRoutes(notifications: NotificationsService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "notifications");
    const me = (request: FastifyRequest) => signedIn(request).userId;
    route(endpoints.list, ({ query }, request) => notifications.list(me(request), query));
    route(endpoints.unreadCount, (_, request) => notifications.unreadCount(me(request)));
    route(endpoints.markRead, ({ body }, request) => notifications.markRead(me(request), body));
    route(endpoints.remove, ({ params }, request) => notifications.remove(me(request), params.id));
    route(endpoints.preferences, (_, request) => notifications.preferences(me(request)));
    route(endpoints.updatePreferences, ({ body }, request) =>
      notifications.updatePreferences(me(request), body),
    );
    route(endpoints.clear, (_, request) => notifications.clear(me(request)));
  };
}
