export { insertedPastSubscriptions, type PastSubscription } from "./demo.ts";
export type { SubscriptionChanged } from "./events.ts";
export { allowedInPlan, editableInPlan, withinPlan } from "./limits.ts";
export { subscriptionsListeners } from "./listeners.ts";
export { insertedPlans } from "./plans-repo.ts";
export { subscriptionsRoutes } from "./routes.ts";
export { profileSubscriptionOf, type SubscriptionsService, subscriptionsService } from "./service.ts";
