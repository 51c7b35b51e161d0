import type { Role } from "@cbm/contracts";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import {
  blocks,
  follows,
  type NewSocialAccountRow,
  type NewUserRow,
  type SocialAccountRow,
  socialAccounts,
  type UserRow,
  users,
} from "./tables.ts";

// People's rows, their follows and blocks, and their social accounts. How a viewer sees people (and the
// SQL pieces other modules' statements use for it) is people-repo.ts's; deleting an account,
// delete-account-repo.ts's.

/**
 * The account is not deleted. Every query that finds people uses it (here, and in other modules through
 * index.ts): a deleted account's row stays for the records that name it, and nobody finds it.
 */
export const live = isNull(users.deletedAt);

const userByIdQuery = reusable((db) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder("id")), live))
    .limit(1)
    .prepare("user_by_id"),
);

export async function userById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await userByIdQuery(db).execute({ id });
  return row;
}

/** A live person's roles; none for someone unknown. */
export async function rolesOf(db: Executor, id: string): Promise<Role[]> {
  return (await userById(db, id))?.roles ?? [];
}

export async function userByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email), live))
    .limit(1);
  return row;
}

/** The new user, or undefined when the email is taken. */
export async function insertedUser(db: Executor, user: NewUserRow): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning();
  return row;
}

/** The new users, in one statement; emails already taken are skipped. */
export async function insertedUsers(db: Executor, rows: NewUserRow[]): Promise<UserRow[]> {
  if (rows.length === 0) return [];
  return db.insert(users).values(rows).onConflictDoNothing({ target: users.email }).returning();
}

export async function updatedUser(
  db: Executor,
  id: string,
  changes: Partial<Omit<NewUserRow, "id" | "email" | "createdAt">>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function userCount(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row?.count ?? 0;
}

// ---- follow and block ----

/**
 * Locks both users' rows, in id order so two requests on the same pair never deadlock, and answers the
 * ids that exist. Every follow and block change of a pair runs after this, so they happen one at a time.
 */
export async function lockedUserIds(db: Executor, ids: string[]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), live))
    .orderBy(users.id)
    .for("update");
  return rows.map((row) => row.id);
}

/** Either blocked the other. */
export async function blockedEitherWay(db: Executor, a: string, b: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
        and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** True when the edge is new. */
export async function insertedFollow(db: Executor, followerId: string, followeeId: string): Promise<boolean> {
  const rows = await db
    .insert(follows)
    .values({ followerId, followeeId })
    .onConflictDoNothing()
    .returning({ followerId: follows.followerId });
  return rows.length > 0;
}

/** Follows made by the server (demo data), each at its `createdAt` (now when it is left out). */
export async function insertFollows(
  db: Executor,
  edges: Array<{ followerId: string; followeeId: string; createdAt?: Date }>,
): Promise<void> {
  if (edges.length > 0) await db.insert(follows).values(edges).onConflictDoNothing();
}

/** Sets every user's follower and following counts from the edges, in one statement. */
export async function recountFollows(db: Executor): Promise<void> {
  await db.execute(sql`
    update ${users} set
      follower_count = (select count(*) from ${follows} where ${follows.followeeId} = ${users.id}),
      following_count = (select count(*) from ${follows} where ${follows.followerId} = ${users.id})`);
}

/** True when there was an edge to delete. */
export async function deletedFollow(db: Executor, followerId: string, followeeId: string): Promise<boolean> {
  const rows = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .returning({ followerId: follows.followerId });
  return rows.length > 0;
}

/** Adds `delta` to the followee's follower count and the follower's following count, in place. */
export async function addedToFollowCounts(
  db: Executor,
  followerId: string,
  followeeId: string,
  delta: 1 | -1,
): Promise<void> {
  await db
    .update(users)
    .set({
      followerCount: sql`${users.followerCount} + case when ${users.id} = ${followeeId} then ${delta}::int else 0 end`,
      followingCount: sql`${users.followingCount} + case when ${users.id} = ${followerId} then ${delta}::int else 0 end`,
    })
    .where(inArray(users.id, [followerId, followeeId]));
}

export async function followerCountOf(db: Executor, id: string): Promise<number> {
  const [row] = await db.select({ count: users.followerCount }).from(users).where(eq(users.id, id));
  return row?.count ?? 0;
}

/** True when the block is new. */
export async function insertedBlock(db: Executor, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db
    .insert(blocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ blockerId: blocks.blockerId });
  return rows.length > 0;
}

export async function deletedBlock(db: Executor, blockerId: string, blockedId: string): Promise<boolean> {
  const rows = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ blockerId: blocks.blockerId });
  return rows.length > 0;
}

// ---- social accounts ----

export async function socialAccountsOf(db: Executor, userId: string): Promise<SocialAccountRow[]> {
  return db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
}

/** Replaces the user's whole list; the caller's transaction makes it one change. */
export async function replacedSocialAccounts(
  db: Executor,
  userId: string,
  accounts: Omit<NewSocialAccountRow, "userId" | "createdAt">[],
): Promise<SocialAccountRow[]> {
  await db.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
  if (accounts.length === 0) return [];
  return db
    .insert(socialAccounts)
    .values(accounts.map((account) => ({ ...account, userId })))
    .returning();
}

// ---- the admin dashboard's counts ----

/** How many live people have each role, and how many joined in the last seven days. */
export async function countPeople(
  db: Executor,
): Promise<{ byRole: Record<UserRow["roles"][number], number>; newThisWeek: number }> {
  const [row] = await db
    .select({
      customer: sql<number>`count(*) filter (where ${users.roles} @> '{customer}'::text[])::int`,
      influencer: sql<number>`count(*) filter (where ${users.roles} @> '{influencer}'::text[])::int`,
      retailer: sql<number>`count(*) filter (where ${users.roles} @> '{retailer}'::text[])::int`,
      admin: sql<number>`count(*) filter (where ${users.roles} @> '{admin}'::text[])::int`,
      newThisWeek: sql<number>`count(*) filter (where ${users.createdAt} > now() - interval '7 days')::int`,
    })
    .from(users)
    .where(live);
  const { newThisWeek = 0, ...byRole } = row ?? { customer: 0, influencer: 0, retailer: 0, admin: 0 };
  return { byRole, newThisWeek };
}
