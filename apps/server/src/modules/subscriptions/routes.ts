import { adminSubscriptionEndpoints, planEndpoints, subscriptionEndpoints } from "@cbm/contracts";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { signedIn } from "../../platform/auth.ts";
import { routesOf } from "../../platform/endpoints.ts";
import { memberOf, type SubscriptionsService } from "./service.ts";

export function subscriptionsRoutes(subscriptions: SubscriptionsService): FastifyPluginAsync {
  return async (app) => {
    const route = routesOf(app, "subscriptions");
    const me = (request: FastifyRequest) => signedIn(request).userId;
    const member = (request: FastifyRequest) => memberOf(me(request), signedIn(request).roles);
    const { plans, admin } = subscriptions;

    route(planEndpoints.list, ({ query }) => plans.list(query.audience));
    route(planEndpoints.get, ({ params }) => plans.get(params.slug));
    route(planEndpoints.adminList, ({ query }) => plans.adminList(query.audience));
    route(planEndpoints.create, ({ body }) => plans.create(body));
    route(planEndpoints.update, ({ params, body }) => plans.update(params.id, body));
    route(planEndpoints.deactivate, ({ params }) => plans.deactivate(params.id));

    route(subscriptionEndpoints.subscribe, ({ body }, request) =>
      subscriptions.subscribe(member(request), String(request.headers["idempotency-key"]), body),
    );
    route(subscriptionEndpoints.current, (_, request) => subscriptions.current(me(request)));
    route(subscriptionEndpoints.history, ({ query }, request) => subscriptions.history(me(request), query));
    route(subscriptionEndpoints.get, ({ params }, request) => subscriptions.get(me(request), params.id));
    route(subscriptionEndpoints.cancel, (_, request) => subscriptions.cancel(me(request)));
    route(subscriptionEndpoints.resume, (_, request) => subscriptions.resume(me(request)));
    route(subscriptionEndpoints.preview, ({ query }, request) =>
      subscriptions.preview(member(request), query),
    );
    route(subscriptionEndpoints.change, ({ body }, request) => subscriptions.change(member(request), body));
    route(subscriptionEndpoints.changeCard, ({ body }, request) =>
      subscriptions.changeCard(me(request), body.paymentMethodId),
    );
    route(subscriptionEndpoints.entitlements, (_, request) =>
      subscriptions.entitlements(me(request), signedIn(request).roles),
    );

    route(adminSubscriptionEndpoints.list, ({ query }) => admin.list(query));
    route(adminSubscriptionEndpoints.metrics, () => admin.metrics(new Date()));
    route(adminSubscriptionEndpoints.cancel, ({ params, body }) => admin.cancel(params.id, body));
    route(adminSubscriptionEndpoints.refund, ({ params }) => admin.refund(params.id));
  };
}
