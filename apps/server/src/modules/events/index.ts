export type { EventChanged } from "./events.ts";
export {
  eventForViewer,
  eventProductIds,
  eventShownTo,
  eventShowsProductTo,
  isEventHost,
  liveStartsSince,
  setEventStatus,
} from "./lookups.ts";
export { eventsRoutes } from "./routes.ts";
export { type EventsService, eventsService } from "./service.ts";
export { type EventRow, eventReference } from "./tables.ts";
export type { EventViewer } from "./visibility.ts";
