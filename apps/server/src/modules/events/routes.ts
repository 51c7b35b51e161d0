import { eventsEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import type { EventsService } from "./service.ts";

export function eventsRoutes(events: EventsService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "events");
    route(endpoints.list, ({ query }, request) => events.list(signedIn(request), query));
    route(endpoints.create, ({ body }, request) => events.create(signedIn(request), body));
    route(endpoints.invitations, ({ query }, request) => events.invitations(signedIn(request).userId, query));
    route(endpoints.read, ({ params }, request) => events.read(signedIn(request), params.id));
    route(endpoints.update, ({ params, body }, request) => events.update(signedIn(request), params.id, body));
    route(endpoints.cancel, ({ params }, request) => events.cancel(signedIn(request), params.id));
    route(endpoints.remove, ({ params }, request) => events.remove(signedIn(request), params.id));
    route(endpoints.calendar, async ({ params }, request, reply) => {
      const { file, name } = await events.calendar(signedIn(request), params.id);
      reply
        .type("text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}"`);
      return file;
    });
    route(endpoints.invite, ({ params, body }, request) =>
      events.invite(signedIn(request), params.id, body.userIds),
    );
    route(endpoints.answer, ({ params, body }, request) =>
      events.answer(signedIn(request), params.id, body.response),
    );
    route(endpoints.react, ({ params, body }, request) =>
      events.react(signedIn(request), params.id, body.action),
    );
    route(endpoints.addProducts, ({ params, body }, request) =>
      events.addProducts(signedIn(request), params.id, body.productIds),
    );
    route(endpoints.removeProducts, ({ params, body }, request) =>
      events.removeProducts(signedIn(request), params.id, body.productIds),
    );
  };
}
