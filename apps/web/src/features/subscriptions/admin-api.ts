import {
  type AdminCancelBody,
  type AdminSubscriptionsQuery,
  adminSubscriptionEndpoints,
  type CreatePlanBody,
  planEndpoints,
  type UpdatePlanBody,
} from "@cbm/contracts";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { subscriptionsKeys, useChange } from "./api.ts";

export const adminKeys = {
  all: ["admin-subscriptions"] as const,
  plans: () => [...adminKeys.all, "plans"] as const,
  list: (query: AdminSubscriptionsQuery) => [...adminKeys.all, "list", query] as const,
  metrics: () => [...adminKeys.all, "metrics"] as const,
};

/** Every plan, inactive ones too, with its subscriber count. */
export const adminPlansQuery = () =>
  queryOptions({
    queryKey: adminKeys.plans(),
    queryFn: ({ signal }) => call(planEndpoints.adminList, { query: {} }, { signal }),
  });

/** A change to a plan: the admin's list and the plans on offer are read again. */
const usePlanChange = <T, R>(change: (input: T) => Promise<R>) =>
  useChange(change, [adminKeys.plans(), subscriptionsKeys.allPlans()]);

export const useCreatePlan = () =>
  usePlanChange((body: CreatePlanBody) => call(planEndpoints.create, { body }));

export const useUpdatePlan = () =>
  usePlanChange(({ id, body }: { id: string; body: UpdatePlanBody }) =>
    call(planEndpoints.update, { params: { id }, body }),
  );

export const useDeactivatePlan = () =>
  usePlanChange((id: string) => call(planEndpoints.deactivate, { params: { id } }));

/** A page of every member's subscriptions, filtered. */
export const adminSubscriptionsQuery = (query: AdminSubscriptionsQuery) =>
  queryOptions({
    queryKey: adminKeys.list(query),
    queryFn: ({ signal }) => call(adminSubscriptionEndpoints.list, { query }, { signal }),
  });

/** Recurring revenue, live members and churn, now and month by month. */
export const subscriptionMetricsQuery = () =>
  queryOptions({
    queryKey: adminKeys.metrics(),
    queryFn: ({ signal }) => call(adminSubscriptionEndpoints.metrics, {}, { signal }),
  });

/** An admin's action on a member's subscription: the list and the figures are read again. */
const useAdminAction = <T, R>(action: (input: T) => Promise<R>) => useChange(action, [adminKeys.all]);

export const useAdminCancel = () =>
  useAdminAction(({ id, when }: { id: string } & AdminCancelBody) =>
    call(adminSubscriptionEndpoints.cancel, { params: { id }, body: { when } }),
  );

export const useAdminRefund = () =>
  useAdminAction((id: string) => call(adminSubscriptionEndpoints.refund, { params: { id } }));
