// Who sees an event (decision 005): never across a block either way; an invite-only event only its host,
// the people invited to it and admins. Every read of events takes these conditions in its `where`, so a
// hidden event is missing from lists and totals and answers 404 like an unknown one.
import type { Role } from "@cbm/contracts";
import { and, eq, or, type SQL, sql } from "drizzle-orm";
import { noBlockBetween } from "../users/index.ts";
import { eventInvitations, events } from "./tables.ts";

/** Who looks: a signed-in person and their roles (`signedIn(request)` is one). */
export interface EventViewer {
  userId: string;
  roles: readonly Role[];
}

export const isAdmin = (viewer: EventViewer) => viewer.roles.includes("admin");

/** The person was invited to the event of the outer row. */
export const invitedTo = (userId: string) =>
  sql<boolean>`exists (select 1 from ${eventInvitations} where ${eventInvitations.eventId} = ${events.id} and ${eventInvitations.userId} = ${userId})`;

/** The viewer may see the event of the outer row. */
export function eventSeenBy(viewer: EventViewer): SQL {
  const invitedOrPublic = or(
    eq(events.visibility, "public"),
    eq(events.hostId, viewer.userId),
    invitedTo(viewer.userId),
  );
  return and(
    noBlockBetween(viewer.userId, events.hostId),
    isAdmin(viewer) ? undefined : invitedOrPublic,
  ) as SQL;
}
