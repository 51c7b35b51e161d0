import { ContactMessageBodySchema, MessageResponseSchema } from "@cbm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { ContactService } from "./service.ts";

export function contactRoutes(contact: ContactService): FastifyPluginAsyncZod {
  return async (app) => {
    // Public on purpose: no guard. The authenticate hook has already set `request.principal` for a valid token.
    app.post(
      "/contact",
      {
        schema: {
          tags: ["contact"],
          summary: "Send a message to CBM (anyone; a signed-in sender's account is kept with it)",
          body: ContactMessageBodySchema,
          response: { 200: MessageResponseSchema },
        },
      },
      (request) => contact.send(request.body, request.principal, request.ip),
    );
  };
}
