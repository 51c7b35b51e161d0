import { cartEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import type { CartService } from "./service.ts";

export function cartRoutes(cart: CartService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "cart");
    const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).userId;
    route(endpoints.get, (_input, request) => cart.get(me(request)));
    route(endpoints.add, ({ body }, request) => cart.add(me(request), body));
    route(endpoints.totalQuantity, (_input, request) => cart.totalQuantity(me(request)));
    route(endpoints.change, ({ params, body }, request) => cart.change(me(request), params.id, body));
    route(endpoints.remove, ({ params }, request) => cart.remove(me(request), params.id));
  };
}
