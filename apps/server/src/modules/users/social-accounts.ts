// The social accounts a person shows on their profile (platform, handle, followers), replaced as a whole.
import { type SocialAccounts, type SocialAccountsBody, SocialPlatformSchema } from "@cbm/contracts";
import { type Db, inTransaction } from "../../platform/db.ts";
import { AppError } from "../../platform/errors.ts";
import * as repo from "./repo.ts";
import type { SocialAccountRow } from "./tables.ts";

/** In the order the platforms are listed, so every screen shows them alike. */
function toSocialAccounts(rows: SocialAccountRow[]): SocialAccounts {
  const order = SocialPlatformSchema.options;
  const accounts = rows
    .map(({ platform, handle, followers }) => ({ platform, handle, followers }))
    .sort((a, b) => order.indexOf(a.platform) - order.indexOf(b.platform));
  return { accounts };
}

export function socialAccounts(db: Db) {
  return {
    async socialAccounts(userId: string): Promise<SocialAccounts> {
      return toSocialAccounts(await repo.socialAccountsOf(db, userId));
    },

    /** Replaces the whole list at once; the user's row is locked so an account deletion cannot interleave. */
    async replaceSocialAccounts(userId: string, body: SocialAccountsBody): Promise<SocialAccounts> {
      return inTransaction(db, async (tx) => {
        if ((await repo.lockedUserIds(tx, [userId])).length === 0) throw AppError.unauthenticated();
        return toSocialAccounts(await repo.replacedSocialAccounts(tx, userId, body.accounts));
      });
    },
  };
}
