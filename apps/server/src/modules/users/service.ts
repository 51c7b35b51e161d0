import type { Profile, Role, UpdateProfileForm } from "@cbm/contracts";
import type { Executor } from "../../platform/db.ts";
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

  return {
    requireUploaded,

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
