import { influencersEndpoints as endpoints, influencerOnboarding } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import { questionnaireRoutes } from "../../platform/questionnaire.ts";
import type { InfluencersService } from "./service.ts";

export function influencersRoutes(influencers: InfluencersService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "influencers");
    route(endpoints.list, ({ query }, request) => influencers.list(signedIn(request).userId, query));
    questionnaireRoutes(route, influencerOnboarding, influencers.onboarding);
  };
}
