// Invitations to an event: the host invites within its capacity, the people invited answer, and each
// finds their invitations page by page.
import type {
  EventSummary,
  InvitationPage,
  InvitationResponse,
  InvitationsQuerySchema,
} from "@cbm/contracts";
import type { z } from "zod";
import type { Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import { CLOSED, type EventAccess } from "./event-access.ts";
import * as invitations from "./invitations-repo.ts";
import * as repo from "./repo.ts";
import { isClosed, summaryOf } from "./shown.ts";
import type { EventViewer } from "./visibility.ts";

/** The invitations use cases, on the events `access` reaches. */
export function inviting({ database, bus }: Pick<Deps, "database" | "bus">, access: EventAccess) {
  const { db } = database;
  const { transaction, seen, hostedOpen } = access;

  return {
    /** Invites people to the host's event, within its capacity; those invited before stay as they were. */
    invite: (viewer: EventViewer, id: string, userIds: string[], tx?: Tx) =>
      transaction(async (work) => {
        const event = await hostedOpen(work, viewer, id);
        const before = await invitations.invitedCount(work, id);
        const people = await invitations.invitable(work, event.hostId, [...new Set(userIds)]);
        const invited = await invitations.insertedInvitations(work, id, viewer.userId, people);
        const invitedCount = before + invited.length;
        if (event.capacity !== null && invitedCount > event.capacity) {
          const room = Math.max(0, event.capacity - before);
          throw AppError.conflict(
            `This event has room for ${event.capacity} people: you can invite ${room} more.`,
          );
        }
        if (invited.length > 0) {
          await bus.emit(work, "event.invited", {
            eventId: id,
            hostId: event.hostId,
            title: event.title,
            slug: event.slug,
            userIds: invited,
          });
        }
        return { invited: invited.length, invitedCount };
      }, tx),

    async answer(viewer: EventViewer, id: string, response: InvitationResponse): Promise<EventSummary> {
      const { event } = await seen(db, viewer, id);
      if (isClosed(event.status) || event.endsAt <= new Date()) throw AppError.conflict(CLOSED);
      if (!(await invitations.answeredInvitation(db, id, viewer.userId, response))) {
        throw AppError.forbidden("Only the people invited can answer an invitation.");
      }
      return summaryOf(await seen(db, viewer, id));
    },

    /** The viewer's open or past invitations, each with who invited them (the host, when that account is gone). */
    async invitations(
      viewerId: string,
      query: z.output<typeof InvitationsQuerySchema>,
    ): Promise<InvitationPage> {
      const { rows, total } = await invitations.invitationPage(
        db,
        viewerId,
        query.state === "open",
        pagingOf(query),
      );
      const inviters = new Map(
        (await repo.livePeople(db, [...new Set(rows.map((row) => row.invitedBy))])).map((person) => [
          person.id,
          person,
        ]),
      );
      const items = rows.map((row) => ({
        event: summaryOf(row),
        invitedBy: inviters.get(row.invitedBy) ?? {
          id: row.host.id,
          fullName: row.host.fullName,
          avatar: row.host.avatar,
        },
        response: row.response ?? ("pending" as const),
        invitedAt: row.invitedAt.toISOString(),
      }));
      return numberedPage(query, items, total);
    },
  };
}
