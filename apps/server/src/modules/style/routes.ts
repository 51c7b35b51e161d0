import { ANSWERED_HERE_STEPS, STYLE_ANSWER_SCHEMAS, STYLE_STEPS, StyleProfileSchema } from "@cbm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { Answer, StyleService } from "./service.ts";

const response = { 200: StyleProfileSchema };
const NO_SUCH_STEP = "This questionnaire step does not exist or is not answered here.";

export function styleRoutes(style: StyleService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/style-profile",
      {
        onRequest: requireUser,
        schema: {
          tags: ["style"],
          summary: "The signed-in user's style profile and where the questionnaire resumes",
          response,
        },
      },
      (request) => style.profile(signedIn(request).userId),
    );

    // One route per step, so each documents and validates its own body.
    for (const step of ANSWERED_HERE_STEPS) {
      app.put(
        `/style-profile/${step}`,
        {
          onRequest: requireUser,
          schema: {
            tags: ["style"],
            summary: `Answer the ${step} step (the other answers stay)`,
            body: STYLE_ANSWER_SCHEMAS[step],
            response,
          },
        },
        // The body was validated by this step's own schema, so it is this step's answer.
        (request) => style.answer(signedIn(request).userId, { step, body: request.body } as Answer),
      );
    }

    for (const step of STYLE_STEPS) {
      app.post(
        `/style-profile/${step}/skip`,
        {
          onRequest: requireUser,
          schema: { tags: ["style"], summary: `Skip the ${step} step`, response },
        },
        (request) => style.skip(signedIn(request).userId, step),
      );
    }

    // Any other step: a 404 that says so, after the 401 for anonymous callers.
    const noSuchStep = async () => {
      throw AppError.notFound(NO_SUCH_STEP);
    };
    app.put("/style-profile/:step", { onRequest: requireUser, schema: { hide: true } }, noSuchStep);
    app.post("/style-profile/:step/skip", { onRequest: requireUser, schema: { hide: true } }, noSuchStep);
  };
}
