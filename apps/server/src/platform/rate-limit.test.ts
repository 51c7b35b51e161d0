import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { registerPerson, startTestApp, type TestApp, uniqueEmail } from "../testing/harness.ts";
import { memoryCounterStore, RateLimiter, redisCounterStore } from "./rate-limit.ts";

const rule = { name: "test", limit: 2, windowMs: 60_000 };

describe("RateLimiter", () => {
  it("counts attempts in a fixed window and refuses past the limit with the time left", async () => {
    let now = 1_000_000;
    const limiter = new RateLimiter(memoryCounterStore(() => now));
    await limiter.consume(rule, "a");
    await limiter.consume(rule, "a");
    await expect(limiter.consume(rule, "a")).rejects.toMatchObject({ status: 429, retryAfterSeconds: 60 });
    await limiter.consume(rule, "b");
    now += 60_001;
    await expect(limiter.consume(rule, "a")).resolves.toBeUndefined();
    await limiter.close();
  });

  it("checks without counting, and counts without refusing", async () => {
    const limiter = new RateLimiter(memoryCounterStore());
    await limiter.check(rule, "a");
    await limiter.count(rule, "a");
    await limiter.check(rule, "a");
    await limiter.count(rule, "a");
    await limiter.count(rule, "a");
    await expect(limiter.check(rule, "a")).rejects.toMatchObject({ status: 429 });
    await limiter.close();
  });

  it("fails closed with a 503 when its store cannot count", async () => {
    const broken = {
      hit: () => Promise.reject(new Error("store down")),
      peek: () => Promise.reject(new Error("store down")),
      close: async () => {},
    };
    const limiter = new RateLimiter(broken);
    await expect(limiter.consume(rule, "a")).rejects.toMatchObject({ status: 503 });
    await expect(limiter.check(rule, "a")).rejects.toMatchObject({ status: 503 });
  });
});

/** Several API instances behind a load balancer share their counters through Redis. */
describe("rate limits across instances (Redis)", () => {
  const redisUrl = process.env.REDIS_URL;
  if (!redisUrl && process.env.CI === "true") {
    throw new Error("REDIS_URL must be set in CI: the multi-instance tests need the real Redis");
  }
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  it.skipIf(!redisUrl)("counts one window in Redis for every client of the same prefix", async () => {
    const prefix = `cbm-test-${randomUUID()}:`;
    const [one, two] = await Promise.all([
      redisCounterStore(redisUrl as string, prefix),
      redisCounterStore(redisUrl as string, prefix),
    ]);
    expect((await one.hit("k", 60_000)).count).toBe(1);
    expect((await two.hit("k", 60_000)).count).toBe(2);
    const window = await one.peek("k");
    expect(window.count).toBe(2);
    expect(window.resetInMs).toBeGreaterThan(59_000);
    await Promise.all([one.close(), two.close()]);
  });

  it.skipIf(!redisUrl)(
    "locks an account on every instance once the failures add up across them",
    async () => {
      const shared = {
        REDIS_URL: redisUrl,
        REDIS_PREFIX: `cbm-test-${randomUUID()}:`,
        RATE_LIMIT_LOGIN_ACCOUNT: 4,
      };
      const first = await startTestApp(shared);
      apps.push(first);
      const second = await startTestApp(shared, {}, first.deps.database);
      apps.push(second);
      const person = await registerPerson(first);
      const fail = (app: TestApp) =>
        app.request({
          method: "POST",
          url: "/v1/authorization/login",
          payload: { username: person.email, password: "Wrong password!" },
        });
      for (const app of [first, second, first, second]) expect((await fail(app)).statusCode).toBe(401);
      for (const app of [first, second]) {
        const response = await app.request({
          method: "POST",
          url: "/v1/authorization/login",
          payload: { username: person.email, password: person.password },
        });
        expect(response.statusCode).toBe(429);
      }
      const other = await first.request({
        method: "POST",
        url: "/v1/authorization/login",
        payload: { username: uniqueEmail(), password: "Whatever 123" },
      });
      expect(other.statusCode).toBe(401);
    },
  );
});
