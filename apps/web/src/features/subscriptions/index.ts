// The face of subscriptions: what other rooms may use. Pages load on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

/** The query options of the route loaders, in a chunk the pages share (decision 011). */
export const subscriptionsQueries = () =>
  import("./api.ts").then(({ currentSubscriptionQuery, planQuery, plansQuery }) => ({
    currentSubscriptionQuery,
    planQuery,
    plansQuery,
  }));

/** The admin pages' query options, loaded on demand with the contracts. */
export const adminSubscriptionsQueries = () =>
  import("./admin-api.ts").then(({ adminPlansQuery, adminSubscriptionsQuery, subscriptionMetricsQuery }) => ({
    adminPlansQuery,
    adminSubscriptionsQuery,
    subscriptionMetricsQuery,
  }));

export { audienceOf } from "./audience.ts";
export { BeyondPlanNote, useBeyondPlan } from "./components/beyond-plan.tsx";
export { MySubscription } from "./components/my-subscription.tsx";
export { PlanChoice } from "./components/plan-choice.tsx";
export { SubscribeToPlan } from "./components/subscribe-to-plan.tsx";
export { isPlanLimit, UpgradePrompt } from "./components/upgrade-prompt.tsx";
export { plansQuery } from "./queries.ts";
export { parseConfirmationSearch, parseSubscribeSearch } from "./search-params.ts";

export const PricingPage = lazyPage(() => import("./pages/pricing-page.tsx"), "PricingPage");
export const SubscribePage = lazyPage(() => import("./pages/subscribe-page.tsx"), "SubscribePage");
export const SubscriptionConfirmationPage = lazyPage(
  () => import("./pages/subscription-confirmation-page.tsx"),
  "SubscriptionConfirmationPage",
);
export const AdminPlansPage = lazyPage(() => import("./pages/admin-plans-page.tsx"), "AdminPlansPage");
export const AdminSubscriptionsPage = lazyPage(
  () => import("./pages/admin-subscriptions-page.tsx"),
  "AdminSubscriptionsPage",
);
