import type { EventStatus } from "./events/index.ts";
import type { FlashDeal, LiveCheer, LiveComment } from "./live/index.ts";
import type { ProductCard } from "./products/index.ts";

/** Where the API's Socket.IO channel listens (platform/realtime.ts on the server). */
export const REALTIME_PATH = "/socket.io";

/** What a push says changed for its person; the web app fetches again what it shows of that topic. */
export const REALTIME_TOPICS = ["cart", "notifications", "conversations"] as const;
export type RealtimeTopic = (typeof REALTIME_TOPICS)[number];

/** Every event the server pushes, with what it carries. */
export interface RealtimeEvents {
  changed: { topic: RealtimeTopic };
  /** Someone in the conversation is writing; it shows for a few seconds unless repeated. */
  typing: { conversationId: string; userId: string };
  /** Someone in the conversation has read up to message number `seq`. */
  read: { conversationId: string; userId: string; seq: number };
  /** To the sockets watching a live event (`live:watch`), and only to them. */
  "live:comment": { eventId: string; comment: LiveComment };
  "live:comment-removed": { eventId: string; commentId: string };
  "live:cheer": { eventId: string; kind: LiveCheer; count: number };
  "live:viewers": { eventId: string; viewers: number };
  "live:pinned": { eventId: string; product: ProductCard | null };
  "live:deal": { eventId: string; deal: FlashDeal | null };
  "live:status": { eventId: string; status: EventStatus };
  /** To the muted viewer's own sockets. */
  "live:muted": { eventId: string; muted: boolean };
}

/** Every event a signed-in socket may send, with what it carries (the server checks it). */
export interface RealtimeClientEvents {
  /** The socket's person is writing in the conversation; sent at most every few seconds while they do. */
  typing: { conversationId: string };
  /** The socket watches a live event it may see: it gets the event's `live:*` pushes and counts as a viewer. */
  "live:watch": { eventId: string };
  "live:leave": { eventId: string };
}

/** Socket.IO's typed-events shape (`Socket<Listeners<A>, Listeners<B>>`) of one of the maps above. */
export type Listeners<Events> = { [E in keyof Events]: (payload: Events[E]) => void };
