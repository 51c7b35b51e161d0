import type { Access, Endpoint, EndpointInput, EndpointResponse } from "@cbm/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import { requireRole, requireUser } from "./auth.ts";

const CONTENT_TYPES = {
  json: ["application/json"],
  form: ["application/x-www-form-urlencoded", "application/json"],
  multipart: ["multipart/form-data", "application/json"],
};

/** The guard of an access rule; it runs on the request, so a caller without a token gets 401 before any validation. */
function guardOf(access: Access): onRequestHookHandler | undefined {
  if (access === "anyone") return undefined;
  return (access === "signed-in" ? requireUser : requireRole(...access)) as onRequestHookHandler;
}

/** The parts that are given: Fastify warns of a schema part present but undefined. */
const given = <T extends object>(parts: T) =>
  Object.fromEntries(Object.entries(parts).filter(([, part]) => part !== undefined)) as Partial<T>;

export type Handler<E extends Endpoint> = (
  input: EndpointInput<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<EndpointResponse<E>> | EndpointResponse<E>;

/**
 * Registers routes from their declarations in the contracts: path, guard, validation, response
 * schema and documentation all come from the one declaration; a module only adds its handler.
 */
export function routesOf(app: FastifyInstance, tag: string) {
  return <E extends Endpoint>(declared: E, handle: Handler<E>) => {
    app.route({
      method: declared.method,
      url: declared.path,
      onRequest: guardOf(declared.access),
      schema: given({
        tags: [tag],
        summary: declared.summary,
        params: declared.params,
        querystring: declared.query,
        headers: declared.headers,
        body: declared.body,
        consumes:
          declared.consumes ?? (declared.body ? CONTENT_TYPES[declared.bodyEncoding ?? "json"] : undefined),
        produces: declared.produces,
        response: { [declared.status ?? 200]: declared.response },
        security: declared.access === "anyone" ? [] : undefined,
        hide: declared.hidden,
      }),
      handler: async (request, reply) => {
        const answer = await handle(
          { params: request.params, query: request.query, body: request.body } as EndpointInput<E>,
          request,
          reply,
        );
        if (declared.status) reply.code(declared.status);
        return answer;
      },
    });
  };
}
