import { styleQuestionnaire } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { routesOf } from "../../platform/endpoints.ts";
import { questionnaireRoutes } from "../../platform/questionnaire.ts";
import type { StyleService } from "./service.ts";

export function styleRoutes(style: StyleService): FastifyPluginAsync {
  return async (app) => {
    questionnaireRoutes(routesOf(app, "style"), styleQuestionnaire, style);
  };
}
