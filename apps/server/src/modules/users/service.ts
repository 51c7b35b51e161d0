import type {
  BlockState,
  FollowState,
  PageQuery,
  PersonPage,
  Profile,
  PublicProfile,
  Role,
  UpdateProfileForm,
  UserListPage,
  UserSearchQuery,
} from "@cbm/contracts";
import { type Executor, inTransaction, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import * as repo from "./repo.ts";
import type { NewUserRow, UserRow } from "./tables.ts";

export function toProfile(user: UserRow): Profile {
  return {
    id: user.id,
    fullName: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    phoneVerified: user.phoneVerifiedAt !== null,
    avatar: user.avatar,
    sign: user.sign,
    followerCount: user.followerCount,
    followingCount: user.followingCount,
    chatInvitation: user.chatInvitation,
    roles: user.roles,
    subscription: null,
  };
}

function toPublicProfile(user: repo.ViewedUserRow): PublicProfile {
  return {
    id: user.id,
    fullName: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    avatar: user.avatar,
    sign: user.sign,
    roles: user.roles,
    followerCount: user.followerCount,
    followingCount: user.followingCount,
    chatInvitation: user.chatInvitation,
    isFollowing: user.isFollowing,
    followsYou: user.followsYou,
  };
}

const paging = (query: PageQuery) => ({ offset: query.page * query.size, limit: query.size });

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  role: Role;
  phone?: string;
  avatar?: string;
  sign?: string;
}

function newUserRow(user: NewUser): NewUserRow {
  return {
    email: user.email,
    passwordHash: user.passwordHash,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: [user.role],
    phone: user.phone ?? null,
    avatar: user.avatar ?? null,
    sign: user.sign ?? null,
  };
}

export function usersService({ database, storage }: Pick<Deps, "database" | "storage">) {
  const { db } = database;

  async function existing(id: string): Promise<UserRow> {
    const user = await repo.userById(db, id);
    if (!user) throw AppError.unauthenticated();
    return user;
  }

  async function requireUploaded(avatar: string | null | undefined) {
    if (avatar && !(await storage.holds(avatar))) {
      throw AppError.field("avatar", "Upload the image first, then send its location");
    }
  }

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
    }
  }

  return {
    requireUploaded,

    /** Another user's profile; 404 when either blocked the other. */
    async publicProfile(viewerId: string, id: string): Promise<PublicProfile> {
      const user = await repo.userSeenBy(db, viewerId, id);
      if (!user) throw AppError.notFound("We could not find this user.");
      return toPublicProfile(user);
    },

    /** Idempotent: following twice counts once. The edge and both counters commit together. */
    async follow(viewerId: string, id: string): Promise<FollowState> {
      if (viewerId === id) throw AppError.conflict("You cannot follow yourself.");
      return inTransaction(db, async (tx) => {
        await lockPair(tx, viewerId, id, true);
        if (await repo.insertedFollow(tx, viewerId, id)) {
          await repo.addedToFollowCounts(tx, viewerId, id, 1);
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
      const { rows, total } = await repo.followPage(db, viewerId, "following", paging(query));
      return { items: rows, page: query.page, size: query.size, total };
    },

    /** Who follows the viewer, newest first. */
    async followers(viewerId: string, query: PageQuery): Promise<PersonPage> {
      const { rows, total } = await repo.followPage(db, viewerId, "followers", paging(query));
      return { items: rows, page: query.page, size: query.size, total };
    },

    /** People to discover: everyone but the viewer and the people blocked either way. */
    async search(viewerId: string, query: UserSearchQuery): Promise<UserListPage> {
      const { page, size, ...filters } = query;
      const found = await repo.userSearchPage(db, { viewerId, among: "visible", ...filters }, paging(query));
      return { items: found.rows, page, size, total: found.total };
    },

    /** The people the viewer blocked, with the same filters. */
    async blocked(viewerId: string, query: UserSearchQuery): Promise<UserListPage> {
      const { page, size, ...filters } = query;
      const found = await repo.userSearchPage(db, { viewerId, among: "blocked", ...filters }, paging(query));
      return { items: found.rows, page, size, total: found.total };
    },

    async profile(userId: string): Promise<Profile> {
      return toProfile(await existing(userId));
    },

    async updateProfile(userId: string, form: UpdateProfileForm): Promise<Profile> {
      await requireUploaded(form.avatar);
      const current = await existing(userId);
      const phoneChanged = form.phone !== undefined && form.phone !== current.phone;
      const updated = await repo.updatedUser(db, userId, {
        firstName: form.firstName,
        lastName: form.lastName,
        sign: form.sign,
        avatar: form.avatar,
        phone: form.phone,
        chatInvitation: form.chatInvitation,
        ...(phoneChanged ? { phoneVerifiedAt: null } : {}),
      });
      if (!updated) throw AppError.unauthenticated();
      return toProfile(updated);
    },

    /** The new user, or a 400 on email when it is taken. */
    async create(user: NewUser): Promise<UserRow> {
      await requireUploaded(user.avatar);
      const created = await repo.insertedUser(db, newUserRow(user));
      if (!created) throw AppError.field("email", "This email is already registered");
      return created;
    },

    /**
     * Server-made people (demo data), in one statement of the caller's transaction. Their avatars are
     * trusted: the caller stored them. Emails already taken are skipped, so the answer may be shorter.
     */
    createMany: (people: NewUser[], tx: Executor = db) => repo.insertedUsers(tx, people.map(newUserRow)),

    count: (tx: Executor = db) => repo.userCount(tx),
    byEmail: (email: string) => repo.userByEmail(db, email),
    byId: (id: string) => repo.userById(db, id),
    /** Both take the caller's transaction, so the change commits with the caller's other rows. */
    setPasswordHash: (id: string, passwordHash: string, tx: Executor = db) =>
      repo.updatedUser(tx, id, { passwordHash }),
    markPhoneVerified: (id: string, tx: Executor = db) =>
      repo.updatedUser(tx, id, { phoneVerifiedAt: new Date() }),
  };
}

export type UsersService = ReturnType<typeof usersService>;
