export { usersRoutes } from "./routes.ts";
export { type NewUser, toProfile, type UsersService, usersService } from "./service.ts";
export type { UserRow } from "./tables.ts";
