import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { userReference } from "../users/index.ts";

/** One signed-in device: a family of rotating refresh tokens. Revoking it ends the family. */
export const authSessions = pgTable(
  "auth_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userReference("user_id", "cascade").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("auth_sessions_user_idx").on(table.userId)],
);

/** Refresh tokens are stored as SHA-256 hashes; a rotated one names when it was rotated. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => authSessions.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
  },
  (table) => [index("refresh_tokens_session_idx").on(table.sessionId)],
);

/** One-time codes sent by SMS or mail; stored as keyed hashes, single use, few tries. */
export const verificationCodes = pgTable(
  "verification_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userReference("user_id", "cascade").notNull(),
    purpose: text("purpose").$type<CodePurpose>().notNull(),
    codeHash: text("code_hash").notNull(),
    failedAttempts: integer("failed_attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("verification_codes_user_purpose_idx").on(table.userId, table.purpose)],
);

export type CodePurpose = "phone" | "password-reset";
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;
export type SessionRow = typeof authSessions.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
