// The Redis clients the realtime channel shares its rooms through: reconnecting on their own, with a bound
// on what waits while Redis hangs, and no failed call of the adapter's ever ending the process.
import type { FastifyBaseLogger } from "fastify";
import { createClient } from "redis";
import { REDIS_COMMAND_TIMEOUT_MS, REDIS_SOCKET } from "./rate-limit.ts";
import { withTimeout } from "./timeouts.ts";

/**
 * Pushes waiting for Redis at most. node-redis keeps every command until Redis answers it; while Redis
 * hangs, each push would stay in memory. Beyond these the adapter's publish fails at once (and is dropped,
 * as any push may be).
 */
export const PUBLISHES_WAITING_AT_MOST = 10_000;

/** Redis clients for the adapter: reconnecting on their own, never throwing into the process. */
export async function redisPair(url: string, log: FastifyBaseLogger) {
  const publisher = createClient({
    url,
    commandsQueueMaxLength: PUBLISHES_WAITING_AT_MOST,
    socket: REDIS_SOCKET,
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
 * The clients as the adapter is given them. The adapter publishes, subscribes and unsubscribes without
 * awaiting, so a call that fails (Redis dropped the connection) would be an unhandled rejection, which ends
 * the process. Each one is caught here. A lost publish is a lost push, as any push may be (clients catch up
 * over REST). A lost subscribe is sent again once the client is back: node-redis restores only the
 * subscriptions Redis confirmed, and without it this instance would stop hearing the others.
 */
export function callsCaught<Client extends { once(event: "ready", listener: () => void): unknown }>(
  client: Client,
  log: FastifyBaseLogger,
): Client {
  const failed: Record<string, (error: unknown, again: () => void) => void> = {
    publish: (error) => log.debug({ err: error }, "a realtime push was not published"),
    subscribe: resubscribe,
    pSubscribe: resubscribe,
    unsubscribe: (error) => log.debug({ err: error }, "a realtime unsubscribe was not sent"),
    pUnsubscribe: (error) => log.debug({ err: error }, "a realtime unsubscribe was not sent"),
  };
  function resubscribe(error: unknown, again: () => void) {
    log.warn({ err: error }, "a realtime subscription was not made; it is made again once Redis is back");
    client.once("ready", again);
  }
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      const bound = (value as (...args: unknown[]) => unknown).bind(target);
      const onFailure = typeof property === "string" ? failed[property] : undefined;
      if (!onFailure) return bound;
      const call = (...args: unknown[]) => {
        const sent = bound(...args) as Promise<unknown>;
        sent.catch((error: unknown) => onFailure(error, () => void call(...args)));
        return sent;
      };
      return call;
    },
  });
}
