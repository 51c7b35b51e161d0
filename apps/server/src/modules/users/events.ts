/** What the users module tells the others (platform/bus.ts). */
export interface UserFollowed {
  followerId: string;
  followeeId: string;
}

export type UserUnfollowed = UserFollowed;

/** The account is anonymised and its follows are gone; each module deletes its own rows of the person. */
export interface AccountDeleted {
  userId: string;
}

declare module "../../platform/bus.ts" {
  interface DomainEvents {
    "user.followed": UserFollowed;
    "user.unfollowed": UserUnfollowed;
    "account.deleted": AccountDeleted;
  }
}
