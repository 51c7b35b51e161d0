import { adminEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { routesOf } from "../../platform/endpoints.ts";
import type { AdminService } from "./service.ts";

export function adminRoutes(admin: AdminService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "admin");
    route(endpoints.dashboard, () => admin.dashboard());
  };
}
