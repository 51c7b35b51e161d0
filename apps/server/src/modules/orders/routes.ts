import { checkoutEndpoints, orderEndpoints, storeOrderEndpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import type { OrdersService } from "./service.ts";
import type { StoreOrders } from "./store-orders.ts";

export function ordersRoutes(orders: OrdersService, store: StoreOrders): FastifyPluginAsync {
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
    route(orderEndpoints.cancel, ({ params }, request) => orders.act(me(request), params.id, "cancel"));
    route(orderEndpoints.confirmReceipt, ({ params }, request) =>
      orders.act(me(request), params.id, "confirm-receipt"),
    );
    route(orderEndpoints.return, ({ params, body }, request) =>
      orders.requestReturn(me(request), params.id, body),
    );
    route(storeOrderEndpoints.list, ({ query }, request) => store.list(me(request), query));
    route(storeOrderEndpoints.get, ({ params }, request) => store.get(me(request), params.id));
    route(storeOrderEndpoints.ship, ({ params, body }, request) => store.ship(me(request), params.id, body));
    route(storeOrderEndpoints.deliver, ({ params }, request) => store.deliver(me(request), params.id));
    route(storeOrderEndpoints.cancel, ({ params, body }, request) =>
      store.cancel(me(request), params.id, body),
    );
    route(storeOrderEndpoints.receiveReturn, ({ params }, request) =>
      store.receiveReturn(me(request), params.id),
    );
    route(storeOrderEndpoints.refund, ({ params }, request) => store.refund(me(request), params.id));
    route(storeOrderEndpoints.declineReturn, ({ params, body }, request) =>
      store.declineReturn(me(request), params.id, body),
    );
  };
}
