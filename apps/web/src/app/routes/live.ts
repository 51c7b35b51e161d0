import { createRoute } from "@tanstack/react-router";
import { LiveEventsPage, liveQueries, parseLiveSearch } from "../../features/live/index.ts";
import { authenticatedRoute } from "./frames.tsx";

/** Live Events: what is live now and next, and with `?event=` that live's room. */
export const liveRoutes = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/events/live-event",
    validateSearch: parseLiveSearch,
    loaderDeps: ({ search }) => search,
    loader: async ({ context, deps }) => {
      const { liveNowQuery, liveRoomQuery } = await liveQueries();
      if (deps.event) await context.queryClient.ensureQueryData(liveRoomQuery(deps.event));
      else void context.queryClient.prefetchQuery(liveNowQuery());
    },
    component: LiveEventsPage,
  }),
];
