// Following and blocking another person (each change to a pair locked, its edge and counts committed
// together) and the lists of whom one follows and who follows them.
import type { BlockState, FollowState, PageQuery, PersonPage } from "@cbm/contracts";
import { inTransaction, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import * as peopleRepo from "./people-repo.ts";
import * as repo from "./repo.ts";

export function followsAndBlocks({ database, bus }: Pick<Deps, "database" | "bus">) {
  const { db } = database;

  /**
   * Locks the viewer's and the other user's rows for the rest of `tx` (so follow and block changes of a
   * pair happen one at a time) and refuses an unknown user with a 404, like a user blocked either way
   * when `visibleOnly`: the blocked user is not told they are blocked.
   */
  async function lockPair(tx: Tx, viewerId: string, otherId: string, visibleOnly: boolean): Promise<void> {
    const found = await repo.lockedUserIds(tx, [viewerId, otherId]);
    if (!found.includes(otherId)) throw AppError.notFound("We could not find this user.");
    if (!found.includes(viewerId)) throw AppError.unauthenticated();
    if (visibleOnly && (await repo.blockedEitherWay(tx, viewerId, otherId))) {
      throw AppError.notFound("We could not find this user.");
    }
  }

  async function unfollowIn(tx: Tx, followerId: string, followeeId: string): Promise<void> {
    if (await repo.deletedFollow(tx, followerId, followeeId)) {
      await repo.addedToFollowCounts(tx, followerId, followeeId, -1);
      await bus.emit(tx, "user.unfollowed", { followerId, followeeId });
    }
  }

  return {
    /** Idempotent: following twice counts once. The edge and both counters commit together. */
    async follow(viewerId: string, id: string): Promise<FollowState> {
      if (viewerId === id) throw AppError.conflict("You cannot follow yourself.");
      return inTransaction(db, async (tx) => {
        await lockPair(tx, viewerId, id, true);
        if (await repo.insertedFollow(tx, viewerId, id)) {
          await repo.addedToFollowCounts(tx, viewerId, id, 1);
          await bus.emit(tx, "user.followed", { followerId: viewerId, followeeId: id });
        }
        return { following: true, followerCount: await repo.followerCountOf(tx, id) };
      });
    },

    /** Idempotent: unfollowing someone not followed changes nothing. */
    async unfollow(viewerId: string, id: string): Promise<FollowState> {
      if (viewerId === id) throw AppError.conflict("You cannot unfollow yourself.");
      return inTransaction(db, async (tx) => {
        await lockPair(tx, viewerId, id, true);
        await unfollowIn(tx, viewerId, id);
        return { following: false, followerCount: await repo.followerCountOf(tx, id) };
      });
    },

    /** Removes both follow edges (and their counts) with the block, in one transaction. Idempotent. */
    async block(viewerId: string, id: string): Promise<BlockState> {
      if (viewerId === id) throw AppError.conflict("You cannot block yourself.");
      return inTransaction(db, async (tx) => {
        await lockPair(tx, viewerId, id, false);
        await repo.insertedBlock(tx, viewerId, id);
        await unfollowIn(tx, viewerId, id);
        await unfollowIn(tx, id, viewerId);
        return { blocked: true };
      });
    },

    /** Restores visibility only, never the follows. Idempotent. */
    async unblock(viewerId: string, id: string): Promise<BlockState> {
      if (viewerId === id) throw AppError.conflict("You cannot unblock yourself.");
      return inTransaction(db, async (tx) => {
        await lockPair(tx, viewerId, id, false);
        await repo.deletedBlock(tx, viewerId, id);
        return { blocked: false };
      });
    },

    /** Whom the viewer follows, newest first. */
    async following(viewerId: string, query: PageQuery): Promise<PersonPage> {
      const { rows, total } = await peopleRepo.followPage(db, viewerId, "following", pagingOf(query));
      return numberedPage(query, rows, total);
    },

    /** Who follows the viewer, newest first. */
    async followers(viewerId: string, query: PageQuery): Promise<PersonPage> {
      const { rows, total } = await peopleRepo.followPage(db, viewerId, "followers", pagingOf(query));
      return numberedPage(query, rows, total);
    },
  };
}
