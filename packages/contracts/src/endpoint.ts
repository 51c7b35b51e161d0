import type { z } from "zod";
import type { Role } from "./common.ts";

/** Who may call an endpoint: anyone, any signed-in person, or people of these roles. */
export type Access = "anyone" | "signed-in" | readonly Role[];

/** How a request body travels: JSON (the default), a urlencoded form or a multipart form. */
export type BodyEncoding = "json" | "form" | "multipart";

/**
 * One endpoint, declared once: the server registers its route from it, the web client calls it
 * through it, and the OpenAPI document is written from it, so none of them can drift.
 */
export interface Endpoint<
  Params extends z.ZodType = z.ZodType,
  Query extends z.ZodType = z.ZodType,
  Body extends z.ZodType = z.ZodType,
  Response extends z.ZodType = z.ZodType,
> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The whole path, parameters as `:name`: "/v1/users/addresses/:id". */
  path: string;
  access: Access;
  /** One line for the API's documentation. */
  summary: string;
  params?: Params;
  query?: Query;
  /** Headers the caller must send, validated like the rest (an `Idempotency-Key`). */
  headers?: z.ZodType;
  body?: Body;
  bodyEncoding?: BodyEncoding;
  /** The content types of a body sent as raw bytes (an image), in place of an encoding's. */
  consumes?: readonly string[];
  /** The content types of an answer sent as raw bytes, when not JSON. */
  produces?: readonly string[];
  /** The status of a success, when not 200 (204: nothing to answer). */
  status?: number;
  /** Left out of the API's documentation: a route no client calls (the 404 of an unknown step). */
  hidden?: boolean;
  response: Response;
}

/** Declares an endpoint, keeping its schemas' own types. */
export const endpoint = <
  Params extends z.ZodType = z.ZodNever,
  Query extends z.ZodType = z.ZodNever,
  Body extends z.ZodType = z.ZodNever,
  Response extends z.ZodType = z.ZodType,
>(
  declaration: Endpoint<Params, Query, Body, Response>,
) => declaration;

type Part<Schema, Name extends string, Side extends "input" | "output"> = [Schema] extends [z.ZodNever]
  ? { [key in Name]?: never }
  : Schema extends z.ZodType
    ? { [key in Name]: Side extends "input" ? z.input<Schema> : z.output<Schema> }
    : never;

/** What a caller sends: the params, query and body the endpoint declares, as they go out. */
export type EndpointRequest<E> =
  E extends Endpoint<infer Params, infer Query, infer Body, z.ZodType>
    ? Part<Params, "params", "input"> & Part<Query, "query", "input"> & Part<Body, "body", "input">
    : never;

/** What the server's handler receives: the same parts, validated. */
export type EndpointInput<E> =
  E extends Endpoint<infer Params, infer Query, infer Body, z.ZodType>
    ? Part<Params, "params", "output"> & Part<Query, "query", "output"> & Part<Body, "body", "output">
    : never;

/** The answer's type, as the handler gives it and as the caller reads it. */
export type EndpointResponse<E> =
  E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer Response> ? z.output<Response> : never;

/** The path with its `:name` parameters filled in (each encoded). */
export function pathOf(declared: Endpoint, params: Record<string, unknown> = {}): string {
  return declared.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
}
