import type { FastifyBaseLogger } from "fastify";
import { createClient } from "redis";
import { AppError } from "./errors.ts";
import { withTimeout } from "./timeouts.ts";

export interface Window {
  count: number;
  resetInMs: number;
}

/**
 * Fixed-window counters. In process by default; in Redis when REDIS_URL is set, so that every
 * instance behind a load balancer counts the same attempts. Each call is one atomic step, so
 * attempts made at the same moment each see their own count.
 */
export interface CounterStore {
  /** Adds one to the key's window and returns the window after the hit. */
  hit(key: string, windowMs: number): Promise<Window>;
  /** Takes back one hit of a window that is still open. */
  release(key: string): Promise<void>;
  close(): Promise<void>;
}

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  const sweep = setInterval(() => {
    for (const key of windows.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const window = live(key) ?? { count: 0, resetAt: now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.resetAt - now() };
    },
    async release(key) {
      const window = live(key);
      if (window && window.count > 0) window.count -= 1;
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/** Redis answers within this or the call counts as failed (rate limits then fall back to the process). */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/** How CBM's Redis clients connect: quickly or not at all, and again on their own, at most every 2 s. */
export const REDIS_SOCKET = {
  connectTimeout: REDIS_COMMAND_TIMEOUT_MS,
  reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000),
};

const RELEASE = "if redis.call('exists', KEYS[1]) == 1 then redis.call('decr', KEYS[1]) end return 0";

export function redisCounterStore(url: string, prefix: string): CounterStore {
  const client = createClient({
    url,
    // A command sent while Redis is away fails at once instead of waiting in a queue.
    disableOfflineQueue: true,
    socket: REDIS_SOCKET,
  });
  client.on("error", () => {
    // Reconnection is automatic; calls made meanwhile fail and the limiter counts in process.
  });
  client.connect().catch(() => {
    // Redis away at start: the reconnect strategy keeps trying.
  });
  const redisKey = (key: string) => `${prefix}rl:${key}`;
  const timed = <T>(call: Promise<T>) => withTimeout(call, REDIS_COMMAND_TIMEOUT_MS, "Redis");
  return {
    async hit(key, windowMs) {
      const [count, , ttl] = (await timed(
        client.multi().incr(redisKey(key)).pExpire(redisKey(key), windowMs, "NX").pTTL(redisKey(key)).exec(),
      )) as unknown as [number, number, number];
      return { count, resetInMs: Math.max(ttl, 0) };
    },
    async release(key) {
      await timed(client.eval(RELEASE, { keys: [redisKey(key)] }));
    },
    async close() {
      if (!client.isOpen) return client.destroy();
      await timed(client.quit()).catch(() => client.destroy());
    },
  };
}

/** While the shared store is failing, it is tried again this often (one call pays for the try). */
export const SHARED_STORE_RETRY_MS = 5000;

/**
 * A shared store (Redis) backed by this process's own counters: while the shared store fails or
 * hangs, limits still hold per instance without waiting on it, and the log says so once each way.
 * A hit that timed out may still land in the shared store later: that only ever counts too much.
 */
export function fallbackCounterStore(
  shared: CounterStore,
  local: CounterStore,
  log: Pick<FastifyBaseLogger, "warn" | "info">,
  now: () => number = Date.now,
): CounterStore {
  let downSince: number | undefined;
  const attempt = async <T>(call: (store: CounterStore) => Promise<T>): Promise<T> => {
    if (downSince !== undefined && now() - downSince < SHARED_STORE_RETRY_MS) return call(local);
    try {
      const result = await call(shared);
      if (downSince !== undefined) log.info("rate limits are shared through Redis again");
      downSince = undefined;
      return result;
    } catch (error) {
      if (downSince === undefined)
        log.warn({ err: error }, "Redis is unavailable: rate limits are counted in this process");
      downSince = now();
      return call(local);
    }
  };
  return {
    hit: (key, windowMs) => attempt((store) => store.hit(key, windowMs)),
    release: (key) => attempt((store) => store.release(key)),
    close: async () => {
      await Promise.allSettled([shared.close(), local.close()]);
    },
  };
}

export interface Rule {
  name: string;
  limit: number;
  windowMs: number;
}

/** One rule applied to one subject (an address, an account). */
export type Limit = [rule: Rule, subject: string];

/** Failures a person caused (a wrong password, a wrong code); anything else is not held against them. */
const isPersonsFailure = (error: unknown) =>
  error instanceof AppError && (error.status === 400 || error.status === 401 || error.status === 403);

/**
 * Rate limits by rule. Every attempt takes its slot before it runs, so attempts made at the same
 * moment cannot all slip under the limit: `consume` keeps every slot, `failuresOnly` gives back the
 * slots of attempts that succeeded.
 */
export class RateLimiter {
  constructor(private readonly store: CounterStore) {}

  private key([rule, subject]: Limit) {
    return `${rule.name}:${subject}`;
  }

  private async guarded<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch {
      // Fail closed: a limiter that cannot count must not let unlimited attempts through.
      throw AppError.unavailable();
    }
  }

  /** Takes a slot; past the limit, gives it back and refuses with 429. */
  private async take(limit: Limit): Promise<void> {
    const key = this.key(limit);
    const window = await this.guarded(() => this.store.hit(key, limit[0].windowMs));
    if (window.count > limit[0].limit) {
      await this.giveBack([limit]);
      throw AppError.tooManyRequests(Math.ceil(window.resetInMs / 1000));
    }
  }

  private async giveBack(limits: Limit[]): Promise<void> {
    await Promise.allSettled(limits.map((limit) => this.store.release(this.key(limit))));
  }

  /** Counts one attempt; past the limit, refuses with 429. */
  async consume(rule: Rule, subject: string): Promise<void> {
    await this.take([rule, subject]);
  }

  /**
   * Runs `attempt` only while every limit has room, holding a slot of each while it runs; the slots
   * of an attempt that succeeds (or fails for a reason that is not the person's) are given back, so
   * only failures count. The right password is refused too while the limit is reached.
   */
  async failuresOnly<T>(limits: Limit[], attempt: () => Promise<T>): Promise<T> {
    const taken: Limit[] = [];
    try {
      for (const limit of limits) {
        await this.take(limit);
        taken.push(limit);
      }
    } catch (refusal) {
      await this.giveBack(taken);
      throw refusal;
    }
    try {
      const result = await attempt();
      await this.giveBack(taken);
      return result;
    } catch (error) {
      if (!isPersonsFailure(error)) await this.giveBack(taken);
      throw error;
    }
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
