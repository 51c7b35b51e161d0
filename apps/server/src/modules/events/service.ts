import {
  EVENT_LIMITS,
  type Event,
  type EventBodySchema,
  type EventPage,
  type EventReaction,
  type EventSummary,
  type EventsQuery,
  type InvitationPage,
  type InvitationResponse,
  type InvitationsQuerySchema,
  type ProductCard,
} from "@cbm/contracts";
import type { z } from "zod";
import { type Executor, inTransaction, type Tx } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { numberedPage, pagingOf } from "../../platform/paging.ts";
import { productCardsOf } from "../products/index.ts";
import { preparedImage } from "../uploads/index.ts";
import { calendarOf } from "./calendar.ts";
import type { EventChanged } from "./events.ts";
import * as invitations from "./invitations-repo.ts";
import * as engagement from "./reactions-and-shelf-repo.ts";
import * as repo from "./repo.ts";
import { isClosed, pageOf, summaryOf } from "./shown.ts";
import type { EventRow } from "./tables.ts";
import { type EventViewer, isAdmin } from "./visibility.ts";

const NOT_FOUND = "We could not find this event.";
const HOST_ONLY = "Only the event's host can do this.";
const CLOSED = "This event is over or cancelled: it can no longer be changed.";

/** "Autumn trunk show!" -> "autumn-trunk-show". */
function slugOf(title: string): string {
  const slug = title
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60)
    .replace(/-$/, "");
  return slug || "event";
}

/** A slug made unique by a short random suffix, for a title whose plain slug is taken. */
const suffixed = (slug: string) => `${slug}-${Math.random().toString(36).slice(2, 8)}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An event's fields as the contract has checked them (defaults filled in). */
export type EventFields = z.output<typeof EventBodySchema>;

/** The row's fields from a checked body: where an online event streams, or where an in-person one takes place. */
const fieldsOf = (body: EventFields) => ({
  title: body.title,
  description: body.description,
  startsAt: new Date(body.startsAt),
  endsAt: new Date(body.endsAt),
  format: body.format,
  streamUrl: body.format === "online" ? (body.streamUrl ?? null) : null,
  place: body.format === "in_person" ? (body.place ?? null) : null,
  visibility: body.visibility,
  capacity: body.capacity ?? null,
});

/** A 400 on `endsAt` unless the event ends after `now`. */
function checkEndsAfter(endsAt: Date, now: Date): void {
  if (endsAt <= now) throw AppError.field("endsAt", "The event must end in the future");
}

/** Events hosted by retailers and influencers: creating and editing them, invitations, reactions, the shelf. */
export function eventsService(deps: Pick<Deps, "database" | "bus" | "storage" | "config">) {
  const { db } = deps.database;
  const { bus, storage } = deps;
  const site = (deps.config.PUBLIC_URL ?? "").replace(/\/+$/, "");

  /** `work` in the caller's transaction (the demo seed's), or in one of its own. */
  const transaction = <T>(work: (tx: Tx) => Promise<T>, tx?: Tx) => (tx ? work(tx) : inTransaction(db, work));

  async function seen(executor: Executor, viewer: EventViewer, id: string): Promise<repo.SummaryRow> {
    const row = await repo.eventSeen(executor, viewer, id);
    if (!row) throw AppError.notFound(NOT_FOUND);
    return row;
  }

  /** The host's event, locked for the change, and still open to changes. */
  async function hostedOpen(tx: Tx, viewer: EventViewer, id: string): Promise<EventRow> {
    const { event } = await seen(tx, viewer, id);
    if (event.hostId !== viewer.userId) throw AppError.forbidden(HOST_ONLY);
    const locked = await repo.lockedEvent(tx, id);
    if (!locked) throw AppError.notFound(NOT_FOUND);
    if (isClosed(locked.status)) throw AppError.conflict(CLOSED);
    return locked;
  }

  const pageFor = async (executor: Executor, viewer: EventViewer, id: string) =>
    pageOf(executor, viewer, await seen(executor, viewer, id));

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

  /** The new event with a unique slug: the title's, or with a short suffix when that is taken. */
  async function inserted(tx: Tx, row: Omit<Parameters<typeof repo.insertedEvent>[1], "slug">) {
    const plain = slugOf(row.title);
    for (const slug of [plain, suffixed(plain), suffixed(plain), suffixed(plain)]) {
      const event = await repo.insertedEvent(tx, { ...row, slug });
      if (event) return event;
    }
    throw new Error(`no free slug for "${plain}"`);
  }

  const shelf = async (executor: Executor, eventId: string): Promise<{ products: ProductCard[] }> => ({
    products: await productCardsOf(executor, await engagement.productIdsOf(executor, eventId)),
  });

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

    /** Toggles a reaction; `going` only while there is room, however many ask at once. */
    react: (viewer: EventViewer, id: string, action: EventReaction) =>
      inTransaction(db, async (tx) => {
        const { event } = await seen(tx, viewer, id);
        if (isClosed(event.status)) throw AppError.conflict("This event is over: reactions are closed.");
        if (await engagement.removedReaction(tx, id, viewer.userId, action)) {
          await engagement.movedCount(tx, id, action, -1);
        } else if (await engagement.insertedReaction(tx, id, viewer.userId, action)) {
          if (!(await engagement.movedCount(tx, id, action, 1))) {
            throw AppError.conflict(`This event is full: all ${event.capacity} places are taken.`);
          }
        }
        const [counts, viewerReactions] = await Promise.all([
          engagement.countsOf(tx, id),
          engagement.reactionsOf(tx, id, viewer.userId),
        ]);
        if (!counts) throw AppError.notFound(NOT_FOUND);
        return { counts, viewerReactions };
      }),

    /** Puts products on the shelf: a retailer its own store's, an influencer any the shop sells. */
    addProducts: (viewer: EventViewer, id: string, productIds: string[], tx?: Tx) =>
      transaction(async (work) => {
        const event = await hostedOpen(work, viewer, id);
        const wanted = [...new Set(productIds)];
        const ownerId = viewer.roles.includes("influencer") ? undefined : event.hostId;
        const found = await productCardsOf(work, wanted, ownerId);
        if (found.length < wanted.length) {
          throw AppError.field(
            "productIds",
            ownerId ? "Choose products your store sells now" : "Choose products the shop sells now",
          );
        }
        await engagement.addedProducts(work, id, wanted);
        if ((await engagement.shelfSize(work, id)) > EVENT_LIMITS.products) {
          throw AppError.field("productIds", `An event shows at most ${EVENT_LIMITS.products} products`);
        }
        return shelf(work, id);
      }, tx),

    removeProducts: (viewer: EventViewer, id: string, productIds: string[]) =>
      inTransaction(db, async (tx) => {
        await hostedOpen(tx, viewer, id);
        await engagement.removedProducts(tx, id, productIds);
        return shelf(tx, id);
      }),
  };
}

export type EventsService = ReturnType<typeof eventsService>;
