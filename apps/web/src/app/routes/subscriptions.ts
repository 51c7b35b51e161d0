import { createRoute } from "@tanstack/react-router";
import {
  AdminPlansPage,
  AdminSubscriptionsPage,
  adminSubscriptionsQueries,
  audienceOf,
  PricingPage,
  parseConfirmationSearch,
  parseSubscribeSearch,
  SubscribePage,
  SubscriptionConfirmationPage,
  subscriptionsQueries,
} from "../../features/subscriptions/index.ts";
import { session } from "../../lib/session.ts";
import { authenticatedRoute, siteRoute } from "./frames.tsx";

const roles = () => session.read()?.user?.roles ?? [];
/** The live subscription is a member's: an admin has none to ask for. */
const isMember = () => !roles().includes("admin");

/** The admin's plans, and every member's subscription with the figures (admins only, on the server too). */
const adminPages = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/admin/plans",
    loader: async ({ context }) => {
      if (isMember()) return;
      void context.queryClient.prefetchQuery((await adminSubscriptionsQueries()).adminPlansQuery());
    },
    component: AdminPlansPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/admin/subscriptions",
    loader: async ({ context }) => {
      if (isMember()) return;
      const { adminSubscriptionsQuery, subscriptionMetricsQuery } = await adminSubscriptionsQueries();
      void context.queryClient.prefetchQuery(subscriptionMetricsQuery());
      void context.queryClient.prefetchQuery(adminSubscriptionsQuery({ page: 0, size: 20 }));
    },
    component: AdminSubscriptionsPage,
  }),
];

/** The plans, one plan to subscribe to, and the confirmation after paying (public, as the spec lists it). */
export const subscriptionRoutes = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/pricing",
    loader: async ({ context }) => {
      const { currentSubscriptionQuery, plansQuery } = await subscriptionsQueries();
      void context.queryClient.prefetchQuery(plansQuery(audienceOf(roles())));
      if (isMember()) void context.queryClient.prefetchQuery(currentSubscriptionQuery());
    },
    component: PricingPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/subscriptions/$slug",
    validateSearch: parseSubscribeSearch,
    loader: async ({ context, params }) => {
      const { currentSubscriptionQuery, planQuery } = await subscriptionsQueries();
      if (isMember()) void context.queryClient.prefetchQuery(currentSubscriptionQuery());
      await context.queryClient.ensureQueryData(planQuery(params.slug));
    },
    component: SubscribePage,
  }),
  ...adminPages,
];

export const subscriptionSitePages = [
  createRoute({
    getParentRoute: () => siteRoute,
    path: "/subscription-confirmation",
    validateSearch: parseConfirmationSearch,
    component: SubscriptionConfirmationPage,
  }),
];
