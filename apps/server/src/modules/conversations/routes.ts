import { conversationsEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import type { ConversationsService } from "./service.ts";

export function conversationsRoutes(conversations: ConversationsService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "conversations");
    const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).userId;
    route(endpoints.open, ({ params }, request) => conversations.openWith(me(request), params.id));
    route(endpoints.list, ({ query }, request) => conversations.list(me(request), query));
    route(endpoints.newMessageCount, (_input, request) => conversations.newMessageCount(me(request)));
    route(endpoints.read, ({ params, query }, request) => conversations.read(me(request), params.id, query));
    route(endpoints.send, ({ params, body }, request) => conversations.send(me(request), params.id, body));
    route(endpoints.leave, ({ params }, request) => conversations.leave(me(request), params.id));
    route(endpoints.accept, ({ params }, request) => conversations.accept(me(request), params.id));
    route(endpoints.decline, ({ params }, request) => conversations.decline(me(request), params.id));
  };
}
