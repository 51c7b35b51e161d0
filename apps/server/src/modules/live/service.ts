// A live event's room: going live and ending it (resumable within 2 hours), comments and their
// moderation, cheers and the pinned product. Each change is pushed to the sockets watching the event.
import {
  type CursorQuery,
  EVENT_LIMITS,
  type Event,
  LIVE_CHEERS,
  LIVE_LIMITS,
  type LiveCheer,
  type LiveComment,
  type LiveNow,
  type LiveRoom,
} from "@cbm/contracts";
import { inTransaction } from "../../platform/db.ts";
import type { Deps } from "../../platform/deps.ts";
import { AppError } from "../../platform/errors.ts";
import { decodeCursor, keysetPage } from "../../platform/paging.ts";
import {
  type EventRow,
  type EventsService,
  type EventViewer,
  eventProductIds,
  eventShownTo,
  liveStartsSince,
  setEventStatus,
} from "../events/index.ts";
import { productCardsOf } from "../products/index.ts";
import { withinPlan } from "../subscriptions/index.ts";
import { rolesOf } from "../users/index.ts";
import { hostedEvent, mayModerate, moderatedEvent, refuseUnlessLive, roomOf, seenEvent } from "./access.ts";
import type { DealsService } from "./deals.ts";
import * as repo from "./repo.ts";

const RESUME_MS = EVENT_LIMITS.resumeHours * 3_600_000;

/** The first moment of the calendar month (UTC) that `at` falls in: a plan's lives a month count from it. */
const startOfMonth = (at: Date) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
/** How many events `GET /v1/live` shows live now, and starting next. */
const LIVE_NOW = 50;
const STARTING_NEXT = 6;
/** What one person may send a live: a chat's pace of comments, and cheers tapped quickly but not scripted. */
export const LIVE_PACE = {
  comments: { name: "live-comment", limit: 10, windowMs: 30_000 },
  cheers: { name: "live-cheer", limit: 30, windowMs: 10_000 },
} as const;

