import { brandsEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { routesOf } from "../../platform/endpoints.ts";
import type { BrandsService } from "./service.ts";

export function brandsRoutes(brands: BrandsService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "brands");
    route(endpoints.search, ({ query }) => brands.search(query));
    route(endpoints.get, ({ params }) => brands.byId(params.id));
  };
}
