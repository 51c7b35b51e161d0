import {
  INFLUENCER_ANSWER_SCHEMAS,
  INFLUENCER_STEPS,
  InfluencerListPageSchema,
  InfluencerListQuerySchema,
  InfluencerOnboardingSchema,
} from "@cbm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireRole, requireUser, signedIn } from "../../platform/auth.ts";
import { AppError } from "../../platform/errors.ts";
import type { InfluencerAnswerOf, InfluencersService } from "./service.ts";

const response = { 200: InfluencerOnboardingSchema };
const influencerOnly = requireRole("influencer");

export function influencersRoutes(influencers: InfluencersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/influencers",
      {
        onRequest: requireUser,
        schema: {
          tags: ["influencers"],
          summary: "Influencers to discover, by style and popularity (never anyone blocked either way)",
          querystring: InfluencerListQuerySchema,
          response: { 200: InfluencerListPageSchema },
        },
      },
      (request) => influencers.list(signedIn(request).userId, request.query),
    );

    app.get(
      "/influencers/onboarding",
      {
        onRequest: influencerOnly,
        schema: {
          tags: ["influencers"],
          summary: "The influencer's profile and storefront settings, and where onboarding resumes",
          response,
        },
      },
      (request) => influencers.onboarding(signedIn(request).userId),
    );

    // One route per step, so each documents and validates its own body.
    for (const step of INFLUENCER_STEPS) {
      app.put(
        `/influencers/onboarding/${step}`,
        {
          onRequest: influencerOnly,
          schema: {
            tags: ["influencers"],
            summary: `Answer the ${step} step (the other answers stay)`,
            body: INFLUENCER_ANSWER_SCHEMAS[step],
            response,
          },
        },
        // The body was validated by this step's own schema, so it is this step's answer.
        (request) =>
          influencers.answer(signedIn(request).userId, { step, body: request.body } as InfluencerAnswerOf),
      );
    }

    // Any other step (select-package comes with subscriptions): a 404 that says so, after the 401 and 403.
    app.put(
      "/influencers/onboarding/:step",
      { onRequest: influencerOnly, schema: { hide: true } },
      async () => {
        throw AppError.notFound("This onboarding step does not exist.");
      },
    );
  };
}
