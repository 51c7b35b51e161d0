import { randomInt } from "node:crypto";
import { inTransaction, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { deriveKey, hmac, sameText } from "../../platform/secrets.ts";
import * as repo from "./repo.ts";
import type { CodePurpose } from "./tables.ts";

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const CODE_MAX_FAILURES = 5;
const WRONG_CODE = "The code is incorrect or has expired";

/** Six-digit one-time codes, kept only as keyed hashes; single use, 10 minutes, 5 wrong tries. */
export function codes({ database, secret }: Pick<Deps, "database" | "secret">) {
  const key = deriveKey(secret, "one-time-codes");
  const digest = (userId: string, purpose: CodePurpose, code: string) =>
    hmac(key, `${userId}:${purpose}:${code}`);

  return {
    /** A fresh code for the user and purpose; any earlier one stops working. */
    async issue(userId: string, purpose: CodePurpose): Promise<string> {
      const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
      await inTransaction(database.db, (tx) =>
        repo.replaceCode(tx, {
          userId,
          purpose,
          codeHash: digest(userId, purpose, code),
          expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
        }),
      );
      return code;
    },

    async withdraw(userId: string, purpose: CodePurpose): Promise<void> {
      await inTransaction(database.db, async (tx) => {
        const live = await repo.lockedLiveCode(tx, userId, purpose);
        if (live) await repo.deleteCode(tx, live.id);
      });
    },

    /**
     * Uses up a correct code and runs `effect` in the same transaction; a wrong code counts a
     * failure (the fifth ends the code) and answers 400 on `code`.
     */
    async redeem(
      userId: string | undefined,
      purpose: CodePurpose,
      code: string,
      effect: (tx: Tx) => Promise<void>,
    ) {
      const accepted = await inTransaction(database.db, async (tx) => {
        const live = userId ? await repo.lockedLiveCode(tx, userId, purpose) : undefined;
        if (!live || !userId) return false;
        if (!sameText(live.codeHash, digest(userId, purpose, code))) {
          if (live.failedAttempts + 1 >= CODE_MAX_FAILURES) await repo.deleteCode(tx, live.id);
          else await repo.countFailedCodeAttempt(tx, live.id);
          return false;
        }
        await repo.deleteCode(tx, live.id);
        await effect(tx);
        return true;
      });
      if (!accepted) throw AppError.field("code", WRONG_CODE);
    },
  };
}
