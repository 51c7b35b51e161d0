import { createClient } from "redis";
import { AppError } from "./errors.ts";

export interface Window {
  count: number;
  resetInMs: number;
}

/**
 * Fixed-window counters. In process by default; in Redis when REDIS_URL is set, so that every
 * instance behind a load balancer counts the same attempts.
 */
export interface CounterStore {
  /** Adds one to the key's window and returns the window after the hit. */
  hit(key: string, windowMs: number): Promise<Window>;
  /** The window as it is, without counting. */
  peek(key: string): Promise<Window>;
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
    async peek(key) {
      const window = live(key);
      return window ? { count: window.count, resetInMs: window.resetAt - now() } : { count: 0, resetInMs: 0 };
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

export async function redisCounterStore(url: string, prefix: string): Promise<CounterStore> {
  const client = createClient({
    url,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(retries * 100, 2000) },
  });
  client.on("error", () => {
    // Reconnection is automatic; a call made while disconnected fails and the request gets a 503.
  });
  await client.connect();
  const redisKey = (key: string) => `${prefix}rl:${key}`;
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await client
        .multi()
        .incr(redisKey(key))
        .pExpire(redisKey(key), windowMs, "NX")
        .pTTL(redisKey(key))
        .exec()) as unknown as [number, number, number];
      return { count, resetInMs: Math.max(ttl, 0) };
    },
    async peek(key) {
      const [count, ttl] = (await client
        .multi()
        .get(redisKey(key))
        .pTTL(redisKey(key))
        .exec()) as unknown as [string | null, number];
      return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
    },
    async close() {
      await client.quit();
    },
  };
}

export interface Rule {
  name: string;
  limit: number;
  windowMs: number;
}

/** Rate limits by rule: `consume` counts every attempt; `check` + `count` count only failures. */
export class RateLimiter {
  constructor(private readonly store: CounterStore) {}

  private key(rule: Rule, subject: string) {
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

  /** Counts one attempt; past the limit, refuses with 429. */
  async consume(rule: Rule, subject: string): Promise<void> {
    const window = await this.guarded(() => this.store.hit(this.key(rule, subject), rule.windowMs));
    if (window.count > rule.limit) throw AppError.tooManyRequests(Math.ceil(window.resetInMs / 1000));
  }

  /** Refuses with 429 when the limit is already reached, without counting. */
  async check(rule: Rule, subject: string): Promise<void> {
    const window = await this.guarded(() => this.store.peek(this.key(rule, subject)));
    if (window.count >= rule.limit) throw AppError.tooManyRequests(Math.ceil(window.resetInMs / 1000));
  }

  /** Counts one attempt (a failure, typically) without refusing this one. */
  async count(rule: Rule, subject: string): Promise<void> {
    await this.guarded(() => this.store.hit(this.key(rule, subject), rule.windowMs));
  }

  close(): Promise<void> {
    return this.store.close();
  }
}
