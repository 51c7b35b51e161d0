export {
  blockedEitherWayIds,
  followeeIdsOf,
  followerIdsOf,
  fullName,
  joinLivePerson,
  likePattern,
  listedPeople,
  livePerson,
  noBlockBetween,
  personAvatar,
  personMembers,
  personRoles,
  seenBy,
  viewerFollows,
} from "./people-repo.ts";
export { blockedEitherWay, countPeople, rolesOf } from "./repo.ts";
export { usersRoutes } from "./routes.ts";
export { type NewUser, type UsersService, usersService } from "./service.ts";
export { type UserRow, userReference } from "./tables.ts";
