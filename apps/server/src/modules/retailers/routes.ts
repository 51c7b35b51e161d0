import { retailersEndpoints as endpoints, RETAILER_STEPS } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import { AppError } from "../../platform/errors.ts";
import type { RetailerAnswerOf, RetailersService } from "./service.ts";

export function retailersRoutes(retailers: RetailersService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "retailers");
    const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).userId;
    route(endpoints.questionnaire, (_, request) => retailers.questionnaire(me(request)));
    for (const step of RETAILER_STEPS) {
      // The body was validated by this step's own schema, so it is this step's answer.
      route(endpoints.answer[step], ({ body }, request) =>
        retailers.answer(me(request), { step, body } as RetailerAnswerOf),
      );
    }
    // Any other step: a 404 that says so, after the 401 and 403.
    route(endpoints.unknownStep, () => {
      throw AppError.notFound("This questionnaire step does not exist.");
    });
    route(endpoints.sendLead, ({ body }, request) => retailers.submitLead(body, request.ip));
  };
}
