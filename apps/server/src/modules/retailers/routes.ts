import {
  MessageResponseSchema,
  RETAILER_ANSWER_SCHEMAS,
  RETAILER_STEPS,
  RetailerLeadBodySchema,
  RetailerQuestionnaireSchema,
} from "@cbm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireRole, signedIn } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { RetailerAnswerOf, RetailersService } from "./service.ts";

const response = { 200: RetailerQuestionnaireSchema };
const retailerOnly = requireRole("retailer");

export function retailersRoutes(retailers: RetailersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/retailers/questionnaire",
      {
        onRequest: retailerOnly,
        schema: {
          tags: ["retailers"],
          summary: "The retailer's business profile and where the questionnaire resumes",
          response,
        },
      },
      (request) => retailers.questionnaire(signedIn(request).userId),
    );

    // One route per step, so each documents and validates its own body.
    for (const step of RETAILER_STEPS) {
      app.put(
        `/retailers/questionnaire/${step}`,
        {
          onRequest: retailerOnly,
          schema: {
            tags: ["retailers"],
            summary: `Answer the ${step} step (the other answers stay)`,
            body: RETAILER_ANSWER_SCHEMAS[step],
            response,
          },
        },
        // The body was validated by this step's own schema, so it is this step's answer.
        (request) =>
          retailers.answer(signedIn(request).userId, { step, body: request.body } as RetailerAnswerOf),
      );
    }

    // Any other step: a 404 that says so, after the 401 and 403.
    app.put(
      "/retailers/questionnaire/:step",
      { onRequest: retailerOnly, schema: { hide: true } },
      async () => {
        throw AppError.notFound("This questionnaire step does not exist.");
      },
    );

    app.post(
      "/retailer-leads",
      {
        schema: {
          tags: ["retailers"],
          summary: "Tell CBM about a business before signing up (anyone; limited per IP)",
          security: [],
          body: RetailerLeadBodySchema,
          response: { 200: MessageResponseSchema },
        },
      },
      (request) => retailers.submitLead(request.body, request.ip),
    );
  };
}
