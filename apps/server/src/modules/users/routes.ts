import { usersEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import { asSent } from "../../platform/serialized.ts";
import type { UsersService } from "./service.ts";

export function usersRoutes(users: UsersService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "users");
    const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).userId;
    route(endpoints.profile, (_, request) => users.profile(me(request)));
    route(endpoints.updateProfile, ({ body }, request) => users.updateProfile(me(request), body));
    route(endpoints.socialAccounts, (_, request) => users.socialAccounts(me(request)));
    route(endpoints.replaceSocialAccounts, ({ body }, request) =>
      users.replaceSocialAccounts(me(request), body),
    );
    route(endpoints.search, async ({ query }, request) => asSent(await users.search(me(request), query)));
    route(endpoints.suggestions, ({ query }, request) => users.suggestions(me(request), query));
    route(endpoints.blocked, async ({ query }, request) => asSent(await users.blocked(me(request), query)));
    route(endpoints.following, ({ query }, request) => users.following(me(request), query));
    route(endpoints.followers, ({ query }, request) => users.followers(me(request), query));
    route(endpoints.person, ({ params }, request) => users.publicProfile(me(request), params.id));
    route(endpoints.follow, ({ params }, request) => users.follow(me(request), params.id));
    route(endpoints.unfollow, ({ params }, request) => users.unfollow(me(request), params.id));
    route(endpoints.block, ({ params }, request) => users.block(me(request), params.id));
    route(endpoints.unblock, ({ params }, request) => users.unblock(me(request), params.id));
  };
}
