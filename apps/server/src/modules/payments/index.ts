export { paymentsListeners } from "./listeners.ts";
export { hasCard } from "./repo.ts";
export { paymentsRoutes } from "./routes.ts";
export { cardToCharge, paymentsService, savedCard } from "./service.ts";
