import { inTransaction } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import * as repo from "./delete-account-repo.ts";

/** A follow of the account being deleted changed between reading its neighbours and locking them. */
class NeighboursMoved extends Error {}
const ATTEMPTS = 5;

/**
 * Deletes the account in one transaction: the follows both ways with everyone's counts, the person's
 * blocks and social accounts go, the row stays anonymised (see repo.anonymisedUser), and
 * `account.deleted` has every other module delete its own rows of the person in the same transaction.
 * Retried in the rare case a neighbour followed or unfollowed between the read and the lock of the
 * neighbours.
 */
export async function deleteAccount({ database, bus }: Pick<Deps, "database" | "bus">, userId: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await inTransaction(database.db, async (tx) => {
        const locked = await repo.lockedUserAndNeighbourIds(tx, userId);
        if (!locked.includes(userId)) throw AppError.unauthenticated();
        const gone = await repo.deletedFollowsOf(tx, userId);
        if (![...gone.followees, ...gone.followers].every((id) => locked.includes(id))) {
          throw new NeighboursMoved();
        }
        await repo.subtractedFollows(tx, gone);
        await repo.deletedPersonalRows(tx, userId);
        await repo.anonymisedUser(tx, userId);
        await bus.emit(tx, "account.deleted", { userId });
      });
    } catch (error) {
      if (!(error instanceof NeighboursMoved)) throw error;
      if (attempt === ATTEMPTS) throw AppError.unavailable();
    }
  }
}
