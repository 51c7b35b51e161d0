// Checks of the JSON the database renders (decisions 006 and 012). Zod drops a field its schema does not
// know, so parsing a rendered row against its schema would not see an extra one: here a row must be
// deep-equal to what the schema makes of it, so an extra field fails as a missing or wrong one does.
import {
  closetsEndpoints,
  type Endpoint,
  outfitsEndpoints,
  shopEndpoints,
  usersEndpoints,
} from "@cbm/contracts";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { z } from "zod";

/** `value` as a `schema` value, failing unless it is exactly one: valid, and no field more or less. */
export function expectExactly<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new Error(`${z.prettifyError(parsed.error)}\nin ${JSON.stringify(value)}`);
  }
  expect(value, "a rendered row has exactly the contract's fields").toStrictEqual(parsed.data);
  return parsed.data;
}

/**
 * The endpoints whose answers the database writes, whole (feeds, lists of outfits, people found) or
 * parsed and added to (an outfit's details, closets).
 */
const RENDERED: Endpoint[] = [
  outfitsEndpoints.feed,
  outfitsEndpoints.list,
  outfitsEndpoints.ofAuthor,
  outfitsEndpoints.saved,
  outfitsEndpoints.get,
  outfitsEndpoints.create,
  outfitsEndpoints.update,
  closetsEndpoints.ofUser,
  closetsEndpoints.wall,
  closetsEndpoints.get,
  closetsEndpoints.create,
  closetsEndpoints.update,
  usersEndpoints.search,
  usersEndpoints.blocked,
  shopEndpoints.products,
  shopEndpoints.product,
];

const pattern = (path: string) => new RegExp(`^${path.replace(/:[a-zA-Z]+/g, "[^/]+")}$`);
const routes = RENDERED.map((endpoint) => ({ endpoint, path: pattern(endpoint.path) }));

/** Checks a successful answer of a rendered endpoint with `expectExactly`; other answers pass. */
export function checkRendered(options: InjectOptions, response: LightMyRequestResponse): void {
  if (response.statusCode !== 200) return;
  const method = options.method ?? "GET";
  const path = (typeof options.url === "string" ? options.url : "").split("?")[0] ?? "";
  const route = routes.find(
    ({ endpoint, path: matches }) => endpoint.method === method && matches.test(path),
  );
  if (route) expectExactly(route.endpoint.response, response.json());
}

/** The request function, with every successful answer of a rendered endpoint checked (`checkRendered`). */
export const checkingRendered =
  (request: (options: InjectOptions) => Promise<LightMyRequestResponse>) =>
  async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const response = await request(options);
    checkRendered(options, response);
    return response;
  };
