import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import {
  authSessions,
  type CodePurpose,
  type RefreshTokenRow,
  refreshTokens,
  type SessionRow,
  type VerificationCodeRow,
  verificationCodes,
} from "./tables.ts";

export async function insertedSession(db: Executor, userId: string, expiresAt: Date): Promise<SessionRow> {
  const [row] = await db.insert(authSessions).values({ userId, expiresAt }).returning();
  if (!row) throw new Error("session insert returned nothing");
  return row;
}

export async function insertRefreshToken(db: Executor, sessionId: string, tokenHash: string): Promise<void> {
  await db.insert(refreshTokens).values({ sessionId, tokenHash });
}

/** The token and its session, locked for the rest of the transaction. */
export async function lockedRefreshToken(
  db: Executor,
  tokenHash: string,
): Promise<{ token: RefreshTokenRow; session: SessionRow } | undefined> {
  const [row] = await db
    .select({ token: refreshTokens, session: authSessions })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for("update", { of: refreshTokens })
    .limit(1);
  return row;
}

export async function markRotated(db: Executor, tokenId: string): Promise<void> {
  await db.update(refreshTokens).set({ rotatedAt: new Date() }).where(eq(refreshTokens.id, tokenId));
}

export async function sessionIdOfToken(db: Executor, tokenHash: string): Promise<string | undefined> {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  return row?.sessionId;
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Revokes every live session of the user, but the one named in `keep`. */
export async function revokeSessionsOfUser(db: Executor, userId: string, keep?: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keep ? ne(authSessions.id, keep) : undefined,
      ),
    );
}

const liveSessionQuery = reusable((db) =>
  db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, sql.placeholder("sessionId")),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("live_session"),
);

/** Whether the session is neither revoked nor expired: asked for signed-in requests (each instance keeps the answer a while, sessions.ts). */
export async function liveSessionExists(db: Executor, sessionId: string): Promise<boolean> {
  const [row] = await liveSessionQuery(db).execute({ sessionId, now: new Date() });
  return row !== undefined;
}

export async function replaceCode(
  db: Executor,
  code: { userId: string; purpose: CodePurpose; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .delete(verificationCodes)
    .where(and(eq(verificationCodes.userId, code.userId), eq(verificationCodes.purpose, code.purpose)));
  await db.insert(verificationCodes).values(code);
}

export async function lockedLiveCode(
  db: Executor,
  userId: string,
  purpose: CodePurpose,
): Promise<VerificationCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .for("update")
    .limit(1);
  return row;
}

export async function deleteCode(db: Executor, id: string): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

export async function countFailedCodeAttempt(db: Executor, id: string): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(eq(verificationCodes.id, id));
}
