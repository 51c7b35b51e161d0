import { authorizationEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import type { AuthorizationService } from "./service.ts";

export function authorizationRoutes(authorization: AuthorizationService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "authorization");
    route(endpoints.register, ({ body }, request) => authorization.register(body, request.ip));
    route(endpoints.login, ({ body }, request) => authorization.login(body, request.ip));
    route(endpoints.refresh, ({ body }) => authorization.refresh(body.refreshToken));
    route(endpoints.logout, ({ body }) => authorization.logout(body.refreshToken));
    route(endpoints.sendPhoneCode, (_, request) => authorization.sendPhoneCode(signedIn(request)));
    route(endpoints.verifyPhoneCode, ({ body }, request) =>
      authorization.verifyPhoneCode(signedIn(request), body.code),
    );
    route(endpoints.sendPasswordResetCode, ({ body }) => authorization.sendPasswordResetCode(body.email));
    route(endpoints.resetPassword, ({ body }) => authorization.resetPassword(body));
    route(endpoints.changePassword, ({ body }, request) =>
      authorization.changePassword(signedIn(request), body),
    );
    // The users' path, documented with theirs.
    routesOf(app, "users")(endpoints.deleteAccount, ({ body }, request) =>
      authorization.deleteAccount(signedIn(request), body),
    );
  };
}
