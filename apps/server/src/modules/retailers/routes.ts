import { retailerLeadEndpoints, retailerQuestionnaire } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { routesOf } from "../../platform/endpoints.ts";
import { questionnaireRoutes } from "../../platform/questionnaire.ts";
import type { RetailersService } from "./service.ts";

export function retailersRoutes(retailers: RetailersService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "retailers");
    questionnaireRoutes(route, retailerQuestionnaire, retailers.questionnaire);
    route(retailerLeadEndpoints.sendLead, ({ body }, request) => retailers.submitLead(body, request.ip));
  };
}
