import type { Event, EventPage, EventsQuery } from "@cbm/contracts";
import { inTransaction, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import { preparedImage } from "../uploads/index.ts";
import { calendarOf } from "./calendar.ts";
import { eventAccess, HOST_ONLY, NOT_FOUND } from "./event-access.ts";
import { checkEndsAfter, type EventFields, fieldsOf, inserted } from "./event-fields.ts";
import type { EventChanged } from "./events.ts";
import { inviting } from "./invitations.ts";
import { reactingAndShelving } from "./reactions-and-shelf.ts";
import * as repo from "./repo.ts";
import { pageOf, summaryOf } from "./shown.ts";
import type { EventRow } from "./tables.ts";
import { type EventViewer, isAdmin } from "./visibility.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Events hosted by retailers and influencers: creating and editing them, invitations, reactions, the shelf. */
export function eventsService(deps: Pick<Deps, "database" | "bus" | "storage" | "config">) {
  const { db } = deps.database;
  const { bus, storage } = deps;
  const site = (deps.config.PUBLIC_URL ?? "").replace(/\/+$/, "");
  const access = eventAccess(db);
  const { transaction, seen, hostedOpen, pageFor } = access;

  /** Tells everyone invited or going of the change, with the transaction that makes it. */
  async function told(tx: Tx, event: EventRow, change: EventChanged["change"]) {
    const recipientIds = await repo.peopleToTell(tx, event);
    if (recipientIds.length === 0) return;
    await bus.emit(tx, "event.changed", {
      eventId: event.id,
      hostId: event.hostId,
      title: event.title,
      slug: event.slug,
      change,
      startsAt: event.startsAt.toISOString(),
      recipientIds,
    });
  }

  return {
    async list(viewer: EventViewer, query: EventsQuery): Promise<EventPage> {
      const { rows, total } = await repo.eventPage(db, viewer, query, pagingOf(query));
      return numberedPage(query, rows.map(summaryOf), total);
    },

    /**
     * A new event of the viewer (a retailer or an influencer), in the caller's transaction when given (the
     * demo seed's, which also dates it: `now` is when its end must come after).
     */
    async create(viewer: EventViewer, checked: EventFields, tx?: Tx, now = new Date()): Promise<Event> {
      const fields = fieldsOf(checked);
      checkEndsAfter(fields.endsAt, now);
      const image = checked.image ? (await preparedImage(storage, checked.image, "image")).url : null;
      return transaction(async (work) => {
        const event = await inserted(work, { ...fields, hostId: viewer.userId, image });
        return pageFor(work, viewer, event.id);
      }, tx);
    },

    async read(viewer: EventViewer, key: string): Promise<Event> {
      const row = await repo.eventSeenByKey(db, viewer, key, UUID.test(key));
      if (!row) throw AppError.notFound(NOT_FOUND);
      return pageOf(db, viewer, row);
    },

    /** Edits the host's event; a new time tells everyone invited or going. */
    update: (viewer: EventViewer, id: string, checked: EventFields): Promise<Event> =>
      inTransaction(db, async (tx) => {
        const current = await hostedOpen(tx, viewer, id);
        const fields = fieldsOf(checked);
        const moved =
          fields.startsAt.getTime() !== current.startsAt.getTime() ||
          fields.endsAt.getTime() !== current.endsAt.getTime();
        if (moved) checkEndsAfter(fields.endsAt, new Date());
        if (fields.capacity !== null && fields.capacity < current.goingCount) {
          throw AppError.field(
            "capacity",
            `${current.goingCount} people are already going: the capacity must be at least that`,
          );
        }
        const image =
          !checked.image || checked.image === current.image
            ? (checked.image ?? null)
            : (await preparedImage(storage, checked.image, "image")).url;
        const updated = await repo.updatedEvent(tx, id, { ...fields, image });
        if (!updated) throw AppError.notFound(NOT_FOUND);
        if (moved) await told(tx, updated, "rescheduled");
        return pageFor(tx, viewer, id);
      }),

    /** Cancels the host's event before it ends: it stays listed as cancelled. */
    cancel: (viewer: EventViewer, id: string, tx?: Tx): Promise<Event> =>
      transaction(async (work) => {
        await hostedOpen(work, viewer, id);
        const cancelled = await repo.updatedEvent(work, id, { status: "cancelled" });
        if (!cancelled) throw AppError.notFound(NOT_FOUND);
        await told(work, cancelled, "cancelled");
        return pageFor(work, viewer, id);
      }, tx),

    /** Deletes the event (its host or an admin); people are told if it was still to come. */
    remove: (viewer: EventViewer, id: string): Promise<void> =>
      inTransaction(db, async (tx) => {
        const { event } = await seen(tx, viewer, id);
        if (event.hostId !== viewer.userId && !isAdmin(viewer)) throw AppError.forbidden(HOST_ONLY);
        if (event.status === "scheduled" && event.endsAt > new Date()) await told(tx, event, "removed");
        await repo.deletedEvent(tx, id);
      }),

    async calendar(viewer: EventViewer, id: string): Promise<{ file: string; name: string }> {
      const { event } = await seen(db, viewer, id);
      const link = site ? `${site}/events/${event.slug}` : undefined;
      return { file: calendarOf(event, link), name: `${event.slug}.ics` };
    },

    ...inviting(deps, access),

    ...reactingAndShelving(db, access),
  };
}

export type EventsService = ReturnType<typeof eventsService>;
