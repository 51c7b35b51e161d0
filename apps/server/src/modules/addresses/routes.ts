import { addressesEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import type { AddressesService } from "./service.ts";

export function addressesRoutes(addresses: AddressesService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "addresses");
    const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).userId;
    route(endpoints.list, ({ query }, request) => addresses.list(me(request), query));
    route(endpoints.create, ({ body }, request) => addresses.create(me(request), body));
    route(endpoints.get, ({ params }, request) => addresses.get(me(request), params.id));
    route(endpoints.update, ({ params, body }, request) => addresses.update(me(request), params.id, body));
    route(endpoints.remove, ({ params }, request) => addresses.remove(me(request), params.id));
    route(endpoints.makeDefault, ({ params }, request) => addresses.makeDefault(me(request), params.id));
  };
}
