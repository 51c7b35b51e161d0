import { devEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import type { DevOutbox } from "../../platform/outbox.ts";
import type { SubscriptionsService } from "../subscriptions/index.ts";

/**
 * Outside production: what the dev mail and SMS adapters "sent", so people can read their codes; and the
 * subscription clock moved for one's own subscription, so a renewal or a failed retry can be seen today.
 */
export function devRoutes(
  outbox: DevOutbox,
  subscriptions: Pick<SubscriptionsService, "keepTimeOf">,
): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "dev");
    route(endpoints.outbox, ({ query }) => ({ items: outbox.list(query.to) }));
    route(endpoints.keepTime, ({ body }, request) =>
      subscriptions.keepTimeOf(signedIn(request).userId, new Date(body.at)),
    );
  };
}
