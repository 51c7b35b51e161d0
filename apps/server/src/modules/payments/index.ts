export { paymentsListeners } from "./listeners.ts";
export { refundAfterCommit, refundOrphan } from "./refunds.ts";
export { hasCard } from "./repo.ts";
export { paymentsRoutes } from "./routes.ts";
export { cardToCharge, paymentsService, savedCard } from "./service.ts";
