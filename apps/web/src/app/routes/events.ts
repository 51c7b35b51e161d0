import { createRoute } from "@tanstack/react-router";
import { EventPage, eventsQueries, InvitationsPage, MyEventsPage } from "../../features/events/index.ts";
import { mayEnter } from "../../lib/guard.ts";
import { session } from "../../lib/session.ts";
import { authenticatedRoute } from "./frames.tsx";

/** A host's list is only asked for when the page will show it: the server lists `mine` for hosts only. */
const isHost = () => mayEnter("influencer-retailer", session.read()?.user?.roles);

/** My Events (hosts), one event's page, and the viewer's invitations (spec section 2). */
export const eventRoutes = [
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/events",
    loader: async ({ context }) => {
      if (!isHost()) return;
      void context.queryClient.prefetchQuery((await eventsQueries()).myEventsQuery());
    },
    component: MyEventsPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/events/invitation",
    loader: async ({ context }) => {
      const { invitationsQuery } = await eventsQueries();
      void context.queryClient.prefetchQuery(invitationsQuery("open"));
      void context.queryClient.prefetchQuery(invitationsQuery("past"));
    },
    component: InvitationsPage,
  }),
  createRoute({
    getParentRoute: () => authenticatedRoute,
    path: "/events/$slug",
    loader: async ({ context, params }) => {
      await context.queryClient.ensureQueryData((await eventsQueries()).eventQuery(params.slug));
    },
    component: EventPage,
  }),
];
