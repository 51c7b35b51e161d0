import { devEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { routesOf } from "../../platform/endpoints.ts";
import type { DevOutbox } from "../../platform/outbox.ts";

/** Outside production: what the dev mail and SMS adapters "sent", so people can read their codes. */
export function devRoutes(outbox: DevOutbox): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "dev");
    route(endpoints.outbox, ({ query }) => ({ items: outbox.list(query.to) }));
  };
}
