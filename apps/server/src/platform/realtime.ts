// The realtime channel: Socket.IO on the API's own HTTP server. A socket signs in with its access token
// when it connects (an expired one is refused; the client connects again after its refresh) and joins its
// user's room. With REDIS_URL the instances share their rooms through Redis, so a push from any instance
// reaches the user's sockets on every instance. A push is a hint, never the record: a client that missed
// one catches up from the REST calls when it reconnects.
import type { Server as HttpServer } from "node:http";
import {
  type Listeners,
  REALTIME_PATH,
  type RealtimeClientEvents,
  type RealtimeEvents,
} from "@cbm/contracts";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyBaseLogger } from "fastify";
import { Server } from "socket.io";
import type { AccessTokens, SessionCheck } from "./auth.ts";
import { coalescedPushes } from "./coalesced-pushes.ts";
import { REDIS_COMMAND_TIMEOUT_MS } from "./rate-limit.ts";
import { callsCaught, redisPair } from "./realtime-redis.ts";
import { withTimeout } from "./timeouts.ts";

export interface Realtime {
  /** Sends `event` with `payload` to every socket the user has open, on every instance. */
  toUser<E extends keyof RealtimeEvents>(userId: string, event: E, payload: RealtimeEvents[E]): void;
  /** The same to several people at once: through Redis, one message for all of them. */
  toUsers<E extends keyof RealtimeEvents>(userIds: string[], event: E, payload: RealtimeEvents[E]): void;
  /** Sends `event` with `payload` to every socket in the room (one that joined it), on every instance. */
  toRoom<E extends keyof RealtimeEvents>(room: string, event: E, payload: RealtimeEvents[E]): void;
  /**
   * Hands every `event` a signed-in socket sends to `handler`, with the socket's user and its rooms. The
   * payload is as the client sent it: the handler checks it. A handler's failure is logged, never sent back.
   */
  onClientEvent<E extends keyof RealtimeClientEvents>(event: E, handler: ClientEventHandler): void;
  /**
   * Calls `handler` with the people (distinct users) in a room whose name starts with `prefix`, on every
   * instance, after sockets join or leave it: at most once a second per room, and only when it changed.
   */
  onAudience(prefix: string, handler: (room: string, people: number) => void): void;
  /** How many people (distinct users) have a socket in the room, on every instance. */
  audienceOf(room: string): Promise<number>;
  /** Tells every other instance of CBM that `topic` happened (through Redis; there is nobody to tell without it). */
  toInstances(topic: InstanceTopic): void;
  /** Calls `handler` whenever another instance tells of `topic`. */
  onInstances(topic: InstanceTopic, handler: () => void): void;
  /** Whether what this instance tells reaches every instance at once: it runs alone, or they share Redis. */
  readonly reachesEveryInstance: boolean;
  /** Starts taking sockets on the app's server, each signed in as a live session. */
  attach(server: HttpServer, sessionIsActive: SessionCheck): void;
  close(): Promise<void>;
}

/** The rooms of the socket that sent an event: joining one makes it hear what is sent to the room. */
export interface SocketRooms {
  join(room: string): Promise<void>;
  leave(room: string): Promise<void>;
}

export type ClientEventHandler = (userId: string, payload: unknown, rooms: SocketRooms) => Promise<void>;

/** What one instance tells the others: sessions were ended (signed out, revoked), so no look at one holds. */
export type InstanceTopic = "sessions.ended";

type InstanceEvents = Record<InstanceTopic, () => void>;

interface SocketData {
  userId: string;
}

/**
 * How many events one socket may send in a window; the rest are dropped. A browser tells of typing at
 * most every 2 s, and each event costs the server a database read.
 */
export const CLIENT_EVENT_BUDGET = { events: 10, windowMs: 10_000 };

/** Answers, for each event a socket sends, whether it is within the socket's budget. */
function eventBudget(): () => boolean {
  let windowStart = 0;
  let spent = 0;
  return () => {
    const now = Date.now();
    if (now - windowStart >= CLIENT_EVENT_BUDGET.windowMs) {
      windowStart = now;
      spent = 0;
    }
    spent += 1;
    return spent <= CLIENT_EVENT_BUDGET.events;
  };
}

const roomOf = (userId: string) => `user:${userId}`;

/** The shortest time between two audience counts of one room. */
export const AUDIENCE_INTERVAL_MS = 1000;

/**
 * Counts a room's audience when sockets come and go, at most once per interval a room, and tells the
 * handler when the count moved. Counting asks every instance, so bursts of joins cost one count.
 */
