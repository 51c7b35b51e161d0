import { createHash, randomBytes } from "node:crypto";
import type { AuthResponse } from "@cbm/contracts";
import { inTransaction, type Tx, whenCommitted } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { deriveKey, hmac } from "../../platform/secrets.ts";
import type { UserRow } from "../users/index.ts";
import * as repo from "./repo.ts";

const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Two tabs refreshing at once both present the same token; the second, within this grace, gets the same successor. */
export const REFRESH_GRACE_MS = 10_000;
/**
 * How long an instance trusts its last look at a session. An instance that ends sessions tells every
 * instance at once (platform/realtime.ts), so the look is kept long; the time bounds how long a revoked
 * session may still pass where that message was lost (Redis away at that moment). Where instances cannot
 * be told (Redis configured but unreachable at start), the look is kept a second only.
 */
const SESSION_CHECK_TTL_MS = { told: 30_000, untold: 1000 };

const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");

type Rotation =
  | { kind: "rotated"; user: string; sessionId: string; refreshToken: string }
  | { kind: "refused"; revoked: boolean };

export function sessions(
  { database, secret, tokens, realtime }: Pick<Deps, "database" | "secret" | "tokens" | "realtime">,
  profileOf: (user: UserRow) => Promise<AuthResponse["user"]>,
) {
  const { db } = database;
  const successorKey = deriveKey(secret, "refresh-successor");
  /**
   * A token's successor is derived from it with a server key: a retry within the grace gets the
   * very token the first call issued, without keeping any token in clear.
   */
  const successorOf = (token: string) => hmac(successorKey, token);
  const checked = new Map<string, { active: boolean; until: number }>();
  const checkTtl = realtime.reachesEveryInstance ? SESSION_CHECK_TTL_MS.told : SESSION_CHECK_TTL_MS.untold;
  /** Counts the times the looks were forgotten: a look that began before one is not kept. */
  let forgotten = 0;
  const forgetChecks = () => {
    checked.clear();
    forgotten++;
  };
  realtime.onInstances("sessions.ended", forgetChecks);
  /** Sessions ended here: this instance and every other one forget their looks. */
  const ended = () => {
    forgetChecks();
    realtime.toInstances("sessions.ended");
  };

  async function respond(user: UserRow, sessionId: string, refreshToken: string): Promise<AuthResponse> {
    const accessToken = await tokens.sign({ userId: user.id, sessionId, roles: user.roles });
    return { accessToken, refreshToken, expiresIn: tokens.ttlSeconds, user: await profileOf(user) };
  }

  /**
   * Rotates a live token. A token rotated within the grace leads to its live descendant, handed out
   * again unchanged; one rotated longer ago was replayed, and the whole family ends.
   */
  async function rotate(tx: Tx, presented: string, retried = 0): Promise<Rotation> {
    const found = await repo.lockedRefreshToken(tx, sha256(presented));
    if (!found || found.session.revokedAt || found.session.expiresAt.getTime() <= Date.now()) {
      return { kind: "refused", revoked: false };
    }
    const { token, session } = found;
    const rotated = (refreshToken: string): Rotation => ({
      kind: "rotated",
      user: session.userId,
      sessionId: session.id,
      refreshToken,
    });
    if (!token.rotatedAt) {
      if (retried) return rotated(presented);
      const successor = successorOf(presented);
      await repo.markRotated(tx, token.id);
      await repo.insertRefreshToken(tx, session.id, sha256(successor));
      return rotated(successor);
    }
    if (Date.now() - token.rotatedAt.getTime() <= REFRESH_GRACE_MS && retried < 5) {
      return rotate(tx, successorOf(presented), retried + 1);
    }
    await repo.revokeSession(tx, session.id);
    return { kind: "refused", revoked: true };
  }

  return {
    async start(user: UserRow): Promise<AuthResponse> {
      const refreshToken = randomBytes(32).toString("base64url");
      const session = await inTransaction(db, async (tx) => {
        const created = await repo.insertedSession(tx, user.id, new Date(Date.now() + SESSION_LIFETIME_MS));
        await repo.insertRefreshToken(tx, created.id, sha256(refreshToken));
        return created;
      });
      return respond(user, session.id, refreshToken);
    },

    async refresh(
      presented: string,
      loadUser: (id: string) => Promise<UserRow | undefined>,
    ): Promise<AuthResponse> {
      const rotation = await inTransaction(db, (tx) => rotate(tx, presented));
      if (rotation.kind === "refused") {
        // A replayed token ended its session.
        if (rotation.revoked) ended();
        throw AppError.unauthenticated();
      }
      const user = await loadUser(rotation.user);
      if (!user) throw AppError.unauthenticated();
      return respond(user, rotation.sessionId, rotation.refreshToken);
    },

    async end(presented: string): Promise<void> {
      const sessionId = await repo.sessionIdOfToken(db, sha256(presented));
      if (!sessionId) throw AppError.unauthenticated();
      await repo.revokeSession(db, sessionId);
      ended();
    },

    /** Revokes the user's sessions (all, or all but `keep`) inside the caller's transaction. */
    async endAllOf(tx: Tx, userId: string, keep?: string): Promise<void> {
      await repo.revokeSessionsOfUser(tx, userId, keep);
      whenCommitted(tx, ended);
    },

    async isActive(sessionId: string): Promise<boolean> {
      const now = Date.now();
      const cached = checked.get(sessionId);
      if (cached && cached.until > now) return cached.active;
      const asked = forgotten;
      const active = await repo.liveSessionExists(db, sessionId);
      if (asked !== forgotten) return active;
      if (checked.size > 50_000) checked.clear();
      checked.set(sessionId, { active, until: now + checkTtl });
      return active;
    },
  };
}
