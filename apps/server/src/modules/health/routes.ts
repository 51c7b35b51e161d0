import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";

const Status = z.object({ status: z.string() });

/** Liveness (the process answers) apart from readiness (the database answers). */
export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = { tags: ["health"], hide: true, response: { 200: Status } };
    app.get("/healthz", { schema }, async () => ({ status: "ok" }));
    app.get("/readyz", { schema }, async () => {
      try {
        await database.ping();
      } catch {
        throw AppError.unavailable("The database is not answering.");
      }
      return { status: "ready" };
    });
  };
}
