import { productEndpoints as endpoints, shopEndpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import { asSent } from "../../platform/serialized.ts";
import type { ProductsService } from "./service.ts";

export function productsRoutes(products: ProductsService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "products");
    const viewer = (request: Parameters<typeof signedIn>[0]) => signedIn(request).userId;
    route(shopEndpoints.products, async ({ query }, request) =>
      asSent(await products.shop(viewer(request), query)),
    );
    route(shopEndpoints.product, async ({ params }, request) =>
      asSent(await products.product(viewer(request), params.id)),
    );
    route(endpoints.exportCsv, (_input, request) => products.exportCsv(viewer(request)));
    route(endpoints.importCsv, ({ body }, request) => products.importCsv(viewer(request), body));
    route(endpoints.list, ({ query }, request) => products.list(viewer(request), query));
    route(endpoints.create, ({ body }, request) => products.create(viewer(request), body));
    route(endpoints.get, ({ params }, request) => products.get(viewer(request), params.id));
    route(endpoints.update, ({ params, body }, request) => products.update(viewer(request), params.id, body));
    route(endpoints.remove, ({ params }, request) => products.remove(viewer(request), params.id));
  };
}
