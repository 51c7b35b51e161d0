import { and, arrayContains, asc, desc, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import { type Executor, reusable } from "../../platform/db.ts";
import { blocks, follows, type NewUserRow, type UserRow, users } from "./tables.ts";

const userByIdQuery = reusable((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder("id")))
    .limit(1)
    .prepare("user_by_id"),
);

export async function userById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await userByIdQuery(db).execute({ id });
  return row;
}

export async function userByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
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
export async function lockedUserIds(db: Executor, ids: [string, string]): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, ids))
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

const fullName = sql<string>`(${users.firstName} || ' ' || ${users.lastName})`;

/** The viewer follows the user of the outer row. */
const viewerFollows = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewerId} and ${follows.followeeId} = ${users.id})`;

/** The user of the outer row follows the viewer. */
const followsViewer = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${users.id} and ${follows.followeeId} = ${viewerId})`;

/** Neither the viewer nor the user of the outer row blocked the other. */
const notBlockedEitherWay = (viewerId: string) =>
  sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${users.id}) or (${blocks.blockerId} = ${users.id} and ${blocks.blockedId} = ${viewerId}))`;

const blockedByViewer = (viewerId: string) =>
  sql`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${viewerId} and ${blocks.blockedId} = ${users.id})`;

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
    .where(and(eq(users.id, id), notBlockedEitherWay(viewerId)))
    .limit(1);
  return row && { ...row.user, isFollowing: row.isFollowing, followsYou: row.followsYou };
}

export interface PersonRow {
  id: string;
  avatar: string | null;
  fullName: string;
}

export interface Paging {
  offset: number;
  limit: number;
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
      .innerJoin(users, eq(users.id, theirs))
      .where(eq(mine, userId))
      .orderBy(desc(follows.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(follows).where(eq(mine, userId)),
  ]);
  return { rows, total: count?.count ?? 0 };
}

export interface UserSearch {
  viewerId: string;
  /** "visible": everyone but the viewer and the people blocked either way; "blocked": whom the viewer blocked. */
  among: "visible" | "blocked";
  keyword?: string;
  sortByTime?: "asc" | "desc";
  role?: UserRow["roles"][number];
  canChat?: boolean;
}

export interface UserListRow {
  id: string;
  fullName: string;
  avatar: string | null;
  roles: UserRow["roles"];
  sign: string | null;
  followerCount: number;
  isFollowing: boolean;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of people matching the search. A keyword matches the full name by trigram similarity (typos
 * tolerated, through the GIN index of migration 0003) or as a substring, best match first unless
 * `sortByTime` asks for join time.
 */
export async function userSearchPage(
  db: Executor,
  search: UserSearch,
  page: Paging,
): Promise<{ rows: UserListRow[]; total: number }> {
  const { viewerId, keyword } = search;
  const conditions: SQL[] = [];
  if (search.among === "visible") {
    conditions.push(ne(users.id, viewerId), notBlockedEitherWay(viewerId));
  } else {
    conditions.push(blockedByViewer(viewerId));
  }
  if (keyword) {
    conditions.push(
      sql`(${fullName} % ${keyword} or ${keyword} <% ${fullName} or ${fullName} ilike ${likePattern(keyword)})`,
    );
  }
  if (search.role) conditions.push(arrayContains(users.roles, [search.role]));
  if (search.canChat) {
    conditions.push(notBlockedEitherWay(viewerId));
    conditions.push(sql`(${users.chatInvitation} or ${followsViewer(viewerId)})`);
  }
  const where = and(...conditions);

  const order: SQL[] = [];
  if (search.sortByTime) {
    order.push(search.sortByTime === "asc" ? asc(users.createdAt) : desc(users.createdAt));
  } else if (keyword) {
    order.push(
      sql`word_similarity(${keyword}, ${fullName}) desc`,
      sql`similarity(${fullName}, ${keyword}) desc`,
      desc(users.createdAt),
    );
  } else {
    order.push(desc(users.createdAt));
  }
  order.push(asc(users.id));

  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: users.id,
        fullName,
        avatar: users.avatar,
        roles: users.roles,
        sign: users.sign,
        followerCount: users.followerCount,
        isFollowing: viewerFollows(viewerId),
      })
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ count: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: count?.count ?? 0 };
}
