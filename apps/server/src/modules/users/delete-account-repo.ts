// The rows deleting an account changes: its follows both ways with everyone's counts, its blocks and
// social accounts, and the row itself, anonymised (delete-account.ts runs them in one transaction).
import { and, eq, inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import { live } from "./repo.ts";
import { blocks, follows, socialAccounts, users } from "./tables.ts";

/**
 * Locks the live user and everyone they follow or who follows them, in id order as `lockedUserIds`
 * does, so a deletion and the follows and blocks of its neighbours wait for each other without ever
 * deadlocking. Answers the ids locked; the user's own is missing when the account is already gone.
 */
export async function lockedUserAndNeighbourIds(db: Executor, id: string): Promise<string[]> {
  const neighbours = sql`select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${id}
    union select ${follows.followerId} from ${follows} where ${follows.followeeId} = ${id}`;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(live, or(eq(users.id, id), sql`${users.id} in (${neighbours})`)))
    .orderBy(users.id)
    .for("update");
  return rows.map((row) => row.id);
}

/** Removes every follow edge of the user, both ways, and answers whom they followed and who followed them. */
export async function deletedFollowsOf(
  db: Executor,
  id: string,
): Promise<{ followees: string[]; followers: string[] }> {
  const edges = await db
    .delete(follows)
    .where(or(eq(follows.followerId, id), eq(follows.followeeId, id)))
    .returning();
  return {
    followees: edges.filter((edge) => edge.followerId === id).map((edge) => edge.followeeId),
    followers: edges.filter((edge) => edge.followeeId === id).map((edge) => edge.followerId),
  };
}

/** Takes one off the follower count of each followee and the following count of each follower, in place. */
export async function subtractedFollows(
  db: Executor,
  gone: { followees: string[]; followers: string[] },
): Promise<void> {
  if (gone.followees.length > 0) {
    await db
      .update(users)
      .set({ followerCount: sql`${users.followerCount} - 1` })
      .where(inArray(users.id, gone.followees));
  }
  if (gone.followers.length > 0) {
    await db
      .update(users)
      .set({ followingCount: sql`${users.followingCount} - 1` })
      .where(inArray(users.id, gone.followers));
  }
}

/** Deletes the person's blocks, both ways, and social accounts (the users row stays, so nothing cascades). */
export async function deletedPersonalRows(db: Executor, id: string): Promise<void> {
  await db.delete(blocks).where(or(eq(blocks.blockerId, id), eq(blocks.blockedId, id)));
  await db.delete(socialAccounts).where(eq(socialAccounts.userId, id));
}

/**
 * Strips the row of everything personal and marks it deleted; it stays so that records others need
 * (orders, messages) keep an author. The email is freed for a new registration.
 */
export async function anonymisedUser(db: Executor, id: string): Promise<void> {
  await db
    .update(users)
    .set({
      email: `deleted-${id}@deleted.invalid`,
      // Not an argon2 hash, so no password ever matches it.
      passwordHash: "!deleted",
      firstName: "Deleted",
      lastName: "user",
      phone: null,
      phoneVerifiedAt: null,
      avatar: null,
      sign: null,
      chatInvitation: false,
      followerCount: 0,
      followingCount: 0,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, id));
}
