import { ERROR_MESSAGES, type ValidationError } from "@cbm/contracts";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "./db.ts";

type Status = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503;

/** Every failure a use case can report; platform/errors.ts turns each into the spec section 8 body. */
export class AppError extends Error {
  constructor(
    readonly status: Status,
    message: string,
    readonly fields?: ValidationError,
    readonly retryAfterSeconds?: number,
    /** More of the answer, beside its message (what the client needs to go on). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }

  /** 400 with a map of field -> messages. */
  static invalid(fields: ValidationError): AppError {
    return new AppError(400, ERROR_MESSAGES.invalidAction, fields);
  }
  static field(field: string, message: string): AppError {
    return AppError.invalid({ [field]: [message] });
  }
  static unauthenticated(): AppError {
    return new AppError(401, ERROR_MESSAGES.unauthenticated);
  }
  /** 402: the card payment was declined; the message is the provider's. */
  static paymentDeclined(message: string): AppError {
    return new AppError(402, message);
  }
  /** 402: the payment waits for the payer to confirm it with their bank (3-D Secure), in the browser. */
  static paymentNeedsConfirmation(message: string, confirmation: { clientSecret: string }): AppError {
    return new AppError(402, message, undefined, undefined, { confirmation });
  }
  static forbidden(message = "You are not allowed to do this."): AppError {
    return new AppError(403, message);
  }
  static notFound(message = "We could not find what you were looking for."): AppError {
    return new AppError(404, message);
  }
  static conflict(message: string): AppError {
    return new AppError(409, message);
  }
  static tooLarge(message: string): AppError {
    return new AppError(413, message);
  }
  static tooManyRequests(retryAfterSeconds: number): AppError {
    return new AppError(
      429,
      "Too many attempts. Please wait a little and try again.",
      undefined,
      Math.max(1, retryAfterSeconds),
    );
  }
  static unavailable(message = "This service is busy right now, please try again in a moment."): AppError {
    return new AppError(503, message);
  }
}

/** Turns the validator's issues into `{ field: [messages] }`; whole-body issues land on "body" (or "query"). */
function fieldMessages(
  error: FastifyError & {
    validation: { instancePath: string; message?: string; params: Record<string, unknown> }[];
  },
): ValidationError {
  // Keys come from the request (unknown keys, paths): a null prototype keeps `constructor` a field.
  const fields: ValidationError = Object.create(null);
  const add = (field: string, message: string) => {
    const messages = Object.hasOwn(fields, field) ? (fields[field] as string[]) : [];
    if (!messages.includes(message)) fields[field] = [...messages, message];
  };
  const context = (error as { validationContext?: string }).validationContext ?? "body";
  for (const issue of error.validation) {
    const path = issue.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const unknownKeys = issue.params.keys;
    if (Array.isArray(unknownKeys)) {
      for (const key of unknownKeys)
        add(path ? `${path}.${key}` : String(key), issue.message ?? "Unknown field");
    } else {
      add(path || (context === "querystring" ? "query" : context), issue.message ?? "Invalid value");
    }
  }
  return fields;
}

/** Fastify's own errors (parsing, limits) written for a person. */
function frameworkError(error: FastifyError): { status: number; body: Record<string, unknown> } | undefined {
  switch (error.code) {
    case "FST_ERR_BAD_URL":
      return { status: 400, body: { path: ["The address is not valid"] } };
    case "FST_ERR_MAX_PARAM_LENGTH":
      return { status: 414, body: { message: "The address is too long." } };
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return { status: 415, body: { message: "This content type is not supported here." } };
    case "FST_ERR_CTP_BODY_TOO_LARGE":
    case "FST_REQ_FILE_TOO_LARGE":
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return { status: 413, body: { message: "The request is too large." } };
    case "FST_FILES_LIMIT":
      return {
        status: 400,
        body: { body: ["Files cannot be sent here; upload images first and send their location"] },
      };
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return { status: 400, body: { body: ["The request body is empty"] } };
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return { status: 400, body: { body: ["The request body could not be read"] } };
  }
  // busboy refuses a multipart content type without a boundary with a bare Error, before any part is read.
  const unreadable = error instanceof SyntaxError || error.message === "Multipart: Boundary not found";
  if (unreadable || error.statusCode === 400) {
    return { status: 400, body: { body: ["The request body could not be read"] } };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, body: { message: ERROR_MESSAGES.invalidAction } };
  }
  return undefined;
}

function send(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}

/** Answers a request no route took, when something other than the JSON 404 should (the web app's pages). */
export type Fallback = (request: FastifyRequest, reply: FastifyReply) => FastifyReply | undefined;

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(answerError);
}

/**
 * The answer to any failure: the error handler, and Fastify's `frameworkErrors` for what the router
 * refuses before any route runs (a malformed or too long path).
 */
export function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof AppError) {
    if (error.retryAfterSeconds) reply.header("retry-after", String(error.retryAfterSeconds));
    if (error.status >= 500) request.log.warn({ err: error }, "service unavailable");
    if (error.status === 401 || error.status === 403 || error.status === 429) {
      request.log.info({ route: request.routeOptions.url, status: error.status }, "access refused");
    }
    return send(reply, error.status, error.fields ?? { message: error.message, ...error.details });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return send(reply, 400, fieldMessages(error));
  }
  const known = frameworkError(error);
  if (known) return send(reply, known.status, known.body);
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, "database unavailable");
    return send(reply, 503, { message: AppError.unavailable().message });
  }
  request.log.error({ err: error }, "request failed");
  return send(reply, 500, { message: ERROR_MESSAGES.default });
}

/** No route matched: the fallback (the web app's pages) or the JSON 404 of spec section 8. */
export function registerNotFound(app: FastifyInstance, fallback?: Fallback) {
  app.setNotFoundHandler(
    (request, reply) => fallback?.(request, reply) ?? send(reply, 404, { message: ERROR_MESSAGES.notFound }),
  );
}
