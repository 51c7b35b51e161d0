import { checkoutEndpoints, orderEndpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import type { OrdersService } from "./service.ts";

export function ordersRoutes(orders: OrdersService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "orders");
    const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).userId;
    route(checkoutEndpoints.checkout, ({ body }, request) =>
      orders.checkout(me(request), String(request.headers["idempotency-key"]), body),
    );
    route(checkoutEndpoints.shippingOptions, ({ query }, request) =>
      orders.shippingOptions(me(request), query.addressId),
    );
    route(orderEndpoints.mine, ({ query }, request) => orders.mine(me(request), query));
    route(orderEndpoints.get, ({ params }, request) => orders.get(me(request), params.id));
  };
}
