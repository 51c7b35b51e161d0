import { randomUUID } from "node:crypto";
import type { Role } from "@cbm/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { errors, jwtVerify, SignJWT } from "jose";
import { AppError } from "./errors.ts";

export interface Principal {
  userId: string;
  sessionId: string;
  roles: Role[];
}

declare module "fastify" {
  interface FastifyRequest {
    principal?: Principal;
  }
}

const ISSUER = "cbm";
const AUDIENCE = "cbm-api";
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** Short-lived HS256 access tokens naming the user, their session and their roles. */
export class AccessTokens {
  constructor(
    private readonly key: Uint8Array,
    readonly ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  ) {}

  sign(principal: Principal): Promise<string> {
    return new SignJWT({ sid: principal.sessionId, roles: principal.roles, typ: "access" })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(principal.userId)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /** The principal of a valid token, or null for anything else (expired, forged, malformed). */
  async verify(token: string): Promise<Principal | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        audience: AUDIENCE,
        algorithms: ["HS256"],
        typ: "JWT",
        requiredClaims: ["sub", "exp", "iat"],
      });
      if (payload.typ !== "access" || typeof payload.sid !== "string" || !Array.isArray(payload.roles))
        return null;
      return { userId: payload.sub as string, sessionId: payload.sid, roles: payload.roles as Role[] };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}

/** Whether a session may still be used; logout and password changes revoke sessions. */
export type SessionCheck = (sessionId: string) => Promise<boolean>;

const BEARER = /^Bearer ([A-Za-z0-9_.-]{10,2048})$/;

/** Sets `request.principal` when a valid bearer token is present; never refuses by itself. */
export function registerAuthentication(
  app: FastifyInstance,
  tokens: AccessTokens,
  sessionIsActive: SessionCheck,
) {
  app.decorateRequest("principal", undefined);
  app.addHook("onRequest", async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const token = BEARER.exec(header)?.[1];
    const principal = token ? await tokens.verify(token) : null;
    if (principal && (await sessionIsActive(principal.sessionId))) request.principal = principal;
  });
}

/** The signed-in user, or a 401. */
export function signedIn(request: FastifyRequest): Principal {
  if (!request.principal) throw AppError.unauthenticated();
  return request.principal;
}

/** Route guard: a preHandler that refuses anonymous requests with 401. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  signedIn(request);
}

/** Route guard: signed in with one of the roles, else 401 / 403. */
export function requireRole(...roles: Role[]) {
  return async (request: FastifyRequest) => {
    const principal = signedIn(request);
    if (!principal.roles.some((role) => roles.includes(role))) throw AppError.forbidden();
  };
}
