import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Deps } from "../../platform/deps.ts";

export function uploadsRoutes(_deps: Deps): FastifyPluginAsyncZod {
  return async () => {};
}
