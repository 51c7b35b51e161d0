import { closetsEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import type { ClosetsService } from "./service.ts";

export function closetsRoutes(closets: ClosetsService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "closets");
    const viewer = (request: Parameters<typeof signedIn>[0]) => signedIn(request).userId;
    route(endpoints.ofUser, ({ params, query }, request) =>
      closets.listOf(viewer(request), params.id, query),
    );
    route(endpoints.wall, ({ query }, request) => closets.wall(viewer(request), query));
    route(endpoints.create, ({ body }, request) => closets.create(viewer(request), body));
    route(endpoints.get, ({ params }, request) => closets.get(viewer(request), params.id));
    route(endpoints.update, ({ params, body }, request) => closets.update(viewer(request), params.id, body));
    route(endpoints.remove, ({ params }, request) => closets.remove(viewer(request), params.id));
    route(endpoints.items, ({ params, query }, request) => closets.items(viewer(request), params.id, query));
    route(endpoints.addItem, ({ params, body }, request) =>
      closets.addItem(viewer(request), params.id, body),
    );
    route(endpoints.addFromOrder, ({ params, body }, request) =>
      closets.addFromOrder(viewer(request), params.id, body),
    );
    route(endpoints.myItems, ({ query }, request) => closets.myItems(viewer(request), query));
    route(endpoints.item, ({ params }, request) => closets.item(viewer(request), params.id));
    route(endpoints.updateItem, ({ params, body }, request) =>
      closets.updateItem(viewer(request), params.id, body),
    );
    route(endpoints.removeItem, ({ params }, request) => closets.removeItem(viewer(request), params.id));
  };
}
