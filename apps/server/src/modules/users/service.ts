import type {
  PeopleSuggestions,
  PeopleSuggestionsQuery,
  Profile,
  ProfileSubscription,
  PublicProfile,
  Role,
  UpdateProfileForm,
  UserListPage,
  UserSearchQuery,
} from "@cbm/contracts";
import { type Executor, inTransaction } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { pagingOf, renderedNumberedPage } from "../../platform/paging.ts";
import type { Serialized } from "../../platform/serialized.ts";
import { keptOrPreparedPicture } from "../uploads/index.ts";
import { deleteAccount } from "./delete-account.ts";
import { followsAndBlocks } from "./follows.ts";
import * as peopleRepo from "./people-repo.ts";
import * as repo from "./repo.ts";
import { peopleFound, type UserSearch } from "./search.ts";
import { socialAccounts } from "./social-accounts.ts";
import { type PeopleSharingStyle, peopleSuggestions } from "./suggestions.ts";
import type { NewUserRow, UserRow } from "./tables.ts";

function toProfile(user: UserRow, subscription: ProfileSubscription = null): Profile {
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
    subscription,
  };
}

function toPublicProfile(user: peopleRepo.ViewedUserRow): PublicProfile {
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

export function usersService(
  deps: Pick<Deps, "database" | "storage" | "bus">,
  peopleSharingStyle: PeopleSharingStyle = async () => [],
  /** The live subscription's plan for the profile (the subscriptions module's, given by app.ts). */
  subscriptionOf: (userId: string) => Promise<ProfileSubscription> = async () => null,
) {
  const { database, storage, bus } = deps;
  const { db } = database;
  const follows = followsAndBlocks(deps);
  const socials = socialAccounts(db);

  async function existing(id: string): Promise<UserRow> {
    const user = await repo.userById(db, id);
    if (!user) throw AppError.unauthenticated();
    return user;
  }

  async function people(
    viewerId: string,
    among: UserSearch["among"],
    query: UserSearchQuery,
  ): Promise<Serialized<UserListPage>> {
    const { page, size, ...filters } = query;
    const found = await peopleFound(db, { viewerId, among, ...filters }, pagingOf(query));
    return renderedNumberedPage(query, found.items, found.total, { totalCapped: found.totalCapped });
  }

  return {
    /** Another user's profile; 404 when either blocked the other. */
    async publicProfile(viewerId: string, id: string): Promise<PublicProfile> {
      const user = await peopleRepo.userSeenBy(db, viewerId, id);
      if (!user) throw AppError.notFound("We could not find this user.");
      return toPublicProfile(user);
    },

    /**
     * The user as a thing to report. Anyone the viewer can see, or has blocked, may be reported; a user
     * who blocked the viewer is a 404, as everywhere.
     */
    async reportable(viewerId: string, id: string): Promise<{ type: "user"; id: string; ownerId: string }> {
      if (viewerId === id) throw AppError.conflict("You cannot report yourself.");
      if (!(await peopleRepo.reportableBy(db, viewerId, id)))
        throw AppError.notFound("We could not find this user.");
      return { type: "user", id, ownerId: id };
    },

    follow: follows.follow,
    unfollow: follows.unfollow,
    block: follows.block,
    unblock: follows.unblock,
    following: follows.following,
    followers: follows.followers,

    /** People to discover: everyone but the viewer and the people blocked either way. */
    search: (viewerId: string, query: UserSearchQuery) => people(viewerId, "visible", query),

    /** Up to `size` people to follow: popular influencers and people who share the viewer's style, in turn. */
    suggestions: (viewerId: string, query: PeopleSuggestionsQuery): Promise<PeopleSuggestions> =>
      peopleSuggestions(db, peopleSharingStyle, viewerId, query),

    /** The people the viewer blocked, with the same filters. */
    blocked: (viewerId: string, query: UserSearchQuery) => people(viewerId, "blocked", query),

    socialAccounts: socials.socialAccounts,
    replaceSocialAccounts: socials.replaceSocialAccounts,

    deleteAccount: (userId: string) => deleteAccount(deps, userId),

    /** A person's own profile, with their plan. */
    profileOf: async (user: UserRow): Promise<Profile> => toProfile(user, await subscriptionOf(user.id)),

    async profile(userId: string): Promise<Profile> {
      return toProfile(await existing(userId), await subscriptionOf(userId));
    },

    async updateProfile(userId: string, form: UpdateProfileForm): Promise<Profile> {
      const current = await existing(userId);
      const avatar = await keptOrPreparedPicture(storage, form.avatar, "avatar", current.avatar);
      const phoneChanged = form.phone !== undefined && form.phone !== current.phone;
      const updated = await repo.updatedUser(db, userId, {
        firstName: form.firstName,
        lastName: form.lastName,
        sign: form.sign,
        avatar,
        phone: form.phone,
        chatInvitation: form.chatInvitation,
        ...(phoneChanged ? { phoneVerifiedAt: null } : {}),
      });
      if (!updated) throw AppError.unauthenticated();
      return toProfile(updated, await subscriptionOf(userId));
    },

    /** The new user, or a 400 on email when it is taken; `account.opened` tells the others in its transaction. */
    async create(user: NewUser): Promise<UserRow> {
      const avatar = await keptOrPreparedPicture(storage, user.avatar, "avatar");
      return inTransaction(db, async (tx) => {
        const created = await repo.insertedUser(tx, newUserRow({ ...user, avatar }));
        if (!created) throw AppError.field("email", "This email is already registered");
        await bus.emit(tx, "account.opened", {
          userId: created.id,
          roles: created.roles,
          fullName: `${created.firstName} ${created.lastName}`.trim(),
        });
        return created;
      });
    },

    /**
     * Server-made people (demo data), in one statement of the caller's transaction. Their avatars are
     * trusted: the caller stored them. Each joined at `createdAt` (last changed then too), now when it is
     * left out. Emails already taken are skipped, so the answer may be shorter.
     */
    createMany: (people: Array<NewUser & { createdAt?: Date }>, tx: Executor = db) =>
      repo.insertedUsers(
        tx,
        people.map(({ createdAt, ...person }) => ({
          ...newUserRow(person),
          createdAt,
          updatedAt: createdAt,
        })),
      ),

    /**
     * Server-made follows (demo data) in the caller's transaction, each made at `createdAt` (now when it
     * is left out); every count is recomputed after.
     */
    async addFollows(
      edges: Array<{ followerId: string; followeeId: string; createdAt?: Date }>,
      tx: Executor = db,
    ) {
      await repo.insertFollows(tx, edges);
      await repo.recountFollows(tx);
    },

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
