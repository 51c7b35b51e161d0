// The realtime channel: Socket.IO on the API's own HTTP server. A socket signs in with its access token
// when it connects (an expired one is refused; the client connects again after its refresh) and joins its
// user's room. With REDIS_URL the instances share their rooms through Redis, so a push from any instance
// reaches the user's sockets on every instance. A push is a hint, never the record: a client that missed
// one catches up from the REST calls when it reconnects.
import type { Server as HttpServer } from "node:http";
import { REALTIME_PATH, type RealtimeEvents } from "@cbm/contracts";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyBaseLogger } from "fastify";
import { createClient } from "redis";
import { Server } from "socket.io";
import type { AccessTokens, SessionCheck } from "./auth.ts";
import { REDIS_COMMAND_TIMEOUT_MS } from "./rate-limit.ts";
import { withTimeout } from "./timeouts.ts";

export interface Realtime {
  /** Sends `event` with `payload` to every socket the user has open, on every instance. */
  toUser<E extends keyof RealtimeEvents>(userId: string, event: E, payload: RealtimeEvents[E]): void;
  /** Starts taking sockets on the app's server, each signed in as a live session. */
  attach(server: HttpServer, sessionIsActive: SessionCheck): void;
  close(): Promise<void>;
}

const roomOf = (userId: string) => `user:${userId}`;

/** Redis clients for the adapter: reconnecting on their own, never throwing into the process. */
async function redisPair(url: string, log: FastifyBaseLogger) {
  const publisher = createClient({
    url,
    socket: {
      connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000),
    },
  });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) {
    client.on("error", (error) => log.debug({ err: error }, "realtime Redis connection failed; retrying"));
  }
  try {
    await withTimeout(
      Promise.all([publisher.connect(), subscriber.connect()]),
      REDIS_COMMAND_TIMEOUT_MS * 3,
      "Redis",
    );
  } catch (error) {
    for (const client of [publisher, subscriber]) client.destroy();
    throw error;
  }
  return [publisher, subscriber] as const;
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
  const io = new Server({ path: REALTIME_PATH, serveClient: false });
  let clients: Awaited<ReturnType<typeof redisPair>> | undefined;
  if (options.redisUrl) {
    try {
      clients = await redisPair(options.redisUrl, log);
      io.adapter(createAdapter(...clients, { key: `${options.redisPrefix}socket.io` }));
    } catch (error) {
      log.warn({ err: error }, "Redis is not reachable: realtime pushes reach this instance's sockets only");
    }
  }
  return {
    toUser: (userId, event, payload) => void io.to(roomOf(userId)).emit(event, payload),
    attach(server, sessionIsActive) {
      io.use(async (socket, next) => {
        const token: unknown = socket.handshake.auth?.token;
        const principal = typeof token === "string" ? await tokens.verify(token) : null;
        if (!principal || !(await sessionIsActive(principal.sessionId).catch(() => false))) {
          return next(new Error("Unauthenticated."));
        }
        await socket.join(roomOf(principal.userId));
        next();
      });
      io.attach(server);
    },
    async close() {
      await io.close();
      for (const client of clients ?? []) {
        if (client.isOpen)
          await withTimeout(client.quit(), REDIS_COMMAND_TIMEOUT_MS, "Redis").catch(() => {});
        else client.destroy();
      }
    },
  };
}
