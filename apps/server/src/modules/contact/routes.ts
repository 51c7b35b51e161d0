import { contactEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { routesOf } from "../../platform/endpoints.ts";
import type { ContactService } from "./service.ts";

export function contactRoutes(contact: ContactService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "contact");
    // Public on purpose: no guard. The authenticate hook has already set `request.principal` for a valid token.
    route(endpoints.send, ({ body }, request) => contact.send(body, request.principal, request.ip));
  };
}
