import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerPerson, startTestApp, type TestApp, uniqueEmail } from "../testing/harness.ts";
import { AppError } from "./errors.ts";
import {
  fallbackCounterStore,
  memoryCounterStore,
  RateLimiter,
  redisCounterStore,
  SHARED_STORE_RETRY_MS,
} from "./rate-limit.ts";

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

  it("counts only failures, and refuses even a success while the limit is reached", async () => {
    const limiter = new RateLimiter(memoryCounterStore());
    const fail = () => Promise.reject(AppError.field("password", "wrong"));
    const succeed = async () => "signed in";
    await expect(limiter.failuresOnly([[rule, "a"]], succeed)).resolves.toBe("signed in");
    await expect(limiter.failuresOnly([[rule, "a"]], fail)).rejects.toMatchObject({ status: 400 });
    await expect(limiter.failuresOnly([[rule, "a"]], succeed)).resolves.toBe("signed in");
    await expect(limiter.failuresOnly([[rule, "a"]], fail)).rejects.toMatchObject({ status: 400 });
    await expect(limiter.failuresOnly([[rule, "a"]], succeed)).rejects.toMatchObject({ status: 429 });
    await expect(limiter.failuresOnly([[rule, "b"]], succeed)).resolves.toBe("signed in");
    await limiter.close();
  });

  it("lets at most the limit of attempts made at the same moment run", async () => {
    const limiter = new RateLimiter(memoryCounterStore());
    let ran = 0;
    const slowFailure = async () => {
      ran += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new AppError(401, "wrong");
    };
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => limiter.failuresOnly([[rule, "a"]], slowFailure)),
    );
    expect(ran).toBe(rule.limit);
    const statuses = results.map((result) => (result.status === "rejected" ? result.reason.status : 200));
    expect(statuses.filter((status) => status === 429)).toHaveLength(50 - rule.limit);
    await limiter.close();
  });

  it("gives the slot back when an attempt fails for a reason that is not the person's", async () => {
    const limiter = new RateLimiter(memoryCounterStore());
    for (let i = 0; i < 5; i++) {
      await expect(
        limiter.failuresOnly([[rule, "a"]], () => Promise.reject(AppError.unavailable())),
      ).rejects.toMatchObject({ status: 503 });
    }
    await expect(limiter.failuresOnly([[rule, "a"]], async () => "ok")).resolves.toBe("ok");
  });

  it("fails closed with a 503 when its store cannot count", async () => {
    const broken = {
      hit: () => Promise.reject(new Error("store down")),
      release: () => Promise.reject(new Error("store down")),
      close: async () => {},
    };
    const limiter = new RateLimiter(broken);
    await expect(limiter.consume(rule, "a")).rejects.toMatchObject({ status: 503 });
    await expect(limiter.failuresOnly([[rule, "a"]], async () => "ok")).rejects.toMatchObject({
      status: 503,
    });
  });

  it("counts in the process while the shared store fails, and says so once", async () => {
    let sharedIsDown = true;
    const shared = memoryCounterStore();
    const flaky = {
      hit: (key: string, windowMs: number) =>
        sharedIsDown ? Promise.reject(new Error("Redis away")) : shared.hit(key, windowMs),
      release: (key: string) =>
        sharedIsDown ? Promise.reject(new Error("Redis away")) : shared.release(key),
      close: async () => {},
    };
    const warnings: string[] = [];
    const notes: string[] = [];
    const log = {
      warn: (_: unknown, message: string) => warnings.push(message),
      info: (m: string) => notes.push(m),
    };
    let now = 0;
    const limiter = new RateLimiter(
      fallbackCounterStore(flaky, memoryCounterStore(), log as never, () => now),
    );
    await limiter.consume(rule, "a");
    await limiter.consume(rule, "a");
    await expect(limiter.consume(rule, "a")).rejects.toMatchObject({ status: 429 });
    expect(warnings).toHaveLength(1);
    sharedIsDown = false;
    await expect(limiter.consume(rule, "a")).rejects.toMatchObject({ status: 429 });
    expect(notes).toEqual([]);
    now += SHARED_STORE_RETRY_MS;
    await limiter.consume(rule, "a");
    expect(notes).toEqual(["rate limits are shared through Redis again"]);
  });
});

describe("sign-in attempts at the same moment", () => {
  it("checks at most the limit of 200 parallel wrong passwords, then refuses the right one", async () => {
    const app = await startTestApp({ RATE_LIMIT_LOGIN_ACCOUNT: 10, RATE_LIMIT_LOGIN_IP: 1000 });
    try {
      const person = await registerPerson(app);
      const login = (password: string) =>
        app.request({
          method: "POST",
          url: "/v1/authorization/login",
          payload: { username: person.email, password },
        });
      const statuses = (await Promise.all(Array.from({ length: 200 }, () => login("Wrong password!")))).map(
        (response) => response.statusCode,
      );
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(190);
      expect((await login(person.password)).statusCode).toBe(429);
    } finally {
      await app.close();
    }
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
    const one = redisCounterStore(redisUrl as string, prefix);
    const two = redisCounterStore(redisUrl as string, prefix);
    await vi.waitFor(() => one.hit("warm-up", 1000), { timeout: 5000 });
    expect((await one.hit("k", 60_000)).count).toBe(1);
    expect((await two.hit("k", 60_000)).count).toBe(2);
    await one.release("k");
    const window = await two.hit("k", 60_000);
    expect(window.count).toBe(2);
    expect(window.resetInMs).toBeGreaterThan(59_000);
    await one.release("gone");
    expect((await one.hit("gone", 60_000)).count).toBe(1);
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
