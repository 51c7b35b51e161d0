// The face of events: what other rooms may use. Pages load on first visit.
import { lazyPage } from "../../lib/lazy-page.ts";

export { openInvitationCountQuery } from "./queries.ts";

/** The pages' queries for the route loaders, in a chunk the pages share (decision 011). */
export const eventsQueries = () =>
  import("./api.ts").then(({ eventQuery, invitationsQuery, myEventsQuery }) => ({
    eventQuery,
    invitationsQuery,
    myEventsQuery,
  }));

export const MyEventsPage = lazyPage(() => import("./pages/my-events-page.tsx"), "MyEventsPage");
export const EventPage = lazyPage(() => import("./pages/event-page.tsx"), "EventPage");
export const InvitationsPage = lazyPage(() => import("./pages/invitations-page.tsx"), "InvitationsPage");