function audienceWatch(count: (room: string) => Promise<number>, log: FastifyBaseLogger) {
  const handlers: { prefix: string; handler: (room: string, people: number) => void }[] = [];
  const due = new Map<string, NodeJS.Timeout>();
  const told = new Map<string, { people: number; at: number }>();
  let stopped = false;

  async function recount(room: string, handler: (room: string, people: number) => void) {
    due.delete(room);
    const people = await count(room);
    const before = told.get(room);
    // A room left empty is forgotten once told, so the map holds only rooms with an audience.
    if (people === 0) told.delete(room);
    else told.set(room, { people, at: Date.now() });
    if (before?.people !== people && (before || people > 0)) handler(room, people);
  }

  return {
    add: (prefix: string, handler: (room: string, people: number) => void) => {
      handlers.push({ prefix, handler });
    },
    changed(room: string) {
      const watcher = handlers.find(({ prefix }) => room.startsWith(prefix));
      if (!watcher || stopped || due.has(room)) return;
      const wait = Math.max(0, (told.get(room)?.at ?? 0) + AUDIENCE_INTERVAL_MS - Date.now());
      const timer = setTimeout(() => {
        recount(room, watcher.handler).catch((error: unknown) =>
          log.warn({ err: error, room }, "a realtime room's audience could not be counted"),
        );
      }, wait);
      due.set(room, timer);
    },
    stop() {
      stopped = true;
      for (const timer of due.values()) clearTimeout(timer);
      due.clear();
    },
  };
}

/**
 * The channel, sharing rooms through Redis when `redisUrl` is set. Redis away at start leaves the
 * channel working within this instance (and the log says so) rather than stopping the process.
 */
export async function openRealtime(options: {
  tokens: AccessTokens;
  log: FastifyBaseLogger;
  redisUrl?: string;
  redisPrefix: string;
}): Promise<Realtime> {
  const { tokens, log } = options;
  const io = new Server<
    Listeners<RealtimeClientEvents>,
    Listeners<RealtimeEvents>,
    InstanceEvents,
    SocketData
  >({ path: REALTIME_PATH, serveClient: false });
  const clientHandlers = new Map<keyof RealtimeClientEvents, ClientEventHandler>();
  let clients: Awaited<ReturnType<typeof redisPair>> | undefined;
  if (options.redisUrl) {
    try {
      clients = await redisPair(options.redisUrl, log);
      const [publisher, subscriber] = clients;
      io.adapter(
        createAdapter(callsCaught(publisher, log), callsCaught(subscriber, log), {
          key: `${options.redisPrefix}socket.io`,
        }),
      );
    } catch (error) {
      log.warn({ err: error }, "Redis is not reachable: realtime pushes reach this instance's sockets only");
    }
  }
  // Socket.IO's typed emit cannot follow a generic event name; the interface above keeps the pairing.
  const emitTo = coalescedPushes<keyof RealtimeEvents, RealtimeEvents[keyof RealtimeEvents]>(
    (rooms, event, payload) => {
      const sockets: { emit(event: keyof RealtimeEvents, payload: unknown): unknown } = io.to(rooms);
      sockets.emit(event, payload);
    },
  );
  const audienceOf = async (room: string) => {
    const sockets = await io.in(room).fetchSockets();
    return new Set(sockets.map((socket) => socket.data.userId)).size;
  };
  const audiences = audienceWatch(audienceOf, log);
  io.of("/").adapter.on("join-room", (room: string) => audiences.changed(room));
  io.of("/").adapter.on("leave-room", (room: string) => audiences.changed(room));
  return {
    toUser: (userId, event, payload) => emitTo([roomOf(userId)], event, payload),
    toUsers: (userIds, event, payload) => emitTo(userIds.map(roomOf), event, payload),
    toRoom: (room, event, payload) => emitTo([room], event, payload),
    onClientEvent(event, handler) {
      clientHandlers.set(event, handler);
    },
    onAudience: audiences.add,
    audienceOf,
    toInstances(topic) {
      // Socket.IO's own adapter, alone in its process, has nobody to tell (and refuses to try).
      if (clients) io.serverSideEmit(topic);
    },
    onInstances(topic, handler) {
      io.on(topic, handler);
    },
    reachesEveryInstance: !options.redisUrl || clients !== undefined,
    attach(server, sessionIsActive) {
      io.use(async (socket, next) => {
        const token: unknown = socket.handshake.auth?.token;
        const principal = typeof token === "string" ? await tokens.verify(token) : null;
        if (!principal || !(await sessionIsActive(principal.sessionId).catch(() => false))) {
          return next(new Error("Unauthenticated."));
        }
        socket.data.userId = principal.userId;
        await socket.join(roomOf(principal.userId));
        next();
      });
      io.on("connection", (socket) => {
        const withinBudget = eventBudget();
        const rooms: SocketRooms = {
          join: async (room) => await socket.join(room),
          leave: async (room) => await socket.leave(room),
        };
        for (const [event, handler] of clientHandlers) {
          socket.on(event, (payload: unknown) => {
            if (!withinBudget()) return;
            handler(socket.data.userId, payload, rooms).catch((error: unknown) =>
              log.warn({ err: error, event }, "a realtime event from a client failed"),
            );
          });
        }
      });
      io.attach(server);
    },
    async close() {
      audiences.stop();
      emitTo.flush();
      await io.close();
      // A Redis that hangs never answers the quit: the client is then dropped, and what it held with it.
      for (const client of clients ?? []) {
        if (client.isOpen)
          await withTimeout(client.quit(), REDIS_COMMAND_TIMEOUT_MS, "Redis").catch(() => client.destroy());
        else client.destroy();
      }
    },
  };
}
