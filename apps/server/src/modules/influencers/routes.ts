import { influencersEndpoints as endpoints, INFLUENCER_STEPS } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import { AppError } from "../../platform/errors.ts";
import type { InfluencerAnswerOf, InfluencersService } from "./service.ts";

export function influencersRoutes(influencers: InfluencersService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "influencers");
    const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).userId;
    route(endpoints.list, ({ query }, request) => influencers.list(me(request), query));
    route(endpoints.onboarding, (_, request) => influencers.onboarding(me(request)));
    for (const step of INFLUENCER_STEPS) {
      // The body was validated by this step's own schema, so it is this step's answer.
      route(endpoints.answer[step], ({ body }, request) =>
        influencers.answer(me(request), { step, body } as InfluencerAnswerOf),
      );
    }
    // Any other step (select-package comes with subscriptions): a 404 that says so, after the 401 and 403.
    route(endpoints.unknownStep, () => {
      throw AppError.notFound("This onboarding step does not exist.");
    });
  };
}
