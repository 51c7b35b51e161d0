import { ERROR_MESSAGES } from "@cbm/contracts/messages";

/** A response that was not a success, with its parsed body (object, text, or null when empty). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API answered ${status}`);
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(text).join("\n")
    : typeof value === "string"
      ? value
      : JSON.stringify(value);

/** The message a person sees for a failure, exactly as spec section 8 says. */
export function messageFor(error: unknown): string {
  if (!(error instanceof ApiError)) return ERROR_MESSAGES.default;
  const { status, body } = error;
  if (status === 401) return ERROR_MESSAGES.unauthenticated;
  if (status === 400) {
    if (isObject(body)) {
      const lines = Object.values(body).map(text).filter(Boolean);
      return lines.length ? lines.join("\n") : ERROR_MESSAGES.invalidAction;
    }
    return typeof body === "string" && body.trim() ? body : ERROR_MESSAGES.invalidAction;
  }
  if (isObject(body) && typeof body.message === "string" && body.message) return body.message;
  if (typeof body === "string" && body.trim()) return body;
  return ERROR_MESSAGES.default;
}

/** The field map of a 400, for forms that show messages beside their fields. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || !isObject(error.body)) return {};
  return Object.fromEntries(Object.entries(error.body).map(([field, messages]) => [field, text(messages)]));
}
