import {
  type CardChangeBody,
  type ChangePlanBody,
  type PlanAudience,
  planEndpoints,
  type SubscribeBody,
  subscriptionEndpoints,
} from "@cbm/contracts";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { usersKeys } from "../users/index.ts";

export const subscriptionsKeys = {
  all: ["subscriptions"] as const,
  allPlans: () => [...subscriptionsKeys.all, "plans"] as const,
  plans: (audience?: PlanAudience) => [...subscriptionsKeys.allPlans(), audience ?? "all"] as const,
  plan: (slug: string) => [...subscriptionsKeys.all, "plan", slug] as const,
  mine: () => [...subscriptionsKeys.all, "mine"] as const,
  current: () => [...subscriptionsKeys.mine(), "current"] as const,
  one: (id: string) => [...subscriptionsKeys.mine(), "one", id] as const,
  preview: (body: ChangePlanBody) => [...subscriptionsKeys.mine(), "preview", body] as const,
  entitlements: () => [...subscriptionsKeys.mine(), "entitlements"] as const,
};

/** The plans on offer, of one audience, by display order. */
export const plansQuery = (audience?: PlanAudience) =>
  queryOptions({
    queryKey: subscriptionsKeys.plans(audience),
    queryFn: ({ signal }) => call(planEndpoints.list, { query: { audience } }, { auth: false, signal }),
  });

/** One plan on offer, by its slug. */
export const planQuery = (slug: string) =>
  queryOptions({
    queryKey: subscriptionsKeys.plan(slug),
    queryFn: ({ signal }) => call(planEndpoints.get, { params: { slug } }, { auth: false, signal }),
  });

/** The member's live subscription, or null on the free plan. */
export const currentSubscriptionQuery = () =>
  queryOptions({
    queryKey: subscriptionsKeys.current(),
    queryFn: ({ signal }) => call(subscriptionEndpoints.current, {}, { signal }),
  });

/** The plan whose features apply to the member now, and what of theirs is beyond it; read afresh each time. */
export const entitlementsQuery = () =>
  queryOptions({
    queryKey: subscriptionsKeys.entitlements(),
    queryFn: ({ signal }) => call(subscriptionEndpoints.entitlements, {}, { signal }),
    staleTime: 0,
  });

/** One of the member's subscriptions, with its invoices. */
export const subscriptionQuery = (id: string) =>
  queryOptions({
    queryKey: subscriptionsKeys.one(id),
    queryFn: ({ signal }) => call(subscriptionEndpoints.get, { params: { id } }, { signal }),
  });

/** What changing to a plan and interval would charge now, and from when. */
export const changePreviewQuery = (body: ChangePlanBody) =>
  queryOptions({
    queryKey: subscriptionsKeys.preview(body),
    queryFn: ({ signal }) => call(subscriptionEndpoints.preview, { query: body }, { signal }),
    staleTime: 0,
  });

/** A change whose outcome, even a failure, may have moved what the `stale` keys hold: they are read again. */
export function useChange<T, R>(change: (input: T) => Promise<R>, stale: readonly (readonly unknown[])[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => Promise.all(stale.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

/** A change of the member's subscription: it and the profile (which names the plan) are read again. */
const useSubscriptionChange = <T, R>(change: (input: T) => Promise<R>) =>
  useChange(change, [subscriptionsKeys.mine(), usersKeys.profile()]);

/**
 * Subscribes under the attempt's idempotency key: sent again after a lost answer it never charges twice.
 */
export const useSubscribe = (idempotencyKey: string) =>
  useSubscriptionChange((body: SubscribeBody) =>
    call(subscriptionEndpoints.subscribe, { body }, { headers: { "idempotency-key": idempotencyKey } }),
  );

export const useChangePlan = () =>
  useSubscriptionChange((body: ChangePlanBody) => call(subscriptionEndpoints.change, { body }));

export const useCancelSubscription = () =>
  useSubscriptionChange(() => call(subscriptionEndpoints.cancel, {}));

export const useResumeSubscription = () =>
  useSubscriptionChange(() => call(subscriptionEndpoints.resume, {}));

/** Renewals charge this card; when past due, the open invoice is charged to it now (the bank may ask first). */
export const useChangeSubscriptionCard = () =>
  useSubscriptionChange((body: CardChangeBody) => call(subscriptionEndpoints.changeCard, { body }));
