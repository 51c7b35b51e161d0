import type { AuthResponse } from "@cbm/contracts";
// The subpath, not the package: the package's schemas would all land in the first load.
import {
  type BodyEncoding,
  type Endpoint,
  type EndpointRequest,
  type EndpointResponse,
  pathOf,
} from "@cbm/contracts/endpoint";
import { ApiError } from "./api-error.ts";
import { isExpired, session } from "./session.ts";

export type Body =
  | { json: unknown }
  | { form: Record<string, string> }
  | { multipart: Record<string, string | undefined> };

export interface Call {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: Body;
  query?: Record<string, string | number | boolean | undefined>;
  /** Send the bearer token (default). Public calls say false. */
  auth?: boolean;
  signal?: AbortSignal;
  /** Headers an endpoint asks for (an `Idempotency-Key`). */
  headers?: Record<string, string>;
}

/** Called when the session cannot be renewed: the app leaves for /login. */
let onSessionEnded: () => void = () => {};
export function whenSessionEnds(handler: () => void) {
  onSessionEnded = handler;
}

function encode(body: Body | undefined): { body?: BodyInit; headers: Record<string, string> } {
  if (!body) return { headers: {} };
  if ("json" in body)
    return { body: JSON.stringify(body.json), headers: { "content-type": "application/json" } };
  if ("form" in body) return { body: new URLSearchParams(body.form), headers: {} };
  const data = new FormData();
  for (const [name, value] of Object.entries(body.multipart))
    if (value !== undefined) data.append(name, value);
  return { body: data, headers: {} };
}

async function parse(response: Response): Promise<unknown> {
  const raw = await response.text();
  if (!raw) return null;
  if (!response.headers.get("content-type")?.includes("json")) return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

let refreshing: Promise<string | null> | null = null;

/** One refresh at a time; every call waiting on an expired token shares it. */
export function refreshSession(): Promise<string | null> {
  refreshing ??= (async () => {
    const stored = session.read();
    if (!stored?.refreshToken) return null;
    try {
      const auth = await request<AuthResponse>("/v1/authorization/refresh", {
        method: "POST",
        body: { json: { refreshToken: stored.refreshToken } },
        auth: false,
      });
      session.save(auth);
      return auth.accessToken;
    } catch (error) {
      console.error("Token refresh failed", error);
      session.clear();
      onSessionEnded();
      return null;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** The session's access token, refreshed first when it has expired; null when signed out. */
export async function currentAccessToken(): Promise<string | null> {
  const stored = session.read();
  if (!stored) return null;
  return isExpired(stored) ? refreshSession() : stored.accessToken;
}

async function request<T>(path: string, call: Call, token?: string | null): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(call.query ?? {})) {
    if (value !== undefined && value !== "") url.searchParams.set(key, String(value));
  }
  const { body, headers } = encode(call.body);
  const response = await fetch(url, {
    method: call.method ?? (call.body ? "POST" : "GET"),
    headers: {
      accept: "application/json",
      ...call.headers,
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body,
    signal: call.signal,
  });
  const parsed = await parse(response);
  if (!response.ok) throw new ApiError(response.status, parsed);
  return parsed as T;
}

/** The one way the app talks to the API: bearer token, refresh when expired, errors as ApiError. */
export async function api<T>(path: string, call: Call = {}): Promise<T> {
  if (call.auth === false) return request<T>(path, call);
  const token = await currentAccessToken();
  try {
    return await request<T>(path, call, token);
  } catch (error) {
    // The server may have ended the session before the token's own expiry (logout elsewhere).
    if (error instanceof ApiError && error.status === 401 && token) {
      const renewed = await refreshSession();
      if (renewed) return request<T>(path, call, renewed);
    }
    throw error;
  }
}

const bodyAs = (encoding: BodyEncoding | undefined, body: unknown): Body =>
  encoding === "form"
    ? { form: body as Record<string, string> }
    : encoding === "multipart"
      ? { multipart: body as Record<string, string | undefined> }
      : { json: body };

/** Calls an endpoint by its declaration in the contracts: its path, method, encoding and types come from there. */
export function call<E extends Endpoint>(
  declared: E,
  request: EndpointRequest<E>,
  options: Pick<Call, "auth" | "signal" | "headers"> = {},
): Promise<EndpointResponse<E>> {
  const { params, query, body } = request as { params?: object; query?: Call["query"]; body?: unknown };
  return api<EndpointResponse<E>>(pathOf(declared, params as Record<string, unknown>), {
    method: declared.method,
    query,
    body: body === undefined ? undefined : bodyAs(declared.bodyEncoding, body),
    ...options,
  });
}
