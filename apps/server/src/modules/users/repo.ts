import type { PersonSchema, Role } from "@cbm/contracts";
import { and, arrayContains, desc, eq, inArray, isNull, ne, or, type SQLWrapper, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import type { Paging } from "../../platform/paging.ts";
import { json, type Members } from "../../platform/rendered-json.ts";
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

export async function insertFollows(
  db: Executor,
  edges: Array<{ followerId: string; followeeId: string }>,
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

// ---- reading people as a viewer sees them ----
// The fragments exported here serve other modules' lists of people too (through index.ts).

export const fullName = sql<string>`(${users.firstName} || ' ' || ${users.lastName})`;

/**
 * The user of the outer row as the members of the contract's `Person`, for objects the database writes
 * (decision 006): `jsonObject(PersonSchema, personMembers)`, or with more members.
 */
export const personMembers = {
  id: json.uuid(users.id),
  fullName: json.present(fullName),
  avatar: json.value(users.avatar),
} satisfies Members<typeof PersonSchema>;

/**
 * Join arguments for the live person `personId` names (`.innerJoin(...livePerson(column))`), whom the
 * fragments here (`personMembers`, `fullName`, `personAvatar`...) then describe: another module's statement
 * that renders people reads them through these, and never names the users table's columns itself.
 */
export const livePerson = (personId: SQLWrapper) => [users, and(eq(users.id, personId), live)] as const;

/** The same join in a statement written as SQL. */
export const joinLivePerson = (personId: SQLWrapper) =>
  sql`join ${users} on ${users.id} = ${personId} and ${live}`;

export const personAvatar = users.avatar;

/** A viewer's id, or the placeholder of a prepared statement that takes it. */
type ViewerId = string | SQLWrapper;

/** The viewer follows the user of the outer row. */
export const viewerFollows = (viewerId: ViewerId) =>
  sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${users.id})`;

/** The ids of the user's followers, as a one-column query (the people told of what they post). */
export const followerIdsOf = (userId: string) =>
  sql`select ${follows.followerId} from ${follows} where ${follows.followeeId} = ${userId}`;

/** The ids of the people the viewer follows, as a one-column query (`id`). */
export const followeeIdsOf = (viewerId: ViewerId) =>
  sql`select ${follows.followeeId} as id from ${follows} where ${follows.followerId} = ${viewerId}`;

/** The user of the outer row follows the viewer. */
export const followsViewer = (viewerId: ViewerId) =>
  sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${users.id} and ${follows.followeeId} = ${viewerId})`;

/** Neither the viewer nor the user of the outer row blocked the other. */
export const notBlockedEitherWay = (viewerId: ViewerId) =>
  sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${users.id}) or (${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewerId}))`;

/** Neither the viewer nor `ownerId` blocked the other. */
export const noBlockBetween = (viewerId: ViewerId, ownerId: SQLWrapper) =>
  sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${ownerId}) or (${blocks.blockerId} = ${ownerId} and ${blocks.blockedId} = ${viewerId}))`;

/**
 * The viewer may see a thing of `ownerId` shown to `visibility` (a closet, an outfit): their own, or
 * public, or followers-only and they follow the owner; never across a block.
 */
export const seenBy = (viewerId: ViewerId, ownerId: SQLWrapper, visibility: SQLWrapper) =>
  sql<boolean>`(${ownerId} = ${viewerId} or ((${visibility} = 'public' or (${visibility} = 'followers' and exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${ownerId}))) and ${noBlockBetween(viewerId, ownerId)}))`;

/** The user exists and has not blocked the viewer. */
export async function reportableBy(db: Executor, viewerId: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, id),
        live,
        sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${id} and ${blocks.blockedId} = ${viewerId})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export type ViewedUserRow = UserRow & { isFollowing: boolean; followsYou: boolean };

/** The user unless either side blocked the other. */
export async function userSeenBy(
  db: Executor,
  viewerId: string,
  id: string,
): Promise<ViewedUserRow | undefined> {
  const [row] = await db
    .select({
      user: users,
      isFollowing: viewerFollows(viewerId),
      followsYou: followsViewer(viewerId),
    })
    .from(users)
    .where(and(eq(users.id, id), live, notBlockedEitherWay(viewerId)))
    .limit(1);
  return row && { ...row.user, isFollowing: row.isFollowing, followsYou: row.followsYou };
}

export interface PersonRow {
  id: string;
  avatar: string | null;
  fullName: string;
}

/** One page of whom the user follows (`side` "following") or who follows them ("followers"), newest first. */
export async function followPage(
  db: Executor,
  userId: string,
  side: "following" | "followers",
  page: Paging,
): Promise<{ rows: PersonRow[]; total: number }> {
  const [mine, theirs] =
    side === "following"
      ? [follows.followerId, follows.followeeId]
      : [follows.followeeId, follows.followerId];
  const [rows, [count]] = await Promise.all([
    db
      .select({ id: users.id, avatar: users.avatar, fullName })
      .from(follows)
      .innerJoin(users, and(eq(users.id, theirs), live))
      .where(eq(mine, userId))
      .orderBy(desc(follows.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(follows)
      .innerJoin(users, and(eq(users.id, theirs), live))
      .where(eq(mine, userId)),
  ]);
  return { rows, total: count?.count ?? 0 };
}

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The full name matches the keyword by trigram similarity (typos tolerated) or as a substring. */
export const nameMatches = (keyword: string) =>
  sql`(${fullName} % ${keyword} or ${keyword} <% ${fullName} or ${fullName} ilike ${likePattern(keyword)})`;

/**
 * The people with `role` a viewer may see in a list (live, not the viewer, nobody blocked either way), as
 * a subquery another module's list joins its own rows to (`.from(people).leftJoin(theirs, ...)`): their
 * public columns, whether the viewer follows them, and whether their name matches `keyword`.
 */
export const listedPeople = (db: Executor, viewerId: string, role: Role, keyword: string | undefined) =>
  db
    .select({
      id: users.id,
      fullName: fullName.as("full_name"),
      avatar: users.avatar,
      followerCount: users.followerCount,
      createdAt: users.createdAt,
      isFollowing: viewerFollows(viewerId).as("is_following"),
      nameMatches: (keyword ? nameMatches(keyword) : sql<boolean>`false`).as("name_matches"),
    })
    .from(users)
    .where(
      and(arrayContains(users.roles, [role]), live, ne(users.id, viewerId), notBlockedEitherWay(viewerId)),
    )
    .as("person");

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

// ---- deleting an account ----

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
