// The face of live: what other rooms may use. The page loads on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

export { parseLiveSearch } from "./search-params.ts";

/** The page's queries for the route loader, in a chunk the page shares (decision 011). */
export const liveQueries = () =>
  import("./api.ts").then(({ liveNowQuery, liveRoomQuery }) => ({ liveNowQuery, liveRoomQuery }));

export const LiveEventsPage = lazyPage(() => import("./pages/live-events-page.tsx"), "LiveEventsPage");
