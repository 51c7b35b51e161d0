import type { Role } from "@cbm/contracts";

/** What the users module tells the others (platform/bus.ts). */
export interface UserFollowed {
  followerId: string;
  followeeId: string;
}

export type UserUnfollowed = UserFollowed;

/** Someone joined (registered, or the installation's first admin); a retailer's store opens with it. */
export interface AccountOpened {
  userId: string;
  roles: Role[];
  fullName: string;
}

/** The account is anonymised and its follows are gone; each module deletes its own rows of the person. */
export interface AccountDeleted {
  userId: string;
}

declare module "../../platform/bus.ts" {
  interface DomainEvents {
    "user.followed": UserFollowed;
    "user.unfollowed": UserUnfollowed;
    "account.opened": AccountOpened;
    "account.deleted": AccountDeleted;
  }
}
