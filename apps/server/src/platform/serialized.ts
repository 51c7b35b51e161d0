// Responses the database already wrote as JSON (feeds and lists, decision 006) skip the parse, check and
// stringify every other response goes through: at 20 outfits a page that was a fifth of the server's
// work. Outside production they are still checked against the route's response schema.
import type { FastifySerializerCompiler } from "fastify/types/schema.js";
import { serializerCompiler } from "fastify-type-provider-zod";

/** A response body written as JSON text elsewhere, of the contract type `T`. */
export class Serialized<T> {
  declare private readonly contract: T;
  constructor(readonly text: string) {}
}

/**
 * What a route answers with a `Serialized<T>`: the type its schema wants, since the serializer below
 * sends the text as it is.
 */
export const asSent = <T>(body: Serialized<T>): T => body as unknown as T;

/** The contracts' serializer, which sends `Serialized` bodies as they are, checked first when `check`. */
export function serializerSendingSerialized(check: boolean): FastifySerializerCompiler<never> {
  return (route) => {
    const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    return (data) => {
      if (!(data instanceof Serialized)) return serialize(data);
      if (check) serialize(JSON.parse(data.text));
      return data.text;
    };
  };
}
