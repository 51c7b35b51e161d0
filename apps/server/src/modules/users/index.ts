export type { AccountDeleted, UserFollowed, UserUnfollowed } from "./events.ts";
export {
  blockedEitherWay,
  followerIdsOf,
  fullName,
  likePattern,
  live,
  nameMatches,
  noBlockBetween,
  notBlockedEitherWay,
  type Paging,
  personMembers,
  seenBy,
  viewerFollows,
} from "./repo.ts";
export { usersRoutes } from "./routes.ts";
export { type NewUser, toProfile, type UsersService, usersService } from "./service.ts";
export type { UserRow } from "./tables.ts";
