import { cardEndpoints as endpoints } from "@cbm/contracts";
import type { FastifyPluginAsync } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import type { Deps } from "../../platform/deps.ts";
import { routesOf } from "../../platform/endpoints.ts";
import type { PaymentsService } from "./service.ts";

export function paymentsRoutes(cards: PaymentsService, payments: Deps["payments"]): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "payments");
    const me = (request: Parameters<typeof signedIn>[0]) => signedIn(request).userId;
    route(endpoints.config, () => payments.config);
    route(endpoints.list, (_input, request) => cards.list(me(request)));
    route(endpoints.create, ({ body }, request) => cards.save(me(request), body));
    route(endpoints.remove, ({ params }, request) => cards.remove(me(request), params.id));
    route(endpoints.makeDefault, ({ params }, request) => cards.makeDefault(me(request), params.id));
    route(endpoints.testBank, ({ body }) => cards.answerTestBank(body));
    // The webhook's signature is over the raw body: its JSON is kept as text, in a context of its own.
    await app.register(async (raw) => {
      raw.removeContentTypeParser("application/json");
      raw.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
        done(null, body),
      );
      routesOf(raw, "payments")(endpoints.webhook, ({ body }, request) => {
        const signature = request.headers["stripe-signature"];
        return cards.receive(body, typeof signature === "string" ? signature : undefined);
      });
    });
  };
}
