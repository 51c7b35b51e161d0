import { shippingEndpoints, storeEndpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import type { StoresService } from "./service.ts";

export function storesRoutes(stores: StoresService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "stores");
    const viewer = (request: Parameters<typeof signedIn>[0]) => signedIn(request).userId;
    route(storeEndpoints.own, (_input, request) => stores.own(viewer(request)));
    route(storeEndpoints.configure, ({ body }, request) => stores.configure(viewer(request), body));
    route(storeEndpoints.list, ({ query }) => stores.list(query));
    route(storeEndpoints.get, ({ params }) => stores.get(params.idOrSlug));
    route(shippingEndpoints.list, (_input, request) => stores.methods(viewer(request)));
    route(shippingEndpoints.create, ({ body }, request) => stores.addMethod(viewer(request), body));
    route(shippingEndpoints.update, ({ params, body }, request) =>
      stores.changeMethod(viewer(request), params.id, body),
    );
    route(shippingEndpoints.remove, ({ params }, request) => stores.removeMethod(viewer(request), params.id));
  };
}
