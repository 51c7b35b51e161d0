import { outfitsEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import { asSent } from "../../platform/serialized.ts";
import type { OutfitsService } from "./service.ts";

export function outfitsRoutes(outfits: OutfitsService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "outfits");
    const viewer = (request: Parameters<typeof signedIn>[0]) => signedIn(request).userId;
    // The feeds are rendered as JSON by the database and sent as written (decision 006).
    route(endpoints.feed, async ({ params, query }, request) =>
      asSent(await outfits.feed(viewer(request), params.tab, query)),
    );
    route(endpoints.list, async ({ query }, request) => asSent(await outfits.list(viewer(request), query)));
    route(endpoints.create, ({ body }, request) => outfits.create(viewer(request), body));
    route(endpoints.get, ({ params }, request) => outfits.get(viewer(request), params.id));
    route(endpoints.update, ({ params, body }, request) => outfits.update(viewer(request), params.id, body));
    route(endpoints.remove, ({ params }, request) => outfits.remove(viewer(request), params.id));
    route(endpoints.products, ({ params }, request) => outfits.products(viewer(request), params.id));
    route(endpoints.withProduct, ({ params }, request) => outfits.withProduct(viewer(request), params.id));
    route(endpoints.ofAuthor, async ({ params, query }, request) =>
      asSent(await outfits.ofAuthor(viewer(request), params.id, query)),
    );
    route(endpoints.saved, async ({ query }, request) => asSent(await outfits.saved(viewer(request), query)));
    route(endpoints.like, ({ params }, request) => outfits.like(viewer(request), params.id));
    route(endpoints.unlike, ({ params }, request) => outfits.unlike(viewer(request), params.id));
    route(endpoints.save, ({ params }, request) => outfits.save(viewer(request), params.id));
    route(endpoints.unsave, ({ params }, request) => outfits.unsave(viewer(request), params.id));
    route(endpoints.comments, ({ params, query }, request) =>
      outfits.comments(viewer(request), params.id, query),
    );
    route(endpoints.addComment, ({ params, body }, request) =>
      outfits.comment(viewer(request), params.id, body),
    );
    route(endpoints.removeComment, ({ params }, request) =>
      outfits.removeComment(viewer(request), params.id),
    );
  };
}
