import { cardEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import type { Deps } from "../../platform/deps.ts";
import { routesOf } from "../../platform/endpoints.ts";
import type { PaymentsService } from "./service.ts";

export function paymentsRoutes(cards: PaymentsService, payments: Deps["payments"]): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "payments");
    const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).userId;
    route(endpoints.config, () => payments.config);
    route(endpoints.list, (_input, request) => cards.list(me(request)));
    route(endpoints.create, ({ body }, request) => cards.save(me(request), body));
    route(endpoints.remove, ({ params }, request) => cards.remove(me(request), params.id));
    route(endpoints.makeDefault, ({ params }, request) => cards.makeDefault(me(request), params.id));
  };
}
