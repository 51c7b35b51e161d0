import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import type { Role } from "@cbm/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "./errors.ts";
import { Kept } from "./kept.ts";

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

const base64url = (value: string | Buffer) => Buffer.from(value).toString("base64url");
/** The only header we issue or accept: pinning it rules out `alg: none` and algorithm confusion. */
const HEADER = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));

interface Claims {
  sub: string;
  sid: string;
  roles: Role[];
  typ: "access";
  iss: string;
  aud: string;
  jti: string;
  iat: number;
  exp: number;
}

/**
 * Short-lived HS256 access tokens naming the user, their session and their roles. Written on
 * node:crypto directly: verifying is on every request's path, and a generic JOSE library spends
 * more on key import and header parsing than on the HMAC itself.
 */
export class AccessTokens {
  /**
   * Tokens this instance verified lately, with their principal and expiry: a client sends the same token
   * for up to its 15 minutes, and checking it again cost a tenth of a small request's time.
   */
  private readonly verified = new Kept<string, { principal: Principal; expiresAt: number }>(10_000);

  constructor(
    private readonly key: Buffer,
    readonly ttlSeconds = ACCESS_TOKEN_TTL_SECONDS,
  ) {}

  private signature(signingInput: string): string {
    return createHmac("sha256", this.key).update(signingInput).digest("base64url");
  }

  async sign(principal: Principal): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const claims: Claims = {
      sub: principal.userId,
      sid: principal.sessionId,
      roles: principal.roles,
      typ: "access",
      iss: ISSUER,
      aud: AUDIENCE,
      jti: randomUUID(),
      iat: now,
      exp: now + this.ttlSeconds,
    };
    const signingInput = `${HEADER}.${base64url(JSON.stringify(claims))}`;
    return `${signingInput}.${this.signature(signingInput)}`;
  }

  /** The principal of a valid token, or null for anything else (expired, forged, malformed). */
  async verify(token: string): Promise<Principal | null> {
    const known = this.verified.get(token);
    if (known) return known.expiresAt > Date.now() / 1000 ? known.principal : null;
    const [header, payload, signature, extra] = token.split(".");
    if (header !== HEADER || !payload || !signature || extra !== undefined) return null;
    const expected = Buffer.from(this.signature(`${header}.${payload}`));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    let claims: Partial<Claims>;
    try {
      claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    } catch {
      return null;
    }
    const now = Date.now() / 1000;
    const valid =
      claims.typ === "access" &&
      claims.iss === ISSUER &&
      claims.aud === AUDIENCE &&
      typeof claims.exp === "number" &&
      claims.exp > now &&
      typeof claims.sub === "string" &&
      typeof claims.sid === "string" &&
      Array.isArray(claims.roles);
    if (!valid) return null;
    const principal = {
      userId: claims.sub as string,
      sessionId: claims.sid as string,
      roles: claims.roles as Role[],
    };
    this.verified.set(token, { principal, expiresAt: claims.exp as number });
    return principal;
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

/** Route guard, an onRequest hook: refuses anonymous requests with 401 before the body is even read. */
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
