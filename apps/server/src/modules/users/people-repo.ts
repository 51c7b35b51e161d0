// People as a viewer sees them: the SQL pieces other modules' statements use (through index.ts), a
// profile, and the lists of follows (decisions 006 and 010).
import type { PersonSchema, Role } from "@cbm/contracts";
import { and, arrayContains, desc, eq, ne, not, type SQLWrapper, sql } from "drizzle-orm";
import type { Executor } from "../../platform/db.ts";
import type { Paging } from "../../platform/paging.ts";
import { json, type Members } from "../../platform/rendered-json.ts";
import { live } from "./repo.ts";
import { blocks, follows, type UserRow, users } from "./tables.ts";

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

/** The roles of the person a `livePerson` join reads (an event's host is a retailer or an influencer). */
export const personRoles = users.roles;

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

/** The user of the outer row is an admin: admins are never among the people one discovers (issue 12). */
export const isAdmin = sql<boolean>`(${users.roles} @> '{admin}'::text[])`;

/** The ids of the admins, as a one-column query: few, read from users_admins_idx. */
export const adminIds = sql`select ${users.id} from ${users} where ${isAdmin}`;

/** The user of the outer row follows the viewer. */
export const followsViewer = (viewerId: ViewerId) =>
  sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${users.id} and ${follows.followeeId} = ${viewerId})`;

/** The ids of the people the viewer blocked or who blocked the viewer, as a one-column query. */
export const blockedEitherWayIds = (viewerId: ViewerId) =>
  sql`select ${blocks.blockedId} from ${blocks} where ${blocks.blockerId} = ${viewerId}
    union all select ${blocks.blockerId} from ${blocks} where ${blocks.blockedId} = ${viewerId}`;

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
 * The people with `role` a viewer may see in a list (live, not the viewer, no admin, nobody blocked either way), as
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
      and(
        arrayContains(users.roles, [role]),
        live,
        ne(users.id, viewerId),
        not(isAdmin),
        notBlockedEitherWay(viewerId),
      ),
    )
    .as("person");
