import { OutboxQuerySchema, OutboxSchema } from "@cbm/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { DevOutbox } from "../../platform/outbox.ts";

/** Outside production: what the dev mail and SMS adapters "sent", so people can read their codes. */
export function devRoutes(outbox: DevOutbox): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/dev/outbox",
      {
        schema: {
          tags: ["dev"],
          summary: "Messages the dev mail and SMS outboxes kept, newest first (not in production)",
          querystring: OutboxQuerySchema,
          response: { 200: OutboxSchema },
        },
      },
      async (request) => ({ items: outbox.list(request.query.to) }),
    );
  };
}
