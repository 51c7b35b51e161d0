import { ANSWERED_HERE_STEPS, styleEndpoints as endpoints, STYLE_STEPS } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import { AppError } from "../../platform/errors.ts";
import type { Answer, StyleService } from "./service.ts";

const NO_SUCH_STEP = "This questionnaire step does not exist or is not answered here.";

export function styleRoutes(style: StyleService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "style");
    const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).userId;
    route(endpoints.profile, (_, request) => style.profile(me(request)));
    for (const step of ANSWERED_HERE_STEPS) {
      // The body was validated by this step's own schema, so it is this step's answer.
      route(endpoints.answer[step], ({ body }, request) =>
        style.answer(me(request), { step, body } as Answer),
      );
    }
    for (const step of STYLE_STEPS)
      route(endpoints.skip[step], (_, request) => style.skip(me(request), step));
    // Any other step: a 404 that says so, after the 401 for anonymous callers.
    const noSuchStep = () => {
      throw AppError.notFound(NO_SUCH_STEP);
    };
    route(endpoints.unknownStep, noSuchStep);
    route(endpoints.unknownSkip, noSuchStep);
  };
}