const commentShown = (row: repo.CommentRow): LiveComment => ({
  id: row.id,
  author: row.author,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** Until when an ended live may be resumed; null once that has passed, or for a live never ended. */
function resumableUntil(event: EventRow, now: Date): Date | null {
  if (event.status !== "ended" || !event.liveEndedAt) return null;
  const until = new Date(event.liveEndedAt.getTime() + RESUME_MS);
  return until > now ? until : null;
}

/** Why the event cannot go live now, if it cannot: a scheduled event can, an ended one within 2 hours. */
function refusedStart(event: EventRow, now: Date): AppError | undefined {
  if (event.status === "scheduled" || resumableUntil(event, now)) return undefined;
  if (event.status === "live") return AppError.conflict("This event is already live.");
  if (event.status === "cancelled") return AppError.conflict("This event was cancelled.");
  return AppError.conflict(
    `This live ended more than ${EVENT_LIMITS.resumeHours} hours ago and can no longer be resumed.`,
  );
}

export function liveService(
  { database, realtime, limiter }: Pick<Deps, "database" | "realtime" | "limiter">,
  events: Pick<EventsService, "list">,
  deals: Pick<DealsService, "runningDeal" | "closeAllOf">,
) {
  const { db } = database;

  const viewersOf = (eventId: string) => realtime.audienceOf(roomOf(eventId));

  async function roomFor(viewer: EventViewer, event: Event, row: EventRow): Promise<LiveRoom> {
    const now = new Date();
    const [room, viewers, deal, comments, viewerMuted] = await Promise.all([
      repo.roomOf(db, event.id),
      viewersOf(event.id),
      deals.runningDeal(event.id, viewer.userId, now),
      repo.commentsBefore(db, event.id, undefined, LIVE_LIMITS.recentComments),
      repo.isMuted(db, event.id, viewer.userId),
    ]);
    return {
      event,
      viewers,
      pinned: event.products.find((product) => product.id === room?.pinnedProductId) ?? null,
      deal,
      cheers: Object.fromEntries(LIVE_CHEERS.map((kind) => [kind, room?.[kind] ?? 0])) as LiveRoom["cheers"],
      comments: comments.map(commentShown).reverse(),
      canModerate: mayModerate(viewer, row),
      viewerMuted,
      resumableUntil: resumableUntil(row, now)?.toISOString() ?? null,
    };
  }

  async function room(viewer: EventViewer, eventId: string): Promise<LiveRoom> {
    const row = await seenEvent(db, viewer, eventId);
    const event = await eventShownTo(db, eventId, viewer);
    if (!event) throw AppError.notFound("We could not find this event.");
    return roomFor(viewer, event, row);
  }

  /** Moves the host's event to live (from scheduled, or resumed) or to ended (from live); the watchers are told. */
  async function moved(viewer: EventViewer, eventId: string, status: "live" | "ended") {
    await inTransaction(db, async (tx) => {
      const event = await hostedEvent(tx, viewer, eventId);
      const now = new Date();
      if (status === "live") {
        const refusal = refusedStart(event, now);
        if (refusal) throw refusal;
        // A live resumed is the same live: only a first start counts against the plan's lives a month.
        if (!event.wentLiveAt) {
          const used = await liveStartsSince(tx, event.hostId, startOfMonth(now));
          await withinPlan(tx, event.hostId, "liveEventsPerMonth", used);
        }
      } else refuseUnlessLive(event);
      await setEventStatus(tx, eventId, status, now);
    });
    realtime.toRoom(roomOf(eventId), "live:status", { eventId, status });
    if (status === "ended") await deals.closeAllOf(eventId);
    return room(viewer, eventId);
  }

  return {
    room,

    start: (viewer: EventViewer, eventId: string) => moved(viewer, eventId, "live"),
    end: (viewer: EventViewer, eventId: string) => moved(viewer, eventId, "ended"),

    /** What is live now (with its audience and pinned product) and the events starting soonest. */
    async now(viewer: EventViewer): Promise<LiveNow> {
      const [live, next] = await Promise.all([
        events.list(viewer, { scope: "live", page: 0, size: LIVE_NOW }),
        events.list(viewer, { scope: "upcoming", page: 0, size: STARTING_NEXT }),
      ]);
      const ids = live.items.map((event) => event.id);
      const pins = await repo.pinsOf(db, ids);
      const cards = new Map(
        (await productCardsOf(db, [...new Set(pins.values())])).map((card) => [card.id, card]),
      );
      const viewers = await Promise.all(ids.map(viewersOf));
      return {
        live: live.items.map((event, index) => ({
          event,
          viewers: viewers[index] ?? 0,
          pinned: cards.get(pins.get(event.id) ?? "") ?? null,
        })),
        next: next.items,
      };
    },

    async comments(viewer: EventViewer, eventId: string, query: CursorQuery) {
      await seenEvent(db, viewer, eventId);
      const before = decodeCursor(query.cursor, "time");
      const rows = await repo.commentsBefore(db, eventId, before, query.size + 1);
      return keysetPage(rows, query.size, commentShown);
    },

    async comment(viewer: EventViewer, eventId: string, message: string): Promise<LiveComment> {
      const event = await seenEvent(db, viewer, eventId);
      if (await repo.isMuted(db, eventId, viewer.userId)) {
        throw AppError.forbidden("You have been muted in this live.");
      }
      refuseUnlessLive(event);
      await limiter.consume(LIVE_PACE.comments, viewer.userId);
      const { id } = await repo.insertedComment(db, { eventId, authorId: viewer.userId, message });
      const row = await repo.commentOf(db, id);
      if (!row) throw new Error("a new live comment was not found");
      const comment = commentShown(row);
      realtime.toRoom(roomOf(eventId), "live:comment", { eventId, comment });
      return comment;
    },

    async removeComment(viewer: EventViewer, eventId: string, commentId: string): Promise<void> {
      await moderatedEvent(db, viewer, eventId);
      if (!(await repo.deletedComment(db, eventId, commentId))) {
        throw AppError.notFound("We could not find this comment.");
      }
      realtime.toRoom(roomOf(eventId), "live:comment-removed", { eventId, commentId });
    },

    /** Mutes or unmutes a viewer (never the host); they are told on their own sockets. */
    async mute(viewer: EventViewer, eventId: string, userId: string, muted: boolean): Promise<void> {
      const event = await moderatedEvent(db, viewer, eventId);
      if (userId === event.hostId) throw AppError.field("userId", "The host cannot be muted");
      if ((await rolesOf(db, userId)).length === 0)
        throw AppError.field("userId", "We could not find this person");
      const changed = muted
        ? await repo.muted(db, { eventId, userId, mutedBy: viewer.userId })
        : await repo.unmuted(db, eventId, userId);
      if (changed) realtime.toUser(userId, "live:muted", { eventId, muted });
    },

    async cheer(viewer: EventViewer, eventId: string, kind: LiveCheer): Promise<void> {
      refuseUnlessLive(await seenEvent(db, viewer, eventId));
      await limiter.consume(LIVE_PACE.cheers, viewer.userId);
      const count = await repo.cheered(db, eventId, kind);
      realtime.toRoom(roomOf(eventId), "live:cheer", { eventId, kind, count });
    },

    /** Pins one of the event's products above the comments, or unpins (null). */
    async pin(viewer: EventViewer, eventId: string, productId: string | null): Promise<LiveRoom> {
      await hostedEvent(db, viewer, eventId);
      const [product] =
        productId && (await eventProductIds(db, eventId)).includes(productId)
          ? await productCardsOf(db, [productId])
          : [];
      if (productId && !product) throw AppError.field("productId", "Pin one of the event's products");
      await repo.pin(db, eventId, productId);
      realtime.toRoom(roomOf(eventId), "live:pinned", { eventId, product: product ?? null });
      return room(viewer, eventId);
    },
  };
}

export type LiveService = ReturnType<typeof liveService>;
