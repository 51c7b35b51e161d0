export {
  blockedEitherWay,
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
export { type Forget, type NewUser, toProfile, type UsersService, usersService } from "./service.ts";
export type { UserRow } from "./tables.ts";
