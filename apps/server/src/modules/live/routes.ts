import { liveEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import type { DealsService } from "./deals.ts";
import type { LiveService } from "./service.ts";

export function liveRoutes(live: LiveService, deals: DealsService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "live");
    route(endpoints.now, (_input, request) => live.now(signedIn(request)));
    route(endpoints.room, ({ params }, request) => live.room(signedIn(request), params.id));
    route(endpoints.start, ({ params }, request) => live.start(signedIn(request), params.id));
    route(endpoints.end, ({ params }, request) => live.end(signedIn(request), params.id));
    route(endpoints.comments, ({ params, query }, request) =>
      live.comments(signedIn(request), params.id, query),
    );
    route(endpoints.comment, ({ params, body }, request) =>
      live.comment(signedIn(request), params.id, body.message),
    );
    route(endpoints.removeComment, ({ params }, request) =>
      live.removeComment(signedIn(request), params.id, params.commentId),
    );
    route(endpoints.mute, ({ params, body }, request) =>
      live.mute(signedIn(request), params.id, body.userId, true),
    );
    route(endpoints.unmute, ({ params, body }, request) =>
      live.mute(signedIn(request), params.id, body.userId, false),
    );
    route(endpoints.cheer, ({ params, body }, request) =>
      live.cheer(signedIn(request), params.id, body.kind),
    );
    route(endpoints.pin, ({ params, body }, request) =>
      live.pin(signedIn(request), params.id, body.productId),
    );
    route(endpoints.startDeal, ({ params, body }, request) =>
      deals.start(signedIn(request), params.id, body),
    );
    route(endpoints.endDeal, ({ params }, request) => deals.end(signedIn(request), params.id));
    route(endpoints.claim, ({ params, body }, request) => deals.claim(signedIn(request), params.id, body));
  };
}
